/** Proxies: the main deck's cards, nine to a page, drawn from their data (print CSS hides the app). */
import { createPortal } from 'react-dom';
import type { Card } from '../../../../engine/cards/model';
import type { Deck } from '../../../../engine/decks/model';
import type { CardCatalog } from '../../../../engine/decks/catalog';
import { expand } from '../../../../engine/decks/stats';
import { affiliation } from '../../../../engine/decks/stats';
import { typeLabel } from './DeckSection';

function ProxyFace({ card, number }: { card?: Card; number: string }) {
  if (!card) return <div className="proxy unknown">{number}</div>;
  const stats = card.game === 'ms-war' ? (card.clash !== undefined ? `Clash ${card.clash}` : '') : [card.melee, card.ranged, card.hp].some((v) => v !== undefined) ? `${card.melee ?? '-'}/${card.ranged ?? '-'}/${card.hp ?? '-'}` : '';
  return (
    <div className={`proxy aff-${affiliation(card).replace(/\W+/g, '-').toLowerCase()}`}>
      <div className="proxy-top">
        <span className="proxy-cost">{card.cost ?? ''}</span>
        <span className="proxy-name">{card.name}</span>
      </div>
      <div className="proxy-type">
        {typeLabel(card.type)} · {affiliation(card)}
        {'model' in card && card.model ? ` · ${card.model}` : ''}
      </div>
      <div className="proxy-text">{card.text}</div>
      <div className="proxy-foot">
        <span>{card.number}</span>
        <span>{stats}</span>
      </div>
    </div>
  );
}

export function PrintSheet({ deck, catalog, onClose }: { deck: Deck; catalog: CardCatalog; onClose: () => void }) {
  const numbers = expand(deck.main);
  const pages: string[][] = [];
  for (let i = 0; i < numbers.length; i += 9) pages.push(numbers.slice(i, i + 9));
  return createPortal(
    <div className="print-sheet" role="dialog" aria-label="Print proxies">
      <div className="print-toolbar">
        <strong>{deck.name}</strong> — {numbers.length} proxies on {pages.length} page{pages.length === 1 ? '' : 's'} (9 per page)
        <span className="spacer" />
        <button type="button" className="btn primary" onClick={() => window.print()}>
          Print…
        </button>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
      {pages.map((page, i) => (
        <div className="print-page" key={i}>
          {page.map((number, j) => (
            <ProxyFace key={j} number={number} card={catalog.byNumber(number)} />
          ))}
        </div>
      ))}
    </div>,
    document.body,
  );
}
