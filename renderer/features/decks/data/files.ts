/** Deck files in and out: native dialogs (browser: upload/download), the clipboard, dropped files. */
import { platform } from '../../../platform';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Format } from '../../../../engine/decks/formats';
import { serializeDeckList } from '../../../../engine/decks/list';
import { deckToJson } from '../../../../engine/decks/json';
import type { ReadDeck } from '../../../../engine/decks/read';
import { wrap, type Remote } from 'comlink';
import type { DeckFileJobs, DeckFileRead, DeckFileText } from './deckFileJobs';
import { db } from '../../../db/db';
import { newDeckId } from './decks';
import { currentLanguage, i18n } from '../../../i18n';
import { inOurWords } from '../../../db/why';

// Names are looked up when a dialog opens, so they follow the interface language.
export const deckFilters = () => [
  { name: i18n.t('decks:files.lists'), extensions: ['txt', 'dek', 'json'] },
  { name: i18n.t('decks:files.all'), extensions: ['*'] },
];

const safeName = (name: string) => name.replace(/[^\p{L}\p{N} _.-]+/gu, '').trim() || 'deck';

/** The deck as a list in the interface language (its headers and card names; any language reads back). */
export function deckListText(deck: Deck, catalog: CardCatalog): string {
  return serializeDeckList(deck, { catalog, lang: currentLanguage() });
}

export async function exportDeck(deck: Deck, catalog: CardCatalog, as: 'list' | 'json'): Promise<void> {
  const text = as === 'json' ? deckToJson(deck) : deckListText(deck, catalog);
  await platform.saveFile({
    title: i18n.t('decks:files.exportTitle'),
    suggestedName: `${safeName(deck.name)}.${as === 'json' ? 'json' : 'txt'}`,
    filters:
      as === 'json'
        ? [{ name: i18n.t('decks:files.json'), extensions: ['json'] }]
        : [{ name: i18n.t('decks:files.list'), extensions: ['txt'] }],
    text,
  });
}

let worker: Remote<DeckFileJobs> | undefined;

/** The deck-file worker, started on first use. */
function deckFileWorker(): Remote<DeckFileJobs> {
  worker ??= wrap<DeckFileJobs>(
    new Worker(new URL('./deckFileWorker.ts', import.meta.url), { type: 'module', name: 'sortie-deck-files' }),
  );
  return worker;
}

/**
 * Reads deck files off the window's thread; each gets its verdict (or the reason it could not
 * be read, naming the file), never a throw.
 */
export async function readDeckTexts(files: DeckFileText[], custom: readonly Format[]): Promise<DeckFileRead[]> {
  try {
    return await deckFileWorker().read(files, custom);
  } catch (e) {
    const message = i18n.t('decks:files.unreadable', { reason: inOurWords(e, 'reader') });
    return files.map((file) => ({ source: file.name, read: unreadable(message) }));
  }
}

const unreadable = (message: string): ReadDeck => ({
  list: { game: 'ms-war', main: [], side: [] },
  problems: [{ kind: 'syntax', message }],
});

/** Stores an imported deck as a new deck (a JSON file keeps its fields but gets a fresh id). */
export async function storeImported(read: ReadDeck, fallbackName: string): Promise<Deck> {
  const now = Date.now();
  const { list } = read;
  const deck: Deck = read.deck
    ? { ...read.deck, id: newDeckId() }
    : {
        id: newDeckId(),
        name: list.name ?? fallbackName,
        game: list.game,
        format: list.format ?? (list.game === 'ms-war' ? 'ms-war-2.1' : 'gundam-war'),
        main: list.main,
        side: list.side,
        createdAt: now,
        updatedAt: now,
      };
  await db.decks.add(deck);
  return deck;
}

export async function pickDeckFiles(): Promise<{ name: string; text: string }[]> {
  const files = await platform.openFiles({
    title: i18n.t('decks:files.importTitle'),
    filters: deckFilters(),
    multiple: true,
    as: 'text',
  });
  return files.map((f) => ({ name: f.name, text: f.text ?? '' }));
}
