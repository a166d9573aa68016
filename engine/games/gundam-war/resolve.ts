/**
 * Resolving the top effect of the Cut (ch. 12 "Resolving of Effects", "Failure in Resolving
 * of Effects"; ch. 16 "Abolish"; ch. 17 "Playing a Set Card"). A lost target or unmet
 * condition makes the effect fail; a card whose play failed goes to its owner's Junkyard.
 */
import { commandText, type TextOp } from './card-text';
import { canSetOn, checkCommandTargets } from './play';
import { cardType, def, effectsOf, onField } from './derive';
import { effectValue, hasEffect, printedEffects } from './keywords';
import { log, moveTo, setRolled, draw, type Ctx } from './moves';
import { markDestroyed } from './flow';
import { applyAbility } from './abilities';
import type { CutEffect, Seat } from './state';

/** Effect damage to a Unit, reduced by Special Shield while it is in a Battle Area (ch. 21). */
export function effectDamage(ctx: Ctx, target: string, amount: number, psycommu: boolean): void {
  const s = ctx.s;
  let dealt = amount;
  if (!psycommu && s.cards[target].place.at === 'battle') dealt = Math.max(0, amount - effectValue(effectsOf(s, target), 'special-shield'));
  s.cards[target].damage += dealt;
  log(ctx, 'damage', null, `{0} takes ${dealt} damage.`, [target]);
}

function fail(ctx: Ctx, e: CutEffect, why: string): void {
  log(ctx, 'fail', e.seat, `The effect of {0} fails: ${why}.`, [e.card]);
  if (e.kind === 'play' && ctx.s.cards[e.card].place.at === 'playing') moveTo(ctx, e.card, { at: 'junkyard', seat: ctx.s.cards[e.card].owner });
}

function applyOp(ctx: Ctx, e: Extract<CutEffect, { kind: 'play' }>, op: TextOp): void {
  const s = ctx.s;
  const t = e.targets[0];
  switch (op.op) {
    case 'damage':
      effectDamage(ctx, t, op.amount, false);
      break;
    case 'modify':
      s.cards[t].modifiers.push({ mod: op.mod, until: 'end-of-turn' });
      break;
    case 'destroy':
      markDestroyed(ctx, t);
      break;
    case 'negate-command': {
      const i = s.cut.findIndex((x) => x.kind === 'play' && x.card === t);
      if (i >= 0) {
        s.cut.splice(i, 1);
        moveTo(ctx, t, { at: 'junkyard', seat: s.cards[t].owner });
        log(ctx, 'negate', e.seat, 'The play of {0} is negated.', [t]);
      }
      break;
    }
    case 'repair':
      s.cards[t].damage = Math.max(0, s.cards[t].damage - op.amount);
      break;
    case 'negate-destruction': {
      // Negating destruction also negates the Abolish effect and all damage (ch. 16).
      s.cards[t].destroyed = false;
      s.cards[t].damage = 0;
      s.pendingAbolish = s.pendingAbolish.filter((x) => x !== t);
      s.cut = s.cut.filter((x) => !(x.kind === 'abolish' && x.card === t));
      break;
    }
    case 'junk-to-hand':
      moveTo(ctx, t, { at: 'hand', seat: e.seat });
      break;
    case 'pollution': {
      const enemy: Seat = e.seat === 0 ? 1 : 0;
      s.pollution[enemy] += op.amount;
      log(ctx, 'pollution', enemy, `{p${enemy}} gets ${op.amount} Pollution Coin(s) (${s.pollution[enemy]} in all).`);
      break;
    }
    case 'draw':
      draw(ctx, e.seat, op.amount);
      break;
    case 'manual':
      log(ctx, 'manual', e.seat, `Resolve by hand: ${op.text}`, [e.card]);
      break;
  }
}

function targetsStillValid(ctx: Ctx, e: Extract<CutEffect, { kind: 'play' }>): boolean {
  const s = ctx.s;
  const d = def(s, e.card);
  if (d.type === 'character' && !e.asG) return canSetOn(s, e.seat, e.card, e.targets[0]) === null;
  if (d.type === 'command') return checkCommandTargets(s, e.seat, e.card, e.targets) === null || commandText(d)?.op.op === 'negate-command' && e.targets.every((t) => s.cards[t].place.at === 'playing');
  return true;
}

function resolvePlay(ctx: Ctx, e: Extract<CutEffect, { kind: 'play' }>): void {
  const s = ctx.s;
  const d = def(s, e.card);
  if (!targetsStillValid(ctx, e)) return fail(ctx, e, 'its target was lost');
  if (e.asG) {
    moveTo(ctx, e.card, { at: 'disposition', seat: e.seat });
    s.cards[e.card].variableG = true;
    log(ctx, 'variable', e.seat, '{0} comes out as a Special G.', [e.card]);
    return;
  }
  switch (d.type) {
    case 'command': {
      const text = commandText(d);
      if (text) applyOp(ctx, e, text.op);
      if (s.cards[e.card].place.at === 'playing') moveTo(ctx, e.card, { at: 'junkyard', seat: s.cards[e.card].owner });
      return;
    }
    case 'character':
      moveTo(ctx, e.card, { at: 'set', on: e.targets[0] });
      s.cards[e.card].rolled = s.cards[e.targets[0]].rolled;
      return;
    case 'unit':
      moveTo(ctx, e.card, { at: 'disposition', seat: e.seat });
      // Units come out rolled; PS Armor (Auto B) brings its Unit out upright (ch. 21).
      s.cards[e.card].rolled = !hasEffect(printedEffects(d), 'ps-armor');
      return;
    default:
      moveTo(ctx, e.card, { at: 'disposition', seat: e.seat });
  }
}

function resolveAbolish(ctx: Ctx, e: Extract<CutEffect, { kind: 'abolish' }>): void {
  const s = ctx.s;
  const c = s.cards[e.card];
  if (!c.destroyed || !onField(s, e.card)) return;
  const place = c.place;
  if (place.at === 'battle' && cardType(s, e.card) === 'unit') s.perTurn.abolishedIn[place.area] += def(s, e.card).cost ?? 0;
  moveTo(ctx, e.card, { at: 'junkyard', seat: c.owner });
  log(ctx, 'abolish', null, '{0} is abolished to the Junkyard.', [e.card]);
}

export function resolveTop(ctx: Ctx): void {
  const s = ctx.s;
  const e = s.cut.pop();
  if (!e) return;
  switch (e.kind) {
    case 'play':
      resolvePlay(ctx, e);
      break;
    case 'abolish':
      resolveAbolish(ctx, e);
      break;
    case 'desert': {
      const t = e.targets[0];
      const enemy = s.battle.earth.find((q) => q.units.includes(t));
      // Negated when every Unit of the enemy squad has Desert too.
      if (!enemy || enemy.units.every((u) => hasEffect(effectsOf(s, u), 'desert'))) return fail(ctx, e, 'the enemy squad has Desert too, or is gone');
      setRolled(s, t, true);
      log(ctx, 'desert', e.seat, 'Desert rolls {0}.', [t]);
      break;
    }
    case 'text':
      // An activated effect resolves even if its source has left the Field (ch. 12 "Unresolved Effects").
      applyAbility(ctx, e);
      break;
  }
}
