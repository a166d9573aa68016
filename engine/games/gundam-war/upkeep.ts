/**
 * Upkeep: a text asking a cost at the start or end of a turn, and what happens if it is not paid
 * (「(自動D):自軍ターン開始時に、〔2〕を支払う事ができる。支払わない場合、このカードを廃棄する。」). The
 * player chooses to pay or not; paying rolls N of their upright G (〔N〕, as a text's roll cost) or
 * pays a Resource Cost — N cards from the top of the Nation to the Lost Card Pile, one at a time,
 * face down (Bandai, ゲームの準備とプレイシート; 00c-costs-and-basics). A cost the player cannot pay in
 * full is not paid. Not paid, the op is not done, so the 「支払わない場合、…」 after it happens.
 *
 * "At the start of your turn" is the start of the Reroll Phase, before its Fixed Effect; nobody may
 * Cut in there (ch. 07 Start and End of Free Timing: no Free Timing before the Reroll Phase's Fixed
 * Effect). So a G rolled to pay is rerolled by that Fixed Effect, and the reroll waits while the
 * player decides (flow.ts `carryOnTurnStart`).
 */
import type { Outcome } from '../../abilities';
import type { Draft } from '../../core/draft';
import type { Seat } from '../../core/types';
import { activationRefs, type Activation } from '../../effects';
import { log, payResource, setRolled } from './moves';
import { powerSources } from './read';
import { rw, type Ask } from './state';
import { card, says } from './words';
import { zoneList } from './zone-lists';

export type PayCost = { rollG: number } | { resource: number };
type PayAsk = Extract<Ask, { kind: 'pay' }>;

const PAY = 'pay';
const DONT = 'dont-pay';

const uprightG = (d: Draft, seat: Seat) => powerSources(d.state, seat).filter((g) => !g.rolled);

function canPay(d: Draft, seat: Seat, cost: PayCost): boolean {
  return 'rollG' in cost
    ? uprightG(d, seat).length >= cost.rollG
    : zoneList(d.state, seat, 'nation').length >= cost.resource;
}

/** The `pay` op: asks the player, or is not done at once when the cost cannot be paid. */
export function askPay(d: Draft, a: Activation, seat: Seat, cost: PayCost): Outcome {
  const refs = activationRefs(a);
  const source = a.source;
  if (!canPay(d, seat, cost)) {
    if (source !== null)
      log(d, 'upkeep', seat, says('log.upkeepNotPaid', { player: { seat }, card: card(0) }), [source]);
    return 'not-done';
  }
  const costMsg =
    'rollG' in cost ? says('ask.payRollG', { count: cost.rollG }) : says('ask.payResource', { count: cost.resource });
  const costWords = 'rollG' in cost ? `[${cost.rollG}] (roll ${cost.rollG} G)` : `a Resource Cost of ${cost.resource}`;
  rw(d).ask = { kind: 'pay', ...cost, source };
  d.state.pending = {
    id: `pay-${d.tick()}`,
    seat,
    kind: 'pay',
    prompt: `${a.label}: pay ${costWords}?`,
    msg: says('ask.pay', { label: a.labelMsg ?? a.label, cost: costMsg }),
    refs,
    options: [
      { id: PAY, label: 'Pay', msg: says('ask.payYes') },
      { id: DONT, label: "Don't pay", msg: says('ask.payNo') },
    ],
    min: 1,
    max: 1,
  };
  return 'paused';
}

/** The answer: paid (the G rolled, or the cards to the Lost Card Pile) is done; not paid is not. */
export function answerPay(d: Draft, seat: Seat, what: PayAsk, choice: readonly string[]): boolean {
  const paid = choice[0] === PAY;
  if (paid && what.rollG) for (const g of uprightG(d, seat).slice(0, what.rollG)) setRolled(d, g.id, true);
  if (paid && what.resource && what.source !== null) payResource(d, seat, what.resource, what.source);
  if (what.source !== null)
    log(d, 'upkeep', seat, says(paid ? 'log.upkeepPaid' : 'log.upkeepNotPaid', { player: { seat }, card: card(0) }), [
      what.source,
    ]);
  return paid;
}
