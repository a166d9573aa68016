/**
 * A card's script as the card is read: the one its file gives (checked, problems reported with
 * their place in the script), or one compiled from its printed text.
 */
import { compileText } from '../abilities/compile';
import { problemMessage, readScript } from '../abilities';
import type { Card } from './model';
import type { Message } from '../i18n/message';
import { said } from './import/said';

export type WithScript = { ok: true; card: Card } | { ok: false; reasons: Message[] };

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The card with its script: `raw` (a JSON cell or a parsed value) read for the card's game, else its text compiled. */
export function withScript(card: Card, raw: unknown): WithScript {
  if (!blank(raw)) {
    const read = readScript(raw, card.game);
    if (!read.ok)
      return { ok: false, reasons: read.problems.map((p) => said('script', { problem: problemMessage(p) })) };
    return { ok: true, card: { ...card, script: read.script } };
  }
  const { script } = compileText(card);
  return { ok: true, card: script ? { ...card, script, compiled: true } : card };
}
