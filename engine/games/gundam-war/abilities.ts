/**
 * Special effects a player uses (ch. 21): each goes on the Cut as played text. What every use
 * shares is checked here — priority, control, the card prints it, text marked `<(0)>` once per
 * turn per card; when it may be used, with which targets and what it does is in its keyword's
 * file (`KeywordUse`, keywords/psycommu.ts and the others).
 */
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, RuleError, Seat } from '../../core/types';
import { activate } from '../../effects';
import { momentsWhere, station } from './chart';
import { effectOp, HOOKS, target } from './hooks';
import { effectValue, keywordRules, keywordsWith, type KeywordUse, type Refusal } from './keywords';
import { log } from './moves';
import { cardType, controllerOf, def, effectsOf } from './read';
import { rulesOf } from './state';
import { card as cardRef, keywordName, says } from './words';
import { cite, named, player, question, refused } from './refused';
import { message, type Message } from '../../i18n/message';

export type { Refusal };
/** Carries out a checked move; the effect system may still refuse (it names the rule). */
export type Carry = (d: Draft) => RuleError | null;

/** The rule a refusal of `ability` cites. */
export const abilityRule = (ability: string, title = keywordRules(ability)?.use?.title ?? ability) =>
  `Gundam War ch. 21 Special Effects — ${title}`;

/** `abilityRule` as a message: the special effect by its printed Japanese name to Japanese readers. */
const abilityCite = (ability: string): Message =>
  cite('ability', { title: { ...keywordName(ability), name: keywordRules(ability)?.use?.title ?? ability } });

/** A special effect named in a refusal: as the English always named it, and by its Japanese name. */
const effectName = (ability: string) => keywordName(ability);

/** The special effects a player uses, in the order of chapter 21. */
export function usedEffects(): readonly { kind: string; use: KeywordUse }[] {
  return keywordsWith('use');
}

/**
 * The moments (`momentBit`s) where the timing of `ability`, a special effect a player uses, is
 * open: asked once per printed card (seat-table.ts keeps its answer with the card's info).
 */
export function useMoments(ability: string): number {
  return momentsWhere(useOf(ability)?.timing ?? (() => false));
}

/** How a player uses `ability`, or undefined when it is no special effect a player uses. */
export function useOf(ability: string): KeywordUse | undefined {
  return keywordRules(ability)?.use;
}

/** May `seat` play something now: Free Timing, their priority, no question waiting? */
export function canAct(s: GameState, seat: Seat): Refusal | null {
  const fx = rulesOf(s).effects;
  if (s.pending)
    return refused('waitingFor', { player: player(s, s.pending.seat), prompt: question(s) }, cite('rule.freeTiming'));
  if (!fx.free || fx.priority === null) return refused('notFreeTiming', undefined, cite('rule.freeTiming'));
  if (fx.priority !== seat) return refused('hasPriority', { player: player(s, fx.priority) }, cite('rule.priority'));
  return null;
}

/** How many times this turn the card's special effect was used (none while nothing was: no key spelled out then). */
export function timesUsed(s: GameState, card: CardId, ability: string): number {
  const used = rulesOf(s).effects.used;
  for (const _ in used) return used[`use:${idText(card)}:${ability}`] ?? 0;
  return 0;
}

/** Checks a use of a special effect; on success returns what carries it out. */
export function checkActivate(
  s: GameState,
  seat: Seat,
  card: CardId,
  ability: string,
  targets: CardId[],
): Refusal | Carry {
  const rule = abilityRule(ability);
  const use = useOf(ability);
  // The refusal's words are built only for a refusal: listing checks uses that are mostly refused.
  const ruleMsg = () => abilityCite(ability);
  if (!use) return refused('notUsed', { ability }, ruleMsg());
  if (!s.cards[card])
    return { error: `No card "${card}".`, rule, msg: message('gundam-war:error.noCard', { card }), ruleMsg: ruleMsg() };
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (controllerOf(s, card) !== seat || s.cards[card].attachedTo !== null)
    return refused('ownUnits', undefined, cite('control'));
  const fx = effectsOf(s, card);
  const printed = fx.find((e) => e.kind === ability);
  const name = def(s, card).name;
  const said = () => ({ card: named(s, card), ability: effectName(ability) });
  const effect = effectName(ability).name;
  if (!printed || cardType(s, card) !== 'unit') return refused('noAbility', said(), ruleMsg());
  if (!use.timing(station(s), s.turn.active === seat)) return refused('abilityTiming', said(), ruleMsg());
  if (!use.repeatable && timesUsed(s, card, ability) >= 1) return refused('abilityUsed', said(), ruleMsg());
  const checked = use.check(s, seat, card, targets, { fx });
  if ('error' in checked) return checked;
  const x = 'x' in printed ? effectValue(fx, ability as 'psycommu') || (printed as { x: number }).x : 0;
  return (d: Draft) => {
    checked.pay?.(d);
    const kind = keywordName(printed.kind);
    log(d, 'activate', seat, says('log.uses', { player: { seat }, ability: kind, card: cardRef(0) }), [card]);
    const r = activate(
      d,
      HOOKS,
      {
        kind: 'play-text',
        source: card,
        ability,
        controller: seat,
        op: { k: 'ability', ability, x },
        label: `${name}: ${effect}${x ? ` (${x})` : ''}`,
        labelMsg: says(x ? 'cut.label.abilityX' : 'cut.label.ability', {
          card: cardRef(0),
          ability: keywordName(ability),
          x,
        }),
        targets: checked.targets.map((t) => target(d.state, t)),
      },
      use.repeatable ? undefined : { perTurn: 1 },
    );
    return 'error' in r ? r : null;
  };
}

// A special effect used (ch. 21): its keyword's file says whether a target still holds and what it does.
export const ABILITY_OP = effectOp('ability', {
  targetIsLegal: (s, a, op, t) => useOf(op.ability)?.targetIsLegal?.(s, a, t) ?? true,
  apply: (d, a, op) => useOf(op.ability)?.resolve(d, a, op.x),
});
