/** The detail panel: a large face, every field, and the parsed keywords. */
import type { ReactNode } from 'react';
import { GAME_LABELS, type Card } from '../../../engine/cards/model';
import { CardFace } from '../../ui/CardFace';
import { TYPE_LABELS } from '../../ui/cardStyle';
import { Icon } from '../../ui/Icon';
import { removeImage } from '../../db/cardsRepository';
import { describeAbility } from '../../../engine/abilities/describe';
import { automationOf, type Automation } from '../../../engine/cards/automation';

const AUTOMATION_WORDS: Record<Automation, string> = {
  none: 'No text: nothing for the rules to do.',
  script: 'Scripted: the card file gives its abilities as data.',
  compiled: 'Compiled: every line of its text was read into a script.',
  partial: 'Partly compiled: some lines are resolved by hand.',
  manual: 'Manual: the rules cannot read its text; the players resolve it by hand.',
};

/** Each ability as the rules understand it, and how the card got them (docs/card-scripts.md). */
function Abilities({ card }: { card: Card }) {
  const { automation, manual } = automationOf(card);
  const abilities = card.script?.abilities ?? [];
  return (
    <section aria-label="Abilities as the rules read them">
      <h3>Abilities</h3>
      <p className="dim" data-automation={automation}>
        {AUTOMATION_WORDS[automation]}
      </p>
      {abilities.length > 0 && (
        <ul className="detail-abilities">
          {abilities.map((a, i) => (
            <li key={i}>{describeAbility(a, card.game)}</li>
          ))}
        </ul>
      )}
      {manual.length > 0 && (
        <ul className="detail-abilities manual">
          {manual.map((line, i) => (
            <li key={i}>By hand: {line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function rows(card: Card): [string, ReactNode][] {
  const common: [string, ReactNode][] = [
    ['Number', <code key="n">{card.number}</code>],
    ['Game', GAME_LABELS[card.game]],
    ['Type', TYPE_LABELS[card.type] ?? card.type],
    ['Cost', card.cost],
  ];
  const specific: [string, ReactNode][] =
    card.game === 'ms-war'
      ? [
          ['Corps', card.corps],
          ['Clash points', card.clash],
          ['Model', card.model],
          ['M.S. type', card.ms_type],
        ]
      : [
          [
            'Colour',
            card.color &&
              (card.nation_costs ?? [{ color: card.color }]).map(({ color }) => (
                <span key={color} className={`color-swatch gw-${color}`}>
                  {color}
                </span>
              )),
          ],
          // A card of several colours needs each one's power: "blue 2, black 1".
          ['Designated nation power', card.nation_costs ? card.nation_costs.map((p) => `${p.color} ${p.count}`).join(', ') : card.nation_cost],
          ['Terrain', card.terrain],
          [card.type === 'unit' ? 'Battle stats' : 'Battle modifications', card.melee === undefined && card.hp === undefined ? undefined : `${card.melee ?? '*'} / ${card.ranged ?? '*'} / ${card.hp ?? '*'}`],
          ['Traits', card.traits.length ? card.traits.join(', ') : undefined],
          ['Unit number', card.model],
        ];
  return [...common, ...specific, ['Japanese name', card.name_ja], ['Set', card.set], ['Rarity', card.rarity]];
}

export function CardDetail({ card, onClose }: { card: Card; onClose: () => void }) {
  return (
    <aside className="card-detail" aria-label={`Card details: ${card.name}`}>
      <div className="detail-head">
        <h2>{card.name}</h2>
        <button type="button" className="icon-btn" aria-label="Close details" onClick={onClose}>
          <Icon name="close" size={16} />
        </button>
      </div>
      <div className="detail-face">
        <CardFace card={card} size={260} />
      </div>
      {card.hasImage && (
        <button type="button" className="btn small" onClick={() => void removeImage(`${card.game}:${card.number}`)}>
          Show the drawn face instead of the image
        </button>
      )}
      <h3>Keywords</h3>
      {card.keywords.length ? (
        <ul className="detail-keywords">
          {card.keywords.map((k, i) => (
            <li key={`${k.id}-${i}`} title={k.effect ?? k.param ?? k.id}>
              <span className="kw-chip">{k.label}</span>
              {k.effect && <span className="dim"> → {k.effect}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className="dim">No keywords.</p>
      )}
      <h3>Text</h3>
      <p className="detail-text">{card.text || <span className="dim">No text.</span>}</p>
      <Abilities card={card} />
      <dl className="detail-fields">
        {rows(card)
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
