/**
 * Proxies: the main deck's cards, nine to a page, each the card's attached image when
 * there is one and its rendered face otherwise (CardFace does both). Print CSS hides
 * the app and prints only the pages.
 */
import { useTranslation } from 'react-i18next';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { expand } from '../../../../engine/decks/stats';
import { CardFace } from '../../../ui/CardFace';
import { PrintOverlay } from './PrintOverlay';

export const PROXIES_PER_PAGE = 9;
/** A poker-size card (2.5 × 3.5 in) at the CSS 96 px per inch. */
const PROXY_WIDTH = 240;

export function PrintSheet({ deck, catalog, onClose }: { deck: Deck; catalog: CardCatalog; onClose: () => void }) {
  const { t } = useTranslation('decks');
  const numbers = expand(deck.main);
  const pages: string[][] = [];
  for (let i = 0; i < numbers.length; i += PROXIES_PER_PAGE) pages.push(numbers.slice(i, i + PROXIES_PER_PAGE));
  const toolbar = (
    <>
      <strong>{deck.name}</strong>
      <span className="dim">
        {t('print.summary', {
          count: numbers.length,
          pages: t('print.pages', { count: pages.length }),
          perPage: PROXIES_PER_PAGE,
        })}
      </span>
    </>
  );
  return (
    <PrintOverlay label={t('print.title')} printLabel={t('print.print')} toolbar={toolbar} onClose={onClose}>
      {numbers.length === 0 && <p className="print-empty">{t('print.empty')}</p>}
      {pages.map((page, i) => (
        <section className="print-page" key={i} aria-label={t('print.page', { page: i + 1 })}>
          {page.map((number, j) => {
            const card = catalog.byNumber(number);
            return (
              <div className="proxy" key={j} data-testid="proxy" data-number={number}>
                {card ? (
                  <CardFace card={card} size={PROXY_WIDTH} />
                ) : (
                  <div className="proxy-unknown">{t('print.unknown', { number })}</div>
                )}
              </div>
            );
          })}
        </section>
      ))}
    </PrintOverlay>
  );
}
