/**
 * Deck codes against a card library: a deck's code names each card by its official card id
 * where it has one (so a friend's library, numbered differently, finds it too), else by number;
 * reading a code looks each identity up by card id, then by number, and names every card the
 * library lacks rather than bringing in part of a deck.
 */
import type { CardCatalog } from '../catalog';
import type { DeckList } from '../list';
import type { DeckEntry } from '../model';
import { codeIndex } from '../gundamwar-net/index';
import { listSaid } from '../said';
import type { Message } from '../../i18n/message';
import { codedEntries, decodeDeckCode, encodeDeckCode } from './deck-code';

export function deckCodeOf(
  deck: { game: DeckList['game']; format: string; main: DeckEntry[]; side: DeckEntry[] },
  catalog: CardCatalog,
): string {
  const identity = (number: string) => {
    const card = catalog.byNumber(number);
    return (card?.game === 'gundam-war' && card.card_id) || number;
  };
  return encodeDeckCode({
    game: deck.game,
    format: deck.format,
    main: codedEntries(deck.main, identity),
    side: codedEntries(deck.side, identity),
  });
}

export type CodeRead =
  | { ok: true; list: DeckList & { format: string } }
  | { ok: false; message: string; said: Message; missing?: { id: string; count: number }[] };

export function deckFromCode(text: string, catalogs: readonly CardCatalog[]): CodeRead {
  const decoded = decodeDeckCode(text);
  if (!decoded.ok) return { ok: false, ...listSaid(`code.${decoded.error}`, { version: decoded.version ?? '' }) };
  const { deck } = decoded;
  const catalog = catalogs.find((c) => c.game === deck.game);
  if (!catalog) return { ok: false, ...listSaid('noLibrary', { game: message(deck.game) }) };
  const index = codeIndex(catalog);
  const missing: { id: string; count: number }[] = [];
  const look = (entries: { id: string; count: number }[]): DeckEntry[] =>
    entries.flatMap((e) => {
      const card = index.byCardId(e.id) ?? catalog.byNumber(e.id);
      if (!card) {
        missing.push(e);
        return [];
      }
      return [{ number: card.number, count: e.count }];
    });
  const main = look(deck.main);
  const side = look(deck.side);
  if (missing.length)
    return {
      ok: false,
      ...listSaid('code.missing', {
        count: missing.length,
        ids: missing.map((m) => `${m.id} ×${m.count}`).join(', '),
        game: message(deck.game),
      }),
      missing,
    };
  return { ok: true, list: { game: deck.game, format: deck.format, main, side } };
}

const message = (game: DeckList['game']) => ({ key: `list:game.${game}` });
