/**
 * Proxies: the main deck's cards, nine to a page, each the card's attached image when
 * there is one and its rendered face otherwise (CardFace does both). Print CSS hides
 * the app and prints only the pages.
 */
import { createPortal } from 'react-dom';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { expand } from '../../../../engine/decks/stats';
import { CardFace } from '../../../ui/CardFace';

export const PROXIES_PER_PAGE = 9;
/** A poker-size card (2.5 × 3.5 in) at the CSS 96 px per inch. */
const PROXY_WIDTH = 240;

export function PrintSheet({ deck, catalog, onClose }: { deck: Deck; catalog: CardCatalog; onClose: () => void }) {
  const numbers = expand(deck.main);
  const pages: string[][] = [];
  for (let i = 0; i < numbers.length; i += PROXIES_PER_PAGE) pages.push(numbers.slice(i, i + PROXIES_PER_PAGE));
  return createPortal(
    <div className="print-sheet" role="dialog" aria-label="Print proxies">
      <div className="print-toolbar">
        <strong>{deck.name}</strong>
        <span className="dim">
          {numbers.length} {numbers.length === 1 ? 'proxy' : 'proxies'} on {pages.length} page{pages.length === 1 ? '' : 's'} ({PROXIES_PER_PAGE} per page)
        </span>
        <span className="spacer" />
        <button type="button" className="btn primary" onClick={() => window.print()}>
          Print…
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
      {numbers.length === 0 && <p className="print-empty">The main deck is empty: add cards to print proxies.</p>}
      {pages.map((page, i) => (
        <section className="print-page" key={i} aria-label={`Page ${i + 1}`}>
          {page.map((number, j) => {
            const card = catalog.byNumber(number);
            return (
              <div className="proxy" key={j} data-testid="proxy" data-number={number}>
                {card ? <CardFace card={card} size={PROXY_WIDTH} /> : <div className="proxy-unknown">Unknown card {number}</div>}
              </div>
            );
          })}
        </section>
      ))}
    </div>,
    document.body,
  );
}
