/**
 * Rules-assisted play makes overrides deliberate: a move by hand in a rules game is never made
 * silently. Before it is made, the table says which rule it breaks, in the game's words, and
 * offers "Do it anyway (override)" (refused outright on a strict table). This works out the
 * words; the engine's own refusal is used wherever the move is a card being played.
 */
import type { Intent, ManualIntent, RuleError, RulesIntent } from '../../../../engine/core/types';
import { isManualIntent } from '../../../../engine/core/types';
import { currentLanguage, i18n } from '../../../i18n';
import { ruleErrorWords } from '../../../i18n/hooks';
import { localName } from '../../../../engine/i18n/languages';
import { zoneLabel, type GameLayout } from './layouts';
import { locateCard, type TableView } from './model';
import { describeRule, intentsFor } from './ruleMoves';
import { isPlayZone } from './playZones';

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
  const printed = at?.card.cardKey ? view.catalog[at.card.cardKey] : undefined;
  return (printed && localName(printed, currentLanguage())) || i18n.t('playflow:override.thatCard');
}

/** The engine's words, led by the card's name unless they already name it. */
function named(name: string, error: RuleError): Refusal {
  const { text, rule } = ruleErrorWords(error);
  const reason = text.includes(name)
    ? text
    : i18n.t('playflow:override.named', {
        card: name,
        reason: currentLanguage() === 'en' ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text,
      });
  return { reason, rule };
}

const where = (view: TableView, key: string) => {
  const [seat, zone] = key.split(':');
  const label = zoneLabel(view.game, zone);
  return Number(seat) === view.viewer
    ? i18n.t('playflow:override.yours', { zone: label })
    : i18n.t('playflow:override.theirs', {
        player: view.players[Number(seat)] ?? i18n.t('playflow:override.otherPlayer'),
        zone: label,
      });
};

/** What the rules do instead of each kind of move by hand, in plain words. */
function byHand(view: TableView, layout: GameLayout, intent: ManualIntent): string {
  const ms = view.game === 'ms-war';
  const t = (key: string, params: Record<string, string> = {}) => i18n.t(`playflow:override.${key}` as never, params);
  const card = 'card' in intent ? cardName(view, intent.card) : '';
  switch (intent.type) {
    case 'move': {
      const from = locateCard(view, String(intent.card));
      const origin = from ? where(view, `${from.zone.seat}:${from.zone.zone}`) : t('whereItIs');
      return t('move', { card, from: origin, to: where(view, intent.to) });
    }
    case 'draw':
      return t(ms ? 'drawMs' : 'drawGw');
    case 'turn':
      return t(ms ? 'turnMs' : 'turnGw', { card });
    case 'flip':
      return t('flip', { card });
    case 'counter':
      return t(ms ? 'counterMs' : 'counterGw', { card });
    case 'attach':
      return intent.to === null ? t('detach', { card }) : t('attach', { card, host: cardName(view, intent.to) });
    case 'reveal':
      return t('reveal', { card });
    case 'shuffle':
      return t('shuffle', { zone: zoneLabel(view.game, layout.zones.find((z) => z.library)?.zone ?? '') });
    case 'set-value':
      return t(ms ? 'valueMs' : 'valueGw');
    case 'next-phase':
      return t('nextPhase');
    case 'look':
      return t('look');
    case 'roll':
      return t('roll');
  }
}

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
      reason: i18n.t('playflow:override.noneOfItsMoves', {
        card: name,
        moves: mine.map((i) => describeRule(view, i)).join(i18n.t('playflow:rule.separator')),
      }),
    };
  const from = typeof card === 'string' ? locateCard(view, card) : null;
  const fromHand = from && (from.zone.zone === 'hand' || from.zone.zone === 'hangar');
  const into =
    intent.type === 'move' ? intent.to.split(':')[1] : intent.type === 'attach' && intent.to !== null ? 'onto' : null;
  if (fromHand && into && (into === 'onto' || isPlayZone(view.game, into))) {
    const error = await check({ type: 'play', seat: intent.seat, card: String(card) });
    if (error) return named(name, error);
  }
  return { reason: byHand(view, layout, intent) };
}
