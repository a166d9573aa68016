/** The deck as gundamwar.net's text export (engine/decks/gundamwar-net/write.ts), saved or copied. */
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Deck } from '../../../../engine/decks/model';
import { serializeNetList } from '../../../../engine/decks/gundamwar-net/write';
import { i18n } from '../../../i18n';
import { platform } from '../../../platform';
import { fileStem } from './fileName';

export async function saveNetList(deck: Deck, catalog: CardCatalog): Promise<void> {
  await platform.saveFile({
    title: i18n.t('share:netList.export'),
    suggestedName: `${fileStem(deck.name)}.gundamwar.txt`,
    filters: [{ name: i18n.t('share:netList.fileType'), extensions: ['txt'] }],
    text: serializeNetList(deck, catalog),
  });
}

/** True when the list reached the clipboard. */
export async function copyNetList(deck: Deck, catalog: CardCatalog): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(serializeNetList(deck, catalog));
    return true;
  } catch {
    return false;
  }
}
