/**
 * Playing a card (ch. 08 "Steps for Playing a Card"): declare, choose targets, pay the cost
 * (increases, decreases, the cost, Extra Cost, Substitute Cost), then the card is played and
 * its effect goes on the Cut. Declaring is refused when a later step could not be done.
 */
import { commandText, type TextTiming } from './card-text';
import { cardType, controllerOf, def, effectsOf, fieldCards, powerSources, setCards } from './derive';
import { effectValue, hasEffect, isCruiserLike, printedEffects, type SpecialEffect } from './keywords';
import { log, moveTo, setRolled, type Ctx } from './moves';
import { adjustCost, checkCost, type Cost } from './power';
import { other, type GundamWarState, type Seat } from './state';

export interface PlayIntent {
  type: 'play';
  seat: Seat;
  card: string;
  targets?: string[];
  /** Use the card's Substitute Cost (ch. 21 "Substitute Cost"). */
  substitute?: boolean;
  /** Put a Variable card out as a Special G (ch. 21 "Variable"). */
  asG?: boolean;
}

export interface Refusal {
  error: string;
  rule: string;
}

const refuse = (error: string, rule: string): Refusal => ({ error, rule });

/** Is a printed timing open now for `seat`? Free Timing only (ch. 07). */
export function timingOpen(s: GundamWarState, seat: Seat, timing: TextTiming): boolean {
  if (s.moment === 'none') return false;
  const own = s.active === seat;
  switch (timing) {
    case 'any':
      return true;
    case 'own-turn':
      return own;
    case 'enemy-turn':
      return !own;
    case 'own-disposition':
      return own && s.phase === 'disposition';
    case 'battle':
      return s.phase === 'battle';
    default:
      return s.phase === 'battle' && s.step === timing;
  }
}

function sameName(s: GundamWarState, id: string, other_: string): boolean {
  return def(s, id).name.replace(/[.\-\s]/g, '').toLowerCase() === def(s, other_).name.replace(/[.\-\s]/g, '').toLowerCase();
}

/** Restrict to 1 / 1/Self / 1/Turn (ch. 21): may this card be played or put out now? */
export function restrictionBlocks(s: GundamWarState, seat: Seat, id: string): Refusal | null {
  const fx = printedEffects(def(s, id));
  const onField = [...fieldCards(s, 0), ...fieldCards(s, 1)].flatMap((c) => [c, ...setCards(s, c)]);
  if (hasEffect(fx, 'restrict-1') && onField.some((c) => sameName(s, c, id))) {
    return refuse(`${def(s, id).name}: a card of the same name is already on the Field.`, 'ch. 21 Restrict to 1');
  }
  if (hasEffect(fx, 'restrict-1-self') && onField.some((c) => controllerOf(s, c) === seat && sameName(s, c, id))) {
    return refuse(`${def(s, id).name}: you already have a card of the same name on the Field.`, 'ch. 21 Restrict to 1/Self');
  }
  if (s.perTurn.names[seat].includes(def(s, id).name) && hasEffect(fx, 'restrict-1-turn')) {
    return refuse(`${def(s, id).name}: you already played a card of this name this turn.`, 'ch. 21 Restrict to 1/Turn');
  }
  return null;
}

/** Can `setCard` be Set on `target` (ch. 17; ch. 21 Cruiser, Base, MF, Set/Character, Set/G)? */
export function canSetOn(s: GundamWarState, seat: Seat, setCard: string, target: string): Refusal | null {
  const t = s.cards[target];
  if (!t || t.place.at !== 'disposition' || t.place.seat !== seat) return refuse('A Set card is Set on one of your cards in your Disposition Area.', 'ch. 17 Playing a Set Card');
  const fx = printedEffects(def(s, setCard));
  const type = cardType(s, target);
  if (type === 'g') {
    if (!hasEffect(fx, 'set-g') || def(s, target).type !== 'g') return refuse('Only a Set/G card can be Set on a basic G.', 'ch. 21 Set/G');
    return null;
  }
  if (type === 'character') return hasEffect(fx, 'set-character') ? null : refuse('Only a Set/Character card can be Set on a Character.', 'ch. 21 Set/Character');
  if (type !== 'unit') return refuse('Characters are Set on Units.', 'ch. 17 Set');
  const targetFx = effectsOf(s, target);
  if (hasEffect(targetFx, 'mf') && !def(s, setCard).traits.includes('GF')) return refuse('Only a Character with GF can be Set on an MF.', 'ch. 21 MF');
  const manyAllowed = hasEffect(targetFx, 'cruiser') || hasEffect(targetFx, 'base');
  const characters = setCards(s, target).filter((c) => s.cards[c].place.at === 'set' && (s.cards[c].place as { on: string }).on === target && def(s, c).type === 'character');
  if (!manyAllowed && characters.length > 0 && !hasEffect(fx, 'set-character')) return refuse('Only one Character can be Set on a Unit.', 'ch. 17 Set');
  return null;
}

function effectiveCost(s: GundamWarState, intent: PlayIntent): Cost {
  const d = def(s, intent.card);
  const base: Cost = { color: d.color ?? 'purple', designated: d.nation_cost ?? 0, total: d.cost ?? 0 };
  const increases: Partial<Cost>[] = [];
  const decreases: Partial<Cost>[] = [];
  // Prevent (X): an enemy Command targeting a card being played costs X more in total.
  if (d.type === 'command') {
    for (const t of intent.targets ?? []) {
      const entry = s.cut.find((e) => e.kind === 'play' && e.card === t);
      if (entry && entry.seat !== intent.seat) increases.push({ total: effectValue(printedEffects(def(s, t)), 'prevent') });
    }
  }
  if (intent.substitute) {
    const sub = printedEffects(d).find((e): e is Extract<SpecialEffect, { kind: 'substitute-cost' }> => e.kind === 'substitute-cost');
    if (sub?.change) decreases.push({ total: -(sub.change.total ?? 0), designated: -(sub.change.designated ?? 0) });
  }
  return adjustCost(base, increases, decreases);
}

/** Extra Cost and Substitute Cost payments the demo set uses, as (check, pay) pairs. */
function extraPayment(s: GundamWarState, seat: Seat, text: string): { ok: boolean; pay: (ctx: Ctx) => void } {
  if (/abolish 1 of your characters/i.test(text)) {
    const chars = fieldCards(s, seat).flatMap((c) => [c, ...setCards(s, c)]).filter((c) => def(s, c).type === 'character');
    return { ok: chars.length > 0, pay: (ctx) => moveTo(ctx, chars[0], { at: 'junkyard', seat: s.cards[chars[0]].owner }) };
  }
  if (/remove 1 card in your junkyard from the game/i.test(text)) {
    const top = s.zones[seat].junkyard[0];
    return { ok: top !== undefined, pay: (ctx) => moveTo(ctx, top, { at: 'removed', seat }) };
  }
  return { ok: true, pay: () => undefined };
}

/** Checks a play; on success returns the function that carries it out. */
export function checkPlay(s: GundamWarState, intent: PlayIntent): Refusal | ((ctx: Ctx) => void) {
  const { seat, card } = intent;
  const c = s.cards[card];
  if (!c) return refuse(`No card "${card}".`, 'ch. 08 Declaration');
  const p = c.place;
  if (!((p.at === 'hand' || p.at === 'hangar') && p.seat === seat)) return refuse('You play cards from your own hand or Hangar.', 'ch. 05 Hand / Hangar');
  if (s.pending) return refuse('A decision is pending.', 'ch. 07 Free Timing');
  if (s.moment === 'none') return refuse('Nothing can be played outside Free Timing.', 'ch. 07 Free Timing');
  if (s.priority !== seat) return refuse('The other player has priority.', 'ch. 07 Priority of Free Timing');
  const d = def(s, card);
  const fx = printedEffects(d);
  const quick = hasEffect(fx, 'quick');
  const asG = intent.asG === true;
  if (asG && !fx.some((e) => e.kind === 'variable')) return refuse(`${d.name} has no Variable.`, 'ch. 21 Variable');
  const kind = asG ? 'g' : d.type;
  if (kind === 'command') {
    const text = commandText(d);
    if (!quick && (!text || !timingOpen(s, seat, text.timing))) return refuse(`${d.name} cannot be played at this timing.`, 'ch. 07 Timing for Playing Text');
  } else if (!(quick ? true : s.active === seat && s.phase === 'disposition')) {
    return refuse(`${d.name} is played in your own Disposition Phase.`, 'ch. 05 Fixed Effects (Disposition Phase)');
  }
  if (!quick) {
    const t = s.perTurn;
    if (kind === 'g' && t.g >= 1) return refuse('Only one G can be played each turn.', 'ch. 05 Disposition Phase (one G per turn)');
    if (kind === 'unit' && isCruiserLike(fx) && t.cruiserLike >= 1) return refuse('Only one Cruiser, Base or Support can be played each turn.', 'ch. 21 Special Rules for Cruiser, Base and Support');
    if (kind === 'unit' && !isCruiserLike(fx) && t.unit >= 1) return refuse('Only one Unit can be played each turn.', 'basic rules: one Unit per turn');
    if (kind === 'character' && t.character >= 1) return refuse('Only one Character can be played each turn.', 'basic rules: one Character per turn');
    if (kind === 'operation' && t.operation >= 1) return refuse('Only one Operation can be played each turn.', 'basic rules: one Operation per turn');
  }
  const restricted = restrictionBlocks(s, seat, card);
  if (restricted) return restricted;
  const targets = intent.targets ?? [];
  if (kind === 'character') {
    if (targets.length !== 1) return refuse('A Character needs the card it will be Set on.', 'ch. 08 step 2 (targets)');
    const bad = canSetOn(s, seat, card, targets[0]);
    if (bad) return bad;
  }
  if (kind === 'command') {
    const bad = checkCommandTargets(s, seat, card, targets);
    if (bad) return bad;
  }
  const cost = asG ? { color: d.color ?? 'purple', designated: 0, total: 0 } : effectiveCost(s, intent);
  const check = checkCost(powerSources(s, seat), cost);
  if (!check.ok) return refuse(`${d.name}: ${check.message}.`, check.rule);
  const extra = fx.find((e): e is Extract<SpecialEffect, { kind: 'extra-cost' }> => e.kind === 'extra-cost');
  const extraPay = extra ? extraPayment(s, seat, extra.condition) : null;
  if (extraPay && !extraPay.ok) return refuse(`${d.name}: its Extra Cost (${extra!.condition}) cannot be fulfilled.`, 'ch. 21 Extra Cost');
  const sub = intent.substitute ? fx.find((e): e is Extract<SpecialEffect, { kind: 'substitute-cost' }> => e.kind === 'substitute-cost') : undefined;
  if (intent.substitute && !sub) return refuse(`${d.name} has no Substitute Cost.`, 'ch. 21 Substitute Cost');
  const subPay = sub ? extraPayment(s, seat, sub.cost) : null;
  if (subPay && !subPay.ok) return refuse(`${d.name}: its Substitute Cost (${sub!.cost}) cannot be paid.`, 'ch. 21 Substitute Cost');
  return (ctx: Ctx) => {
    for (const g of check.roll) setRolled(ctx.s, g, true);
    extraPay?.pay(ctx);
    subPay?.pay(ctx);
    const t = ctx.s.perTurn;
    if (!quick) {
      if (kind === 'g') t.g++;
      else if (kind === 'unit' && isCruiserLike(fx)) t.cruiserLike++;
      else if (kind === 'unit') t.unit++;
      else if (kind === 'character') t.character++;
      else if (kind === 'operation') t.operation++;
    }
    t.names[seat].push(d.name);
    moveTo(ctx, card, { at: 'playing', seat });
    ctx.s.cut.push({ kind: 'play', card, seat, targets, asG });
    ctx.s.priority = other(seat);
    ctx.s.passes = 0;
    log(ctx, 'play', seat, `{p${seat}} plays {0}.`, [card]);
  };
}

/** Targets of a Command's effect, chosen on declaration (ch. 08 step 2). */
export function checkCommandTargets(s: GundamWarState, seat: Seat, card: string, targets: string[]): Refusal | null {
  const text = commandText(def(s, card));
  if (!text) return null;
  const op = text.op;
  const need = (ok: (t: string) => boolean, what: string): Refusal | null =>
    targets.length === 1 && s.cards[targets[0]] && ok(targets[0]) ? null : refuse(`${def(s, card).name} needs ${what} as its target.`, 'ch. 08 step 2 (targets)');
  const unitOnField = (t: string) => controllerOf(s, t) !== null && cardType(s, t) === 'unit' && s.cards[t].place.at !== 'set';
  switch (op.op) {
    case 'damage':
      return need((t) => unitOnField(t) && (op.who === 'any' || controllerOf(s, t) === other(seat)) && (!op.inBattle || s.cards[t].place.at === 'battle'), op.inBattle ? '1 enemy Unit in a Battle Area' : '1 enemy Unit');
    case 'modify':
      return need(unitOnField, '1 Unit');
    case 'destroy':
      return need((t) => unitOnField(t) && controllerOf(s, t) === other(seat) && (def(s, t).cost ?? 0) <= op.maxTotal, `1 enemy Unit of Total Nation Power ${op.maxTotal} or less`);
    case 'negate-command':
      return need((t) => s.cut.some((e) => e.kind === 'play' && e.card === t && def(s, t).type === 'command'), '1 Command being played');
    case 'repair':
    case 'negate-destruction':
      return need((t) => unitOnField(t) && controllerOf(s, t) === seat, '1 of your Units');
    case 'junk-to-hand':
      return need((t) => s.cards[t].place.at === 'junkyard' && (s.cards[t].place as { seat: Seat }).seat === seat && def(s, t).type === 'unit', '1 Unit in your Junkyard');
    default:
      return targets.length === 0 ? null : refuse(`${def(s, card).name} takes no targets.`, 'ch. 08 step 2 (targets)');
  }
}
