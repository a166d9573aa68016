/**
 * A card face drawn from data (no image needed), for both games. Cheap to render:
 * plain elements sized in em from one font-size, so `size` scales everything.
 * When the card has a stored image, `CardFace` shows it instead.
 */
import { memo, type CSSProperties } from 'react';
import { cardKey, type Card } from '../../engine/cards/model';
import type { KeywordSplit } from '../../engine/cards/keywords';
import { faceTextIn } from './cardText';
import type { Language } from '../i18n/languages';
import { useCardImage } from './useCardImage';
import { cardAccent } from './cardStyle';
import { i18n } from '../i18n';
import { corpsLabel, msTypeLabel, typeLabel } from '../i18n/terms';
import { useCardName, useKeywordLabel, useLanguage, useMessage } from '../i18n/hooks';
import { costWordsMessage, printedCost } from '../../engine/cards/cost';
import { longestWordEm } from './wordWidth';
import './card-face.css';

export type CardFaceSize = 'xs' | 'sm' | 'md' | 'lg' | number;

const WIDTHS: Record<Exclude<CardFaceSize, number>, number> = { xs: 72, sm: 132, md: 188, lg: 300 };

export interface CardFaceProps {
  card: Card;
  size?: CardFaceSize;
  /** Skip the stored image even when there is one (e.g. in dense lists). */
  drawnOnly?: boolean;
  className?: string;
}

function Stats({ card }: { card: Card }) {
  if (card.game === 'ms-war') {
    return card.clash !== undefined ? (
      <div className="cf-stats" title={i18n.t('cards:face.clash')}>
        <span className="cf-clash">{card.clash}</span>
      </div>
    ) : null;
  }
  if (card.melee === undefined && card.ranged === undefined && card.hp === undefined) return null;
  const show = (n: number | undefined, mod: boolean) => (n === undefined ? '*' : mod && n >= 0 ? `+${n}` : String(n));
  const mod = card.type === 'character' || card.type === 'operation';
  return (
    <div className="cf-stats" title={mod ? i18n.t('cards:face.mods') : i18n.t('cards:face.stats')}>
      {show(card.melee, mod)}/{show(card.ranged, mod)}/{show(card.hp, mod)}
    </div>
  );
}

/**
 * A Gundam War cost as the card prints it, designated-total-resource (`1-2-1`): each designated
 * amount on a mark of its colour, as the card shows it, so a two-colour card shows both; the
 * title says it in words (`designated Blue 1, total 2, resource cost 1`).
 */
function PrintedCostBadge({ card }: { card: Card }) {
  const tm = useMessage();
  const cost = printedCost(card);
  if (!cost) return null;
  const words = tm(costWordsMessage(cost));
  return (
    <div className="cf-cost cf-printed" title={words} aria-label={words} data-testid="face-cost">
      {cost.designated.length === 0 && <span className="cf-nation">*</span>}
      {cost.designated.map((p, i) => (
        <span key={i} className={`cf-nation${p.color ? ` gw-${p.color}` : ''}`}>
          {p.count}
        </span>
      ))}
      <span className="cf-dash">-</span>
      <span>{cost.total ?? '*'}</span>
      <span className="cf-dash">-</span>
      <span className="cf-resource">{cost.resource}</span>
    </div>
  );
}

function CostBadge({ card }: { card: Card }) {
  if (card.game === 'gundam-war') return <PrintedCostBadge card={card} />;
  if (card.cost === undefined) return null;
  return (
    <div className="cf-cost" title={i18n.t('cards:face.cost', { cost: card.cost })}>
      <span>{card.cost}</span>
    </div>
  );
}

function subtitle(card: Card): string {
  if (card.game === 'ms-war')
    return [
      typeLabel(card.type),
      card.ms_type && card.type === 'ms' ? msTypeLabel(card.ms_type) : corpsLabel(card.corps),
    ]
      .filter(Boolean)
      .join(' · ');
  const terrain = card.terrain ? i18n.t(`cards:face.${card.terrain}`) : undefined;
  return [typeLabel(card.type), terrain].filter(Boolean).join(' · ');
}

const splits: Record<Language, WeakMap<Card, KeywordSplit>> = { en: new WeakMap(), ja: new WeakMap() };

/** Keyword sentences become chips and leave the printed text, so each shows once; in the reader's language. */
function faceText(card: Card, lang: Language): KeywordSplit {
  let split = splits[lang].get(card);
  if (!split) {
    split = faceTextIn(card, lang);
    splits[lang].set(card, split);
  }
  return split;
}

function DrawnFace({ card, small }: { card: Card; small: boolean }) {
  const model = card.model;
  const lang = useLanguage();
  const { keywords, text } = small ? { keywords: [], text: '' } : faceText(card, lang);
  const name = useCardName()(card);
  const label = useKeywordLabel();
  return (
    <>
      <div className="cf-head" style={{ '--word-em': longestWordEm(name) } as CSSProperties}>
        <CostBadge card={card} />
        <div className="cf-name">{name}</div>
      </div>
      <div className="cf-type">{subtitle(card)}</div>
      <div className="cf-art" aria-hidden>
        <span className="cf-glyph">{card.type === 'g' ? 'G' : name.slice(0, 1)}</span>
        {model && !small && <span className="cf-model">{model}</span>}
      </div>
      {keywords.length > 0 && (
        <div className="cf-keywords">
          {keywords.map((k, i) => (
            <span key={`${k.id}-${i}`} className="cf-kw">
              {label(k, card.game)}
            </span>
          ))}
        </div>
      )}
      {!small && <div className="cf-text">{text}</div>}
      <div className="cf-foot">
        <span className="cf-number">{card.number}</span>
        <Stats card={card} />
      </div>
    </>
  );
}

export const CardFace = memo(function CardFace({ card, size = 'md', drawnOnly, className }: CardFaceProps) {
  const width = typeof size === 'number' ? size : WIDTHS[size];
  const image = useCardImage(drawnOnly ? undefined : cardKey(card), card.hasImage);
  const style = { width, fontSize: width / 15, '--cf-accent': cardAccent(card) } as CSSProperties;
  const small = width < 110;
  const name = useCardName()(card);
  return (
    <div
      className={`card-face${image ? ' has-image' : ''}${small ? ' small' : ''}${className ? ` ${className}` : ''}`}
      style={style}
      data-game={card.game}
      data-type={card.type}
      role="img"
      aria-label={`${name} (${card.number})`}
    >
      {image ? <img src={image} alt="" draggable={false} /> : <DrawnFace card={card} small={small} />}
    </div>
  );
});
