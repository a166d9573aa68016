/**
 * Rules-assisted play makes overrides deliberate: a move by hand in a rules game is never made
 * silently. Before it is made, the table says which rule it breaks, in the game's words, and
 * offers "Do it anyway (override)" (refused outright on a strict table). This works out the
 * words; the engine's own refusal is used wherever the move is a card being played.
 */
import type { Intent, ManualIntent, RuleError, RulesIntent } from '../../../../engine/core/types';
import { isManualIntent } from '../../../../engine/core/types';
import { zoneLabel, type GameLayout } from './layouts';
import { locateCard, type TableView } from './model';
import { describeRule, intentsFor } from './ruleMoves';

export interface Refusal {
  /** Why the rules do not allow the move, naming the card and what the rules would do instead. */
  reason: string;
  /** The rule broken, when the engine named one. */
  rule?: string;
}

/** Asks the engine whether a rules intent is allowed now (null: it is). */
export type RulesCheck = (intent: Intent) => Promise<RuleError | null>;

/** In a rules game every manual move is an override; a die roll or coin flip changes nothing the rules keep. */
export function needsConsent(intent: Intent, rules: boolean): intent is ManualIntent {
  return rules && isManualIntent(intent) && intent.type !== 'roll';
}

function cardName(view: TableView, id: unknown): string {
  const at = typeof id === 'string' ? locateCard(view, id) : null;
  return (at?.card.cardKey && view.catalog[at.card.cardKey]?.name) || 'That card';
}

/** The engine's words, led by the card's name unless they already name it. */
function named(name: string, error: RuleError): Refusal {
  const reason = error.error.includes(name)
    ? error.error
    : `${name}: ${error.error.charAt(0).toLowerCase()}${error.error.slice(1)}`;
  return { reason, rule: error.rule };
}

const where = (view: TableView, key: string) => {
  const [seat, zone] = key.split(':');
  const whose = Number(seat) === view.viewer ? 'your' : `${view.players[Number(seat)] ?? 'the other player'}'s`;
  return `${whose} ${zoneLabel(view.game, zone)}`;
};

/** What the rules do instead of each kind of move by hand, in plain words. */
function byHand(view: TableView, layout: GameLayout, intent: ManualIntent): string {
  const ms = view.game === 'ms-war';
  switch (intent.type) {
    case 'move': {
      const from = locateCard(view, String(intent.card));
      const origin = from ? where(view, `${from.zone.seat}:${from.zone.zone}`) : 'where it is';
      return `${cardName(view, intent.card)}: no rule moves it from ${origin} to ${where(view, intent.to)} now.`;
    }
    case 'draw':
      return ms
        ? 'Cards are drawn by the rules, in the Preliminary Phase.'
        : 'Cards are drawn by the rules, in the Draw Phase.';
    case 'turn':
      return ms
        ? `${cardName(view, intent.card)}: Materials are expended to pay costs and M.S. to attack; the rules regenerate them.`
        : `${cardName(view, intent.card)}: G are rolled to pay costs and Units when they attack; the rules stand them.`;
    case 'flip':
      return `${cardName(view, intent.card)}: no rule turns it face up or down now.`;
    case 'counter':
      return `${cardName(view, intent.card)}: only card text puts ${ms ? 'counters' : 'coins'} on cards.`;
    case 'attach':
      return intent.to === null
        ? `${cardName(view, intent.card)}: no rule takes it off its card now.`
        : `${cardName(view, intent.card)}: no rule sets it on ${cardName(view, intent.to)} now.`;
    case 'reveal':
      return `${cardName(view, intent.card)}: no rule shows it to the other player now.`;
    case 'shuffle':
      return `No rule shuffles your ${zoneLabel(view.game, layout.zones.find((z) => z.library)?.zone ?? '')} now.`;
    case 'set-value':
      return ms
        ? 'War Experience is gained by the rules (battle results), not set by hand.'
        : 'The rules keep this count; setting it by hand is an override.';
    case 'next-phase':
      return 'The rules end a phase when both players pass.';
    case 'look':
      return 'No rule lets you look at your deck now.';
    case 'roll':
      return 'A die roll changes nothing the rules keep.';
  }
}

/** Zones a card in hand (or the Hangar) is played into. */
const PLAY_ZONES = new Set([
  'ms-dock',
  'ms-battlefield',
  'battlefield-card',
  'disposition-area',
  'earth-area',
  'space-area',
]);

/**
 * Why a manual move breaks the rules. A card put into play by hand is asked of the engine as
 * a play (so the refusal is the engine's: "This costs 3; you have 0 ready Materials…"); a card
 * that has rules moves is told which ones.
 */
export async function refusalOf(
  view: TableView,
  layout: GameLayout,
  legal: RulesIntent[],
  intent: ManualIntent,
  check: RulesCheck,
): Promise<Refusal> {
  const card = 'card' in intent ? intent.card : undefined;
  const mine = typeof card === 'string' ? intentsFor(legal, card) : [];
  const name = cardName(view, card);
  if (mine.length)
    return {
      reason: `${name}: that is none of its rules moves (${mine.map((i) => describeRule(view, i)).join('; ')}).`,
    };
  const from = typeof card === 'string' ? locateCard(view, card) : null;
  const fromHand = from && (from.zone.zone === 'hand' || from.zone.zone === 'hangar');
  const into =
    intent.type === 'move' ? intent.to.split(':')[1] : intent.type === 'attach' && intent.to !== null ? 'onto' : null;
  if (fromHand && into && (into === 'onto' || PLAY_ZONES.has(into))) {
    const error = await check({ type: 'play', seat: intent.seat, card: String(card) });
    if (error) return named(name, error);
  }
  return { reason: byHand(view, layout, intent) };
}
