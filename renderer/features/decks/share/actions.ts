/**
 * The sharing entries of the editor's Export menu: the gundamwar.net list, the deck image and
 * list image (saved or copied), the proxies PDF on A4 or Letter and the registration sheet PDF.
 * Every file goes through the platform bridge, so the desktop app and the browser write the
 * same bytes (a save dialog there, a download here).
 */
import type { CardCatalog } from '../../../../engine/decks/catalog';
import type { Format } from '../../../../engine/decks/formats';
import type { Deck } from '../../../../engine/decks/model';
import { deckCodeOf } from '../../../../engine/decks/code/library';
import { DECK_LINK } from '../../../../engine/decks/code/deck-code';
import { currentLanguage, i18n } from '../../../i18n';
import { platform } from '../../../platform';
import { fileStem } from './fileName';
import { copyNetList, saveNetList } from './netList';
import { cardImages } from './paint/images';
import { deckImagePng, listImagePng } from './paint/deckImage';
import { proxiesPdf } from './pdf/proxies';
import { sheetPdf } from './pdf/sheet';
import type { Paper } from './pdf/paper';
import { qrPng } from './qr';
import { PLAYER_KEY } from '../editor/RegistrationSheet';

export interface ShareAction {
  label: string;
  run: () => void;
}

function deckCards(deck: Deck, catalog: CardCatalog) {
  return [...deck.main, ...deck.side].flatMap((e) => catalog.byNumber(e.number) ?? []);
}

async function save(name: string, bytes: Uint8Array, kind: 'png' | 'pdf') {
  const t = i18n.t.bind(i18n);
  await platform.saveFile({
    title: name,
    suggestedName: name,
    filters: [{ name: kind === 'png' ? t('share:image.fileType') : t('share:pdf.fileType'), extensions: [kind] }],
    bytes,
    mime: kind === 'png' ? 'image/png' : 'application/pdf',
  });
}

export function shareActions(
  deck: Deck,
  catalog: CardCatalog,
  format: Format,
  say: (text: string) => void,
): { menu: ShareAction[] } {
  const t = i18n.t.bind(i18n);
  const stem = fileStem(deck.name);
  const empty = deck.main.length + deck.side.length === 0;
  // A long job (a PDF of 60 cards takes a few seconds) says it is under way, and any failure says why.
  const job = (what: string, work: () => Promise<void>) => async () => {
    say(t('share:pdf.made', { what }));
    try {
      await work();
      say('');
    } catch (error) {
      say((error as Error).message || String(error));
    }
  };
  const proxies = (paper: Paper, label: string): ShareAction => ({
    label,
    run: job(label, async () => {
      const lang = currentLanguage();
      await save(
        `${stem}-proxies-${paper}.pdf`,
        await proxiesPdf(deck, catalog, await cardImages(deckCards(deck, catalog)), lang, paper),
        'pdf',
      );
    }),
  });
  const image = async () => deckImagePng(deck, catalog, await cardImages(deckCards(deck, catalog)), currentLanguage());
  const pictures: ShareAction[] = empty
    ? []
    : [
        {
          label: t('share:image.save'),
          run: job(t('share:image.save'), async () => save(`${stem}.png`, await image(), 'png')),
        },
        {
          label: t('share:image.copy'),
          run: async () => {
            try {
              const bytes = await image();
              const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' });
              await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]);
              say(t('share:image.copied'));
            } catch {
              say(t('share:noClipboard'));
            }
          },
        },
        {
          label: t('share:image.saveList'),
          run: job(t('share:image.saveList'), async () =>
            save(`${stem}-list.png`, await listImagePng(deck, catalog, currentLanguage()), 'png'),
          ),
        },
        proxies('a4', t('share:pdf.proxiesA4')),
        proxies('letter', t('share:pdf.proxiesLetter')),
      ];
  return {
    menu: [
      { label: t('share:netList.export'), run: () => void saveNetList(deck, catalog) },
      {
        label: t('share:netList.copy'),
        run: async () => say((await copyNetList(deck, catalog)) ? t('share:netList.copied') : t('share:noClipboard')),
      },
      ...pictures,
      {
        label: t('share:pdf.sheet'),
        run: job(t('share:pdf.sheet'), async () => {
          const lang = currentLanguage();
          const date = new Date().toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric' });
          const fields = {
            player: localStorage.getItem(PLAYER_KEY) ?? '',
            format: `${format.name} (${format.id})`,
            date,
          };
          const qr = await qrPng(DECK_LINK + deckCodeOf(deck, catalog));
          await save(`${stem}-registration.pdf`, await sheetPdf(deck, catalog, fields, qr, lang, 'a4'), 'pdf');
        }),
      },
    ],
  };
}
