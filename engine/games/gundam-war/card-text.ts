/**
 * Reading Gundam War card text: the special-effect keywords printed on a line (for cards
 * that arrive without parsed keywords) and the small typed effect language the demo set's
 * Commands use. Text the language does not cover stays a manual ability: it can be played
 * and put on the Cut, and the players resolve it by hand.
 */
import type { GundamWarCard, Keyword } from '../../cards/model';
import { parseModification, type BattleModification } from './keywords';

/** When a Command or text may be played (its printed timing, ch. 07 "Timing for Playing Text"). */
export type TextTiming = 'any' | 'own-turn' | 'enemy-turn' | 'own-disposition' | 'battle' | 'attack' | 'defend' | 'damage' | 'return';

export type TextOp =
  | { op: 'damage'; amount: number; who: 'enemy' | 'any'; inBattle: boolean }
  | { op: 'modify'; mod: BattleModification }
  | { op: 'destroy'; who: 'enemy'; maxTotal: number }
  | { op: 'negate-command' }
  | { op: 'repair'; amount: number }
  | { op: 'negate-destruction' }
  | { op: 'junk-to-hand'; type: 'unit' }
  | { op: 'pollution'; amount: number }
  | { op: 'draw'; amount: number }
  | { op: 'manual'; text: string };

export interface CardText {
  timing: TextTiming;
  op: TextOp;
}

const TIMINGS: [RegExp, TextTiming][] = [
  [/^\(any time\)/i, 'any'],
  [/^\(own turn\)/i, 'own-turn'],
  [/^\(enemy turn\)/i, 'enemy-turn'],
  [/^\(own disposition phase\)/i, 'own-disposition'],
  [/^\(battle phase\)/i, 'battle'],
  [/^\(attack step\)/i, 'attack'],
  [/^\(defen[cs]e? step\)|^\(defend step\)/i, 'defend'],
  [/^\(damage calculation step\)/i, 'damage'],
  [/^\(return step\)/i, 'return'],
];

function parseOp(body: string): TextOp {
  let m: RegExpExecArray | null;
  if ((m = /deal (\d+) damage to 1 (enemy )?unit( in a battle area)?/i.exec(body))) {
    return { op: 'damage', amount: Number(m[1]), who: m[2] ? 'enemy' : 'any', inBattle: Boolean(m[3]) };
  }
  if ((m = /1 unit gets ([+-]\d+\/[+-]\d+\/[+-]\d+) until end of turn/i.exec(body))) {
    return { op: 'modify', mod: parseModification(m[1])! };
  }
  if ((m = /destroy 1 enemy unit whose total nation power is (\d+) or less/i.exec(body))) {
    return { op: 'destroy', who: 'enemy', maxTotal: Number(m[1]) };
  }
  if (/negate 1 command being played/i.test(body)) return { op: 'negate-command' };
  if ((m = /remove up to (\d+) damage from 1 of your units/i.exec(body))) return { op: 'repair', amount: Number(m[1]) };
  if (/negate the destruction of 1 of your units/i.test(body)) return { op: 'negate-destruction' };
  if (/move 1 unit from your junkyard to your hand/i.test(body)) return { op: 'junk-to-hand', type: 'unit' };
  if ((m = /put (\d+) pollution coins? on the enemy player/i.exec(body))) return { op: 'pollution', amount: Number(m[1]) };
  if ((m = /^draw (\d+) cards?\.?$/i.exec(body.trim()))) return { op: 'draw', amount: Number(m[1]) };
  return { op: 'manual', text: body.trim() };
}

/** The played effect of a Command: the first line that starts with a timing. */
export function commandText(card: Pick<GundamWarCard, 'text'>): CardText | null {
  for (const line of card.text.split('\n')) {
    const t = line.trim();
    const timing = TIMINGS.find(([re]) => re.test(t));
    if (!timing) continue;
    return { timing: timing[1], op: parseOp(t.replace(/^\([^)]*\):?\s*/, '')) };
  }
  return null;
}

const KEYWORD_LINE: [RegExp, (m: RegExpExecArray) => Keyword][] = [
  [/^Team\s*->\s*\[([^\]]+)\](.*)$/i, (m) => ({ id: 'team', label: `Team ->[${m[1]}]`, param: `${m[1]}|${m[2].trim()}` })],
  [/^Multiple\s*->\s*(.*)$/i, (m) => ({ id: 'multiple', label: 'Multiple', param: m[1].trim() })],
  [/^Substitute Cost\s*->\s*\[([^\]]*)\]:\s*(.*)$/i, (m) => ({ id: 'substitute-cost', label: 'Substitute Cost', param: `${m[1]}|${m[2]}` })],
  [/^Extra Cost\s*->\s*\[?([^\]]*)\]?$/i, (m) => ({ id: 'extra-cost', label: 'Extra Cost', param: m[1].trim() })],
  [/^(?:Change|Switch)\s*\[([^\]]+)\]$/i, (m) => ({ id: 'change', label: `Change [${m[1]}]`, param: m[1] })],
  [/^Cruiser-use-Modification\s*\(([^)]*)\)$/i, (m) => ({ id: 'cruiser-use-modification', label: 'Cruiser-use-Modification', param: m[1] })],
  [/^Set\/Character\/G$/i, () => ({ id: 'set-character', label: 'Set/Character' })],
  [/^Restrict to 1\/Turn$/i, () => ({ id: 'restrict-1-turn', label: 'Restrict to 1/Turn' })],
  [/^Restrict to 1\/(?:Self|Own)$/i, () => ({ id: 'restrict-1-self', label: 'Restrict to 1/Self' })],
  [/^Restrict to 1\/Deck$/i, () => ({ id: 'restrict-1-deck', label: 'Restrict to 1/Deck' })],
  [/^Restrict to 1$/i, () => ({ id: 'restrict-1', label: 'Restrict to 1' })],
  [/^Set\/(?:Character|Ch)$/i, () => ({ id: 'set-character', label: 'Set/Character' })],
  [/^Set\/G$/i, () => ({ id: 'set-g', label: 'Set/G' })],
  [/^([A-Za-z][A-Za-z :-]*?)\s*\((\d+)\)$/, (m) => ({ id: m[1].trim().toLowerCase().replace(/[^a-z]+/g, '-'), label: m[0], value: Number(m[2]) })],
  [/^([A-Za-z][A-Za-z :-]*?)(?:\s*\(([^)]*)\))?$/, (m) => ({ id: m[1].trim().toLowerCase().replace(/[^a-z]+/g, '-'), label: m[0], param: m[2] })],
];

/** Keywords printed in a card's text, one keyword list per line, comma separated. */
export function keywordsFromText(text: string): Keyword[] {
  const out: Keyword[] = [];
  for (const line of text.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('(')) continue;
    const whole = /->/.test(t) ? [t] : t.split(/\s*,\s*/);
    for (const part of whole) {
      for (const [re, make] of KEYWORD_LINE) {
        const m = re.exec(part);
        if (!m) continue;
        out.push(make(m));
        if (/^Set\/Character\/G$/i.test(part)) out.push({ id: 'set-g', label: 'Set/G' });
        break;
      }
    }
  }
  return out;
}

/** The card with keywords read from its text when the database gave none. */
export function withKeywords(card: GundamWarCard): GundamWarCard {
  if (card.keywords && card.keywords.length > 0) return card;
  return { ...card, keywords: keywordsFromText(card.text), traits: card.traits ?? [] };
}
