/** The detail panel: a large face, every field, and the parsed keywords. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Card } from '../../../engine/cards/model';
import { PrintedCostText } from '../../ui/PrintedCost';
import { printedCost } from '../../../engine/cards/cost';
import { CardFace } from '../../ui/CardFace';
import { colorLabel, corpsLabel, msTypeLabel, setLabel, traitLabel, typeLabel } from '../../i18n/terms';
import { useCardName, useKeywordLabel, useLanguage, useMessage } from '../../i18n/hooks';
import { cardTextIn } from '../../ui/cardText';
import { Icon } from '../../ui/Icon';
import { removeImage } from '../../db/cardsRepository';
import { sayAbility } from '../../../engine/abilities/describe';
import { automationOf, type Automation } from '../../../engine/cards/automation';
import { MarkedLine } from './MarkedLine';
import { ScriptActions } from './script/ScriptEditor';
import type { StoredCard } from '../../db/db';

/** Each ability as the rules understand it, and how the card got them (docs/card-scripts.md). */
function Abilities({ card }: { card: Card }) {
  const { t } = useTranslation('cards');
  const tm = useMessage();
  const { automation, manual: all, partly = [] } = automationOf(card);
  // A clause of a line read in part is shown marked in its line, not again on its own.
  const clauses = new Set(partly.flatMap((l) => l.unread.map((s) => l.text.slice(s.start, s.end))));
  const manual = all.filter((line) => !clauses.has(line));
  // A script the player wrote here (saveScript marks it) is theirs, not the card file's: an update keeps it.
  const own = automation === 'script' && (card as StoredCard).ownScript === true;
  const abilities = card.script?.abilities ?? [];
  return (
    <section aria-label={t('abilities.label')}>
      <h3>{t('abilities.title')}</h3>
      <p className="dim" data-automation={automation}>
        {own ? t('abilities.ownScript') : t(`abilities.automation.${automation satisfies Automation}`)}
      </p>
      {abilities.length > 0 && (
        <ul className="detail-abilities">
          {abilities.map((a, i) => (
            <li key={i}>{tm(sayAbility(a, card.game))}</li>
          ))}
        </ul>
      )}
      {partly.length > 0 && (
        <ul className="detail-abilities partly" aria-label={t('abilities.partlyLabel')}>
          {partly.map((line, i) => (
            <li key={i}>
              <MarkedLine line={line} />
            </li>
          ))}
        </ul>
      )}
      {manual.length > 0 && (
        <ul className="detail-abilities manual">
          {manual.map((line, i) => (
            <li key={i}>{t('abilities.byHand', { line })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function rows(card: Card, t: TFunction<['cards', 'games', 'terms']>): [string, ReactNode][] {
  const common: [string, ReactNode][] = [
    [t('detail.number'), <code key="n">{card.number}</code>],
    [t('detail.game'), t(`games:${card.game}`)],
    [t('detail.type'), typeLabel(card.type)],
    // Gundam War prints three numbers; each has its own row below.
    card.game === 'gundam-war'
      ? [t('detail.printedCost'), printedCost(card) && <PrintedCostText key="c" card={card} />]
      : [t('detail.cost'), card.cost],
  ];
  const specific: [string, ReactNode][] =
    card.game === 'ms-war'
      ? [
          [t('detail.corps'), corpsLabel(card.corps)],
          [t('detail.clash'), card.clash],
          [t('detail.model'), card.model],
          [t('detail.msType'), msTypeLabel(card.ms_type)],
        ]
      : [
          [
            t('detail.color'),
            card.color &&
              (card.nation_costs ?? [{ color: card.color }]).map(({ color }) => (
                <span key={color} className={`color-swatch gw-${color}`}>
                  {colorLabel(color)}
                </span>
              )),
          ],
          // A card of several colours needs each one's power: "blue 2, black 1".
          [
            t('detail.nationCost'),
            card.nation_costs
              ? card.nation_costs.map((p) => `${colorLabel(p.color)} ${p.count}`).join(', ')
              : card.nation_cost,
          ],
          [t('detail.totalCost'), card.cost],
          [
            t('detail.resourceCost'),
            printedCost(card)?.resource === 'X' ? t('detail.variableCost') : printedCost(card)?.resource,
          ],
          [t('detail.terrain'), card.terrain && t(`terms:terrain.${card.terrain}`)],
          [
            card.type === 'unit' ? t('detail.battleStats') : t('detail.battleMods'),
            card.melee === undefined && card.hp === undefined
              ? undefined
              : `${card.melee ?? '*'} / ${card.ranged ?? '*'} / ${card.hp ?? '*'}`,
          ],
          [t('detail.traits'), card.traits.length ? card.traits.map(traitLabel).join(', ') : undefined],
          [t('detail.unitNumber'), card.model],
        ];
  return [
    ...common,
    ...specific,
    [t('detail.nameJa'), card.name_ja],
    [
      t('detail.nameEn'),
      // Marked English so a reader (and the Japanese walk, e2e/ja-walk.spec.ts) knows the English name is meant.
      card.name_ja && card.name !== card.name_ja ? (
        <span key="en" lang="en">
          {card.name}
        </span>
      ) : undefined,
    ],
    [t('detail.set'), setLabel(card.set)],
    [t('detail.rarity'), card.rarity],
  ];
}

export function CardDetail({
  card,
  onClose,
  onEditScript,
}: {
  card: Card;
  onClose: () => void;
  /** Opens the script editor for this card. */
  onEditScript: () => void;
}) {
  const { t } = useTranslation(['cards', 'games', 'terms']);
  const name = useCardName()(card);
  const keywordLabel = useKeywordLabel();
  const lang = useLanguage();
  // A keyword's effect is quoted from the English text; a Japanese reader reads it in the Japanese text below.
  const effectShown = lang === 'en' || !card.text_ja;
  return (
    <aside className="card-detail" aria-label={t('detail.label', { card: name })}>
      <div className="detail-head">
        <h2>{name}</h2>
        <button type="button" className="icon-btn" aria-label={t('detail.close')} onClick={onClose}>
          <Icon name="close" size={16} />
        </button>
      </div>
      <div className="detail-face">
        <CardFace card={card} size={260} />
      </div>
      {card.hasImage && (
        <button type="button" className="btn small" onClick={() => void removeImage(`${card.game}:${card.number}`)}>
          {t('detail.drawnFace')}
        </button>
      )}
      <h3>{t('detail.keywords')}</h3>
      {card.keywords.length ? (
        <ul className="detail-keywords">
          {card.keywords.map((k, i) => (
            <li
              key={`${k.id}-${i}`}
              title={(effectShown ? k.effect : undefined) ?? k.param ?? keywordLabel(k, card.game)}
            >
              <span className="kw-chip">{keywordLabel(k, card.game)}</span>
              {k.effect && effectShown && <span className="dim"> → {k.effect}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="dim">{t('detail.noKeywords')}</p>
      )}
      <h3>{t('detail.text')}</h3>
      <p className="detail-text">{cardTextIn(card, lang) || <span className="dim">{t('detail.noText')}</span>}</p>
      <Abilities card={card} />
      <ScriptActions card={card} onEdit={onEditScript} />
      <dl className="detail-fields">
        {rows(card, t)
          .filter(([, v]) => v !== undefined && v !== '' && v !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </aside>
  );
}
