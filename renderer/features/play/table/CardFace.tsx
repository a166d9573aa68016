/**
 * A card drawn from its data: name, cost, type line, stats and text, tinted by its
 * Gundam War colour or M.S. War type. Used on the table, in the drag overlay and zoomed.
 */
import { memo } from 'react';
import type { Card } from '../../../../engine/cards/model';

const MS_WAR_TYPE: Record<string, string> = { ms: 'M.S.', pilot: 'Pilot', event: 'Event', battlefield: 'Battlefield', mission: 'Mission' };
const GW_TYPE: Record<string, string> = { unit: 'Unit', character: 'Character', command: 'Command', operation: 'Operation', g: 'G' };

function typeLine(card: Card): string {
  if (card.game === 'ms-war') return [MS_WAR_TYPE[card.type] ?? card.type, card.ms_type, card.corps].filter(Boolean).join(' · ');
  return [GW_TYPE[card.type] ?? card.type, (card.traits ?? []).join(' ')].filter(Boolean).join(' · ');
}

function stats(card: Card): string | null {
  if (card.game === 'ms-war') return card.clash !== undefined ? `${card.clash} clash` : null;
  if (card.melee === undefined && card.ranged === undefined && card.hp === undefined) return null;
  return `${card.melee ?? '-'} / ${card.ranged ?? '-'} / ${card.hp ?? '-'}`;
}

function tint(card: Card): string {
  if (card.game === 'gundam-war') return card.color ? `var(--gw-${card.color})` : 'var(--text-dim)';
  return { ms: '#3f7fd8', pilot: '#c7772e', event: '#8b53c4', battlefield: '#2f9a6a', mission: '#777' }[card.type] ?? '#777';
}

function CardFaceInner({ card, size = 'table' }: { card: Card; size?: 'table' | 'zoom' }) {
  const stat = stats(card);
  return (
    <div className={`pf-face pf-face-${size}`} style={{ ['--tint' as string]: tint(card) }} data-card-key={`${card.game}:${card.number}`}>
      <div className="pf-face-head">
        <span className="pf-face-name">{card.name}</span>
        {card.cost !== undefined && <span className="pf-face-cost" aria-label={`cost ${card.cost}`}>{card.cost}</span>}
      </div>
      <div className="pf-face-type">{typeLine(card)}</div>
      {size === 'zoom' && card.text && <div className="pf-face-text">{card.text}</div>}
      {size === 'table' && (card.keywords?.length ?? 0) > 0 && <div className="pf-face-kw">{card.keywords.map((k) => k.label).join(', ')}</div>}
      <div className="pf-face-foot">
        <span className="pf-face-number">{card.number}</span>
        {stat && <span className="pf-face-stats">{stat}</span>}
      </div>
    </div>
  );
}

function CardBackInner({ game }: { game: string }) {
  return (
    <div className={`pf-back pf-back-${game}`} aria-hidden>
      <span>{game === 'ms-war' ? 'M.S. WAR' : 'GUNDAM WAR'}</span>
    </div>
  );
}

/** Memoised: a table of 150 cards re-renders its cards' wrappers during a drag, not their faces. */
export const CardFace = memo(CardFaceInner);
export const CardBack = memo(CardBackInner);
