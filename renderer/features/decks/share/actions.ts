/** The sharing entries of the editor's Export menu (gundamwar.net list; more below as they come). */
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Deck } from '../../../../engine/decks/model';
import { i18n } from '../../../i18n';
import { copyNetList, saveNetList } from './netList';

export interface ShareAction {
  label: string;
  run: () => void;
}

export function shareActions(deck: Deck, catalog: CardCatalog, say: (text: string) => void): { menu: ShareAction[] } {
  const t = i18n.t.bind(i18n);
  return {
    menu: [
      { label: t('share:netList.export'), run: () => void saveNetList(deck, catalog) },
      {
        label: t('share:netList.copy'),
        run: async () => say((await copyNetList(deck, catalog)) ? t('share:netList.copied') : t('share:noClipboard')),
      },
    ],
  };
}
