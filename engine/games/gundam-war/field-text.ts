/**
 * Played text of a card on the Field (ch. 08 "Steps for Playing Card and Text"), from the
 * card's script: Ironvein Asteroid's "(Own Disposition Phase): Roll this card. Draw 1 card,
 * then put 1 card from your hand on the bottom of your Nation." and Engineer Pim's
 * "(Battle Phase): Roll the G this card is set on. 1 Unit gets +0/+0/+2 until end of turn."
 * (a Set/G card: Set/G negates only its Battle Modifications, ch. 21). Rolling the card
 * (`rollSelf`) or the G it is Set on (`rollHost`) is the cost, paid as it is played with the
 * target chosen; the effect happens when it resolves from the Cut.
 */
import { opDef } from '../../abilities';
import type { GundamWarCard } from '../../cards/model';
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import { activate, type Activation } from '../../effects';
import { canAct, type Carry, type Refusal } from './abilities';
import { timingOpen } from './chart';
import { conditionMet, conditionRefusal } from './conditions';
import { effectOp, HOOKS, target } from './hooks';
import { log, setRolled } from './moves';
import { cardType, controllerOf, def, fieldCards, groupHead, powerSources, setCards } from './read';
import { runOps } from './resolve-ops';
import { scriptOf, type FieldText } from './script';
import { textNegated } from './text-negated';
import { targetCandidates, targetFits, targetsFit, targetWords } from './targets';
import { card as cardRef, cardList, opsSaid, says } from './words';
import { inOwnEnglish } from '../../core/refusal';
import { cite, named, refused } from './refused';
import { message } from '../../i18n/message';

const RULE = 'Gundam War ch. 08 Steps for Playing Card and Text';

/** The text a card on the Field plays, or null when its script has none. */
export function fieldText(card: GundamWarCard): FieldText | null {
  return scriptOf(card).field;
}

/** The card a text rolls as its cost (itself, or the G it is Set on); undefined when it rolls nothing, null when it has nothing to roll. */
function rolledBy(s: GameState, card: CardId, text: FieldText): CardId | null | undefined {
  if (text.cost.rollSelf) return card;
  if (!text.cost.rollHost) return undefined;
  const host = s.cards[card].attachedTo;
  return host !== null && cardType(s, host) === 'g' ? host : null;
}

/** Checks playing the text of `card` with its targets; on success returns what carries it out. */
export function checkFieldText(s: GameState, seat: Seat, card: CardId, targets: CardId[] = []): Refusal | Carry {
  const c = s.cards[card];
  if (!c)
    return {
      error: `No card "${card}".`,
      rule: RULE,
      msg: message('gundam-war:error.noCard', { card }),
      ruleMsg: cite('playingText'),
    };
  const name = def(s, card).name;
  // The refusal's words are built only for a refusal: listing checks every text it offers.
  const said = () => ({ card: named(s, card) });
  const text = fieldText(def(s, card));
  if (!text) return refused('noText', said(), cite('playingText'));
  // 「～のテキストを、ターン終了時まで無効にする」 (negation.ts): a negated text cannot be played.
  if (textNegated(s, card)) return refused('textNegated', said(), cite('playingText'));
  // A Set card plays its text too (a Character's; Engineer Pim's, whose cost is the G it is Set on).
  if (controllerOf(s, card) !== seat) return refused('ownCards', undefined, cite('control'));
  const roll = rolledBy(s, card, text);
  if (roll === null) return refused('notSetOnG', said(), cite('payText'));
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (!timingOpen(s, seat, text.timing))
    return refused(
      'textTiming',
      { ...said(), when: message(`gundam-war:refusal.when.${text.timing}`) },
      cite('textTiming'),
    );
  const unmet = conditionRefusal(s, seat, def(s, card), text.if);
  if (unmet) return unmet;
  if (roll !== undefined && s.cards[roll].turned) {
    return roll === card
      ? refused('selfRolled', said(), cite('payText'))
      : refused('hostRolled', said(), cite('payText'));
  }
  // A roll cost 〔N〕: N of your upright G (not the card itself when it rolls itself as well).
  const gs = text.cost.rollG
    ? powerSources(s, seat)
        .filter((g) => !g.rolled && g.id !== roll)
        .slice(0, text.cost.rollG)
        .map((g) => g.id)
    : [];
  if (text.cost.rollG && gs.length < text.cost.rollG)
    return refused('rollG', { ...said(), n: text.cost.rollG, upright: gs.length }, cite('payText'));
  const aim = text.target;
  if (aim ? !targetsFit(s, seat, card, aim, targets) : targets.length > 0) {
    if (!aim) return refused('textNoTargets', said(), cite('rule.targets'));
    return inOwnEnglish(refused('textTargets', said(), cite('rule.targets')), {
      error: `${name}: its text needs ${targetWords(aim)} as its target.`,
    });
  }
  return (d: Draft) => {
    const player = { seat };
    if (roll === card) log(d, 'play-text', seat, says('log.rollsForText', { player, card: cardRef(0) }), [card]);
    else if (roll !== undefined)
      log(d, 'play-text', seat, says('log.rollsForTextOf', { player, card: cardRef(0), roll: cardRef(1) }), [
        card,
        roll,
      ]);
    else log(d, 'play-text', seat, says('log.playsText', { player, card: cardRef(0) }), [card]);
    if (roll !== undefined) setRolled(d, roll, true);
    if (gs.length) {
      for (const g of gs) setRolled(d, g, true);
      log(d, 'play-text', seat, says('log.rollsToPay', { player, cards: cardList(0, gs.length) }), gs);
    }
    // Told only when played (listing checks every text it offers, and reads no label of the Cut).
    const words = text.ops.map((op) => opDef(op.op).describe(op, name, 'gundam-war')).join(', then ');
    const on = targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : '';
    const r = activate(d, HOOKS, {
      kind: 'play-text',
      source: card,
      ability: 'text',
      controller: seat,
      op: { k: 'field-text' },
      label: `${name}: ${words}${on}`,
      labelMsg: targets.length
        ? says('cut.label.textAimed', {
            card: cardRef(0),
            ops: opsSaid(text.ops, cardRef(0)),
            targets: cardList(1, targets.length),
          })
        : says('cut.label.text', { card: cardRef(0), ops: opsSaid(text.ops, cardRef(0)) }),
      targets: targets.map((t) => target(d.state, t)),
      ...(text.if ? { condition: { k: 'if' } } : {}),
    });
    return 'error' in r ? r : null;
  };
}

/**
 * Every text of this kind `seat` could play now (Set cards' too), with the targets each could
 * take. `printed` lists the cards on the seat's Field that print such a text, in zone order
 * (seat-table.ts keeps it with the seat's table while the Field is the same). `walkGroups`
 * tries them in the order of the Field's Set groups even when every one heads its group
 * (test/listing-memory.test.ts holds the listing against it).
 */
export function fieldTextPlays(
  s: GameState,
  seat: Seat,
  printed: readonly CardId[],
  walkGroups = false,
): { card: CardId; targets: CardId[] }[] {
  const out: { card: CardId; targets: CardId[] }[] = [];
  // Most Fields have no card with such a text, or one or two; only those whose timing is open
  // now are tried (a closed one would be refused anyway), and only their Set groups are read.
  let withText: CardId[] | null = null;
  // A text whose card to roll is already rolled (or missing) is refused whatever its target.
  for (let i = 0; i < printed.length; i++) {
    const text = fieldText(def(s, printed[i]))!;
    if (!timingOpen(s, seat, text.timing)) continue;
    const roll = rolledBy(s, printed[i], text);
    if (roll === null || (roll !== undefined && s.cards[roll].turned)) continue;
    (withText ??= []).push(printed[i]);
  }
  if (withText === null) return out;
  const tryText = (card: CardId) => {
    const text = fieldText(def(s, card))!;
    const tries = text.target ? targetCandidates(s, seat, card, text.target).map((t) => [t]) : [[]];
    for (const targets of tries)
      if (typeof checkFieldText(s, seat, card, targets) === 'function') out.push({ card, targets });
  };
  // Texts of group heads alone (a G, a Unit; nearly always): `printed` is in the Field's order already.
  if (!walkGroups && withText.every((c) => s.cards[c].attachedTo === null)) {
    for (const card of withText) tryText(card);
    return out;
  }
  for (const head of fieldCards(s, seat)) {
    if (!withText.some((c) => groupHead(s, c) === head)) continue;
    for (const card of [head, ...setCards(s, head)]) if (withText.includes(card)) tryText(card);
  }
  return out;
}

/** Resolves the text: its ops, in order. */
export function applyFieldText(d: Draft, a: Activation): void {
  const text = fieldText(def(d.state, a.source!));
  if (text) runOps(d, a, text.ops);
}

// A field text played (ch. 08): its target must still fit what the text names.
export const FIELD_TEXT_OP = effectOp('field-text', {
  targetIsLegal: (s, a, _op, t) => {
    const text = a.source !== null ? fieldText(def(s, a.source)) : null;
    return !text?.target || targetFits(s, a.controller, a.source!, text.target, t.id);
  },
  // "If you ~": no longer met as it resolves, the text fails (ch. 12 Effects that require Special Conditions).
  holds: (s, a) => {
    const cond = a.source !== null ? fieldText(def(s, a.source))?.if : undefined;
    return !cond || conditionMet(s, a.controller, cond);
  },
  apply: (d, a) => applyFieldText(d, a),
});
