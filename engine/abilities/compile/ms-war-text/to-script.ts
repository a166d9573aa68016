/**
 * From the phrase model (phrase.ts) to script abilities, by the card the line is on: an Event's
 * effects are what it does when played (its first target phrase is its target); an M.S. or
 * Pilot's clash change on itself, the M.S. it flies or every M.S. that fits is constant; "When
 * this card attacks, …" is a trigger; a Battlefield's Requirements and Battle Scars make its
 * `battlefield` ability and its Effect a constant one. A sentence the script language cannot say
 * on this card stays unread, so the players resolve it by hand.
 */
import type { ScriptAbility, ScriptOp, ScriptRequires, ScriptTarget } from '../../schema';
import type { EffectPhrase, LinePhrase, MsRef, Sentence, Span } from './phrase';

/** What one line adds to the card's script. */
export interface LineScript {
  /** Abilities of their own (an Event's play, a constant clash change, a trigger, a rule). */
  abilities: ScriptAbility[];
  /** Parts of the Battlefield ability: its Requirements and Battle Scars. */
  requires?: ScriptRequires;
  scars?: ScriptOp[];
  /** Keywords the line prints (read by the card database; nothing to script). */
  keywords: string[];
  unread: Span[];
  /** Whether any sentence was read (a keyword counts). */
  anyRead: boolean;
}

export type CardType = 'ms' | 'pilot' | 'event' | 'battlefield' | 'mission' | string;

/** A target phrase as a script target, or null when M.S. War's targets cannot say it. */
function targetOf(m: MsRef): ScriptTarget | null {
  if (m.ref !== 'target') return null;
  // "Void target Event card": an Event still on the Effect Chain.
  if (m.card === 'event') return { card: 'card', whose: m.whose ?? 'any', where: 'being-played' };
  if (m.where === 'dry-dock' || m.where === 'defunct-pile')
    return m.attached
      ? null
      : { card: m.card === 'ms' || m.card === 'pilot' ? m.card : 'card', whose: 'yours', where: m.where };
  if (m.card === 'pilot') return pilotTarget(m);
  if (m.card !== 'ms' || m.attached) return null;
  // "target enemy M.S.": only your opponent's; "target M.S. you control": only yours.
  const t: ScriptTarget = { card: 'ms', whose: m.whose ?? 'any' };
  if (m.where !== undefined) t.where = m.where;
  if (m.msType !== undefined) t.msType = m.msType;
  if (m.keyword !== undefined) t.keyword = m.keyword;
  if (m.maxClash !== undefined) t.maxClash = m.maxClash;
  if (m.corps !== undefined) t.corps = m.corps;
  return t;
}

/**
 * "target attached Pilot" / "target Pilot": a Pilot in play, of either player unless it says whose.
 * Where an M.S. is (attacking, on the Battlefield) and its numbers say nothing of a Pilot.
 */
function pilotTarget(m: MsRef): ScriptTarget | null {
  if (m.where !== undefined || m.msType !== undefined || m.keyword !== undefined || m.maxClash !== undefined)
    return null;
  const t: ScriptTarget = { card: 'pilot', whose: m.whose ?? 'any' };
  if (m.attached) t.attached = true;
  if (m.corps !== undefined) t.corps = m.corps;
  return t;
}

/** A card in a pile is only moved: the verbs of cards in play say nothing there. */
const PILES: ReadonlySet<string> = new Set(['dry-dock', 'defunct-pile']);

/** An effect that acts on players and piles, never on a chosen card. */
function playerOp(e: EffectPhrase): ScriptOp | null {
  switch (e.verb) {
    case 'draw':
      return { op: 'draw', count: e.count };
    case 'mill':
      return { op: 'mill', who: e.who, count: e.count };
    case 'discard':
      return e.random
        ? { op: 'discard', who: e.who, count: e.count, random: true }
        : { op: 'discard', who: e.who, count: e.count };
    case 'regenerate':
      return { op: 'regenerate', count: e.count };
    case 'defunct':
      return { op: 'defunct', who: e.who, count: e.count };
    // An Event's Price change lasts the turn it says ("… during this turn").
    case 'price':
      return e.until === 'turn' && !e.when ? { op: 'price', card: e.card, delta: e.delta } : null;
    default:
      return null;
  }
}

/** An effect on the target: its op, or null when no op says it. */
function targetOp(e: EffectPhrase): ScriptOp | null {
  if (e.verb === 'clash') return { op: 'clash', delta: e.delta, until: e.until ?? 'battle' };
  if (e.verb === 'destroy') return { op: 'destroy' };
  if (e.verb === 'void') return { op: 'void' };
  if (e.verb === 'only-defend') return defendersOp(e.defenders);
  // Only a card of the Defunct Pile is moved to the Dry Dock by name; one in play is destroyed to it.
  if (e.verb === 'move') return e.to === 'dry-dock' && e.on.where !== 'defunct-pile' ? null : { op: 'move', to: e.to };
  // "can't Attack / Defend" said of a target lasts for the turn unless it says the battle.
  if (e.verb === 'cannot') return { op: 'forbid', what: e.what, until: e.until ?? 'turn' };
  return null;
}

const SCOPE = { self: 'self', host: 'host', all: 'all', yours: 'yours' } as const;

/** A constant clash change ("Increase the attached M.S.'s Clash Points by 1 while defending"). */
function staticClash(e: EffectPhrase, type: CardType): ScriptAbility | null {
  if (e.verb !== 'clash' || e.until !== undefined || e.on.ref === 'target' || e.on.card !== 'ms') return null;
  // A Pilot "attached to an OZ M.S." changes that M.S. ("its Clash Points").
  const at = e.attachedTo;
  const on = at && e.on.ref === 'self' ? { ...e.on, ...at, ref: 'host' as const } : e.on;
  if (at && (type !== 'pilot' || on.ref !== 'host' || at.where !== undefined || at.whose !== undefined)) return null;
  if (on.ref === 'self' && type !== 'ms') return null;
  if (on.ref === 'host' && type !== 'pilot') return null;
  // "With an attached Pilot" is said of the M.S. itself.
  if (e.pilot !== undefined && on.ref !== 'self') return null;
  if (on.where !== undefined || on.whose !== undefined || on.maxClash !== undefined) return null;
  const affects: Extract<ScriptAbility, { kind: 'static' }>['affects'] = { scope: SCOPE[on.ref as keyof typeof SCOPE] };
  if (on.msType !== undefined) affects.msType = on.msType;
  if (on.keyword !== undefined) affects.keyword = on.keyword;
  if (on.corps !== undefined) affects.corps = on.corps;
  const a: ScriptAbility = { kind: 'static', affects, do: [{ op: 'clash', delta: e.delta }] };
  const during =
    e.when === undefined ? {} : e.when === 'defending' ? { defending: true as const } : { attacking: true as const };
  if (e.when !== undefined || e.pilot !== undefined)
    a.while = { ...during, ...(e.pilot === undefined ? {} : { pilot: e.pilot }) };
  return a;
}

interface Reader {
  out: LineScript;
  text: string;
  type: CardType;
  lead: LinePhrase['lead'];
  phase: LinePhrase['phase'];
}

function unread(r: Reader, s: Sentence): void {
  r.out.unread.push(s.span);
}

function read(r: Reader): void {
  r.out.anyRead = true;
}

/** An Event's effect: an op of its play, with the target it names (one target to a card). */
function eventEffect(r: Reader, play: Extract<ScriptAbility, { kind: 'play' }>, s: Sentence & { clause: 'effect' }) {
  const e = s.effect;
  if (s.on || e.when || e.attachedTo) return unread(r, s);
  const p = e.pilot === undefined ? playerOp(e) : null;
  if (p) {
    play.do.push(p);
    return read(r);
  }
  const op = 'on' in e ? targetOp(e) : null;
  // "If Lt. Vale is attached, … target M.S.": only an M.S. that carries that Pilot is a target, so
  // one that no longer does when the Event resolves is a lost target and nothing happens (chain.ts).
  const aimed = 'on' in e ? targetOf(e.on) : null;
  const target = aimed && e.pilot !== undefined ? (aimed.card === 'ms' ? { ...aimed, pilot: e.pilot } : null) : aimed;
  const same = !play.target || (target !== null && JSON.stringify(play.target) === JSON.stringify(target));
  // Left to the players, it is still played on the target it names.
  if (target && same && !op) play.target = target;
  if (!op || !target || !same || (target.where && PILES.has(target.where) && op.op !== 'move')) return unread(r, s);
  play.target = target;
  play.do.push(op);
  read(r);
}

/** An M.S. or Pilot's sentence: a constant clash change, a trigger, or a rule on itself. */
function cardEffect(r: Reader, s: Sentence & { clause: 'effect' }) {
  const e = s.effect;
  if (s.on) {
    if (e.when || e.pilot !== undefined || e.attachedTo || r.type !== 'ms') return unread(r, s);
    const p = playerOp(e);
    // "+N clash points until …" with no target is the source's own (resolve.ts).
    const self = e.verb === 'clash' && e.on.ref === 'self' && e.until !== undefined ? targetOp(e) : null;
    if (!p && !self) return unread(r, s);
    r.out.abilities.push({ kind: 'trigger', when: s.on, do: [(p ?? self)!] });
    return read(r);
  }
  if (e.verb === 'cannot' && e.on.ref === 'self' && r.type === 'ms' && !e.until && !e.when) {
    r.out.abilities.push({ kind: 'rule', rule: e.what === 'defend' ? 'cannot-defend' : 'cannot-attack' });
    return read(r);
  }
  const a = staticClash(e, r.type) ?? onlyDefend(e, r.type);
  if (!a) return unread(r, s);
  r.out.abilities.push(a);
  read(r);
}

/** A Battlefield line: Requirements, Effect (a constant change, in any phase or the Attack Phase) or Battle Scars. */
function battlefieldSentence(r: Reader, s: Sentence) {
  if (r.lead === 'requirements') {
    if (s.clause === 'none') r.out.requires = {};
    else if (s.clause === 'requirement') r.out.requires = { ...r.out.requires, ...s.requires };
    else return unread(r, s);
    return read(r);
  }
  if (r.lead === 'scars') {
    const p = s.clause === 'effect' && !s.on && !s.effect.when ? playerOp(s.effect) : null;
    if (s.clause === 'none') r.out.scars ??= [];
    else if (p) (r.out.scars ??= []).push(p);
    else {
      (r.out.scars ??= []).push({ op: 'manual', text: r.text.slice(s.span.start, s.span.end) });
      return unread(r, s);
    }
    return read(r);
  }
  // Clash points count only in battle, so an Effect of the Attack Phase is the same constant change.
  const effect = s.clause === 'effect' && !s.on ? s.effect : null;
  // Clash Points count in no battle of the Strategic Phase: a clash change there is left to the players.
  const a = effect
    ? ((r.phase !== 'strategic' ? staticClash(effect, 'battlefield') : null) ?? priceRule(effect, r.phase))
    : null;
  if (!a || (a.kind === 'static' && (a.affects.scope === 'self' || a.affects.scope === 'host'))) return unread(r, s);
  r.out.abilities.push(a);
  read(r);
}

const PRICE_RULES = { event: 'event-cost', ms: 'ms-cost', pilot: 'pilot-cost' } as const;

/**
 * A Battlefield's Effect that changes a Price: Event, M.S. or Pilot cards cost more or less while
 * it is in play — in the phase its tag names only ("Effect [Strategic Phase]: …").
 */
function priceRule(e: EffectPhrase, phase: LinePhrase['phase']): ScriptAbility | null {
  if (e.verb !== 'price' || e.until || e.when || e.pilot !== undefined) return null;
  const a: ScriptAbility = { kind: 'rule', rule: PRICE_RULES[e.card], delta: e.delta };
  if (phase) a.timing = phase;
  return a;
}

/** "Only M.S. with 4 or more Clash Points can Defend against this card", printed on the M.S. itself. */
function onlyDefend(e: EffectPhrase, type: CardType): ScriptAbility | null {
  if (e.verb !== 'only-defend' || type !== 'ms' || e.on.ref !== 'self' || e.until || e.when || e.pilot !== undefined)
    return null;
  const op = defendersOp(e.defenders);
  return op && { kind: 'static', affects: { scope: 'self' }, do: [op] };
}

/** The fit of "Only M.S. with 4 or more Clash Points …" as an only-defend op; null when it names where or whose. */
function defendersOp(d: Extract<EffectPhrase, { verb: 'only-defend' }>['defenders']): ScriptOp | null {
  if (d.where !== undefined || d.whose !== undefined) return null;
  const op: ScriptOp = { op: 'only-defend' };
  for (const k of ['minClash', 'maxClash', 'keyword', 'msType', 'corps'] as const) if (d[k] !== undefined) op[k] = d[k];
  return op;
}

export function phraseToScript(phrase: LinePhrase, type: CardType, text: string): LineScript {
  const r: Reader = {
    out: { abilities: [], keywords: [], unread: [], anyRead: false },
    text,
    type,
    lead: phrase.lead,
    phase: phrase.phase,
  };
  // An ability used from play with a cost ("Destroy this card: …") is read as an Event's effect is, then used, not played.
  const paid = phrase.cost !== undefined && (type === 'ms' || type === 'pilot');
  if (paid) r.type = 'event';
  const play: Extract<ScriptAbility, { kind: 'play' }> = { kind: 'play', do: [] };
  for (const s of phrase.body) {
    const before = r.out.unread.length;
    readSentence(r, play, s);
    // What an Event leaves to the players keeps its place among the ops.
    if (type === 'event' && r.out.unread.length > before)
      play.do.push({ op: 'manual', text: text.slice(s.span.start, s.span.end) });
  }
  // An Event's cost of one of your M.S. is paid as it is played; "other" says nothing on an Event.
  const eventCost = type === 'event' && phrase.cost && 'destroyMs' in phrase.cost && phrase.cost.destroyMs === 'any';
  if (phrase.cost && !paid && !eventCost) r.out.unread.unshift({ start: 0, end: text.indexOf(':') + 1 });
  if (eventCost) play.cost = { destroyMs: 'any' };
  const anyOp = play.do.some((op) => op.op !== 'manual');
  if (paid && (anyOp || play.target)) {
    const used: ScriptAbility = { kind: 'activated', cost: phrase.cost!, do: play.do };
    if (play.target) used.target = play.target;
    r.out.abilities.unshift(used);
  } else if (play.target || anyOp) r.out.abilities.unshift(play);
  return r.out;
}

function readSentence(r: Reader, play: Extract<ScriptAbility, { kind: 'play' }>, s: Sentence): void {
  if (s.clause === 'keyword') {
    r.out.keywords.push(...s.keywords);
    read(r);
  } else if (s.clause === 'unread' || r.type === 'mission') unread(r, s);
  else if (r.type === 'battlefield' && r.lead) battlefieldSentence(r, s);
  else if (s.clause !== 'effect' || r.lead) unread(r, s);
  else if (r.type === 'event') eventEffect(r, play, s);
  else cardEffect(r, s);
}
