/**
 * The phrase model (phrase.ts) as script abilities. A sentence the grammar read but the script
 * language cannot say (a target it has no word for, a second target in one text) is left unread
 * like one the grammar could not read: what is automated is exactly what the engine carries out,
 * and the rest is a `manual` op the players resolve, its span reported for highlighting.
 */
import type { ScriptAbility, ScriptCost, ScriptIf, ScriptOp, ScriptTarget } from '../../schema';
import { VOCABULARY } from '../../schema';
import type { TextCard } from '../types';
import { keywordOfName, plainKeywordOfName } from './keyword-names';
import type {
  Clause,
  ConditionPhrase,
  CostPhrase,
  EffectPhrase,
  LinePhrase,
  Sentence,
  Span,
  TargetPhrase,
  TimingPhrase,
} from './phrase';

export interface PhraseScript {
  abilities: ScriptAbility[];
  /** Spans of the read text left to the players. */
  unread: Span[];
  /** Did anything of the line become script (beyond a manual op)? */
  anyRead: boolean;
  /** The line is a keyword's own rule (Variable's G part): the keyword carries it out. */
  keyword?: true;
}

const TIMINGS: readonly string[] = VOCABULARY['gundam-war'].timings;

export function timingId(t: TimingPhrase): string | null {
  if (t.moment === 'any') return 'any';
  if (t.moment === 'turn') return t.side ? `${t.side}-turn` : null;
  const id = t.side ? `${t.side}-${t.moment}` : t.moment;
  return TIMINGS.includes(id) ? id : null;
}

/** 〔R+1〕《(2)》…: one cost (rolls add up); `(0)` costs nothing. */
function costOf(costs: CostPhrase[]): ScriptCost {
  const cost: ScriptCost = {};
  for (const c of costs)
    for (const p of c.parts) {
      if ('rollG' in p) {
        if (p.rollG > 0) cost.rollG = (cost.rollG ?? 0) + p.rollG;
      } else if (p.roll === 'self') cost.rollSelf = true;
      else cost.rollHost = true;
    }
  return cost;
}

const WHERE: Partial<Record<NonNullable<TargetPhrase['place']>, ScriptTarget['where']>> = {
  'battle-area': 'battle-area',
  engaged: 'engaged',
  junkyard: 'junkyard',
  'being-played': 'being-played',
};

/** A chosen target, or null when the script language has no word for it ("all", an area, a keyword filter). */
function targetOf(t: TargetPhrase): ScriptTarget | null {
  if (t.noun === 'self' || t.noun === 'it' || t.all || t.count !== 1 || t.keyword !== undefined) return null;
  const where = t.place ? WHERE[t.place] : undefined;
  if (t.place && !where) return null;
  return {
    card: t.noun,
    // 自軍ジャンクヤード: a card in a Junkyard is taken from your own.
    whose: t.side === 'own' || where === 'junkyard' ? 'yours' : t.side,
    ...(where ? { where } : {}),
    ...(t.maxCost !== undefined ? { maxCost: t.maxCost } : {}),
    ...(t.upTo && t.upTo > 1 ? { count: t.upTo } : {}),
  };
}

function conditionOf(c: ConditionPhrase): ScriptIf | null {
  if (c.if === 'g-at-least') return { gAtLeast: c.count };
  if (c.if === 'g-than-enemy') return { gThanEnemy: c.than };
  if (c.if === 'unit-with') {
    const keyword = keywordOfName(c.keyword);
    return keyword ? { unit: { keyword, ...(c.place ? { where: c.place } : {}) } } : null;
  }
  return null;
}

/** `chose`: a `choose` op is among the ops; `it`: they act on what a `choose` before them chose. */
type Read = { ops: ScriptOp[]; target?: ScriptTarget; self?: true; chose?: true; it?: true };

/** The ops of one effect and what they act on: a chosen target, this card, or players and piles. */
function effectOps(e: EffectPhrase, chosenOnResolution: boolean): Read | null {
  switch (e.verb) {
    case 'draw':
      return { ops: [{ op: 'draw', count: e.count }] };
    case 'mill':
      return { ops: [{ op: 'mill', who: e.side === 'own' ? 'you' : 'opponent', count: e.count }] };
    case 'hand-to-nation-bottom':
      return { ops: [{ op: 'nation-bottom', count: e.count }] };
    case 'pollution':
      return { ops: [{ op: 'pollution', amount: e.amount }] };
    case 'search':
      // "1枚" is one card; "1～2枚" up to two (the player may take fewer); an exact "2枚" the engine does not ask for.
      if (e.count !== 1) return null;
      return {
        ops: [
          {
            op: 'search',
            card: e.card,
            count: e.upTo ?? e.count,
            may: e.may === true,
            shuffle: false,
            ...(e.top ? { top: e.top } : {}),
            ...(e.rest ? { rest: e.rest } : {}),
            ...(e.order ? { order: true } : {}),
          },
        ],
      };
    case 'shuffle':
      return { ops: [{ op: 'shuffle', who: e.side === 'own' ? 'you' : 'opponent' }] };
    case 'modify': {
      if (e.until !== 'turn') return null;
      return acting(e.target, [{ op: 'modify', melee: e.mod[0], ranged: e.mod[1], hp: e.mod[2] }]);
    }
    case 'lose': {
      const keyword = keywordOfName(e.keyword);
      return keyword && e.until === 'turn' ? acting(e.target, [{ op: 'lose', keyword }]) : null;
    }
    case 'move': {
      // An automatic effect has no target chosen as it is played: the card is chosen as it resolves.
      const t = e.target;
      if (t.place === 'junkyard' && t.noun !== 'self' && t.side !== 'enemy' && chosenOnResolution) {
        const plain = t.count === 1 && !t.upTo && t.keyword === undefined && t.maxCost === undefined;
        return plain && e.to !== 'junkyard'
          ? { ops: [{ op: 'move', to: e.to, choose: { card: t.noun, where: 'junkyard' } }] }
          : null;
      }
      return acting(t, [{ op: 'move', to: e.to }]);
    }
    case 'damage': {
      const fits = fitsOf(e.target);
      if (fits) return { ops: [{ op: 'damage-all', amount: e.amount, fits }] };
      return acting(e.target, [{ op: 'damage', amount: e.amount }]);
    }
    case 'roll':
      return acting(e.target, [{ op: 'roll' }]);
    case 'destroy': {
      const fits = fitsOf(e.target);
      if (fits) return { ops: [{ op: 'destroy-all', fits }] };
      return acting(e.target, [{ op: 'destroy' }]);
    }
    case 'repair':
      return acting(e.target, [{ op: 'repair', amount: e.amount }]);
    case 'negate-play':
      return acting(e.target, [{ op: 'negate', what: 'play' }]);
    case 'negate-destruction':
      return acting(e.target, [{ op: 'negate', what: 'destruction' }]);
    case 'then': {
      const parts = e.effects.map((p) => effectOps(p, chosenOnResolution));
      if (parts.some((p) => !p) || parts.filter((p) => p?.target).length > 1) return null;
      // "it" acts on what was chosen before it: a part saying it before any choose has nothing to act on.
      const chose = parts.findIndex((p) => p?.chose);
      const it = parts.findIndex((p) => p?.it);
      if (it >= 0 && (chose < 0 || it < chose)) return null;
      const target = parts.find((p) => p?.target)?.target;
      return {
        ops: foldShuffles(parts.flatMap((p) => p?.ops ?? [])),
        ...(target ? { target } : {}),
        ...(chose >= 0 ? { chose: true } : {}),
      };
    }
    case 'discard':
      return { ops: [{ op: 'discard', who: 'you', count: e.count, may: e.may === true }] };
    case 'choose': {
      // Chosen as the effect resolves, among the cards that fit then: no target is chosen as it is played.
      const t = e.target;
      const one = t.noun === 'self' || t.noun === 'it' ? null : targetOf({ ...t, count: 1, upTo: undefined });
      if (!one || t.count !== 1) return null;
      const { count: _count, ...fits } = one;
      return { ops: [{ op: 'choose', fits, count: t.upTo ?? 1 }], chose: true };
    }
    case 'gain': {
      // A quoted special effect (「高機動」, "Raid"); a quoted text of its own is left to the players.
      const keyword = plainKeywordOfName(e.quoted);
      return keyword && e.until === 'turn' ? acting(e.target, [{ op: 'gain', keyword }]) : null;
    }
    // Upkeep and negation (the engine's upkeep.ts and negation.ts).
    case 'pay':
      return { ops: [{ op: 'pay', ...e.cost }] };
    case 'no-battle-damage':
      return { ops: [{ op: 'no-battle-damage', who: e.side === 'own' ? 'you' : 'opponent' }] };
    case 'negate-text':
      return acting(e.target, [{ op: 'negate-text', ...(e.pending ? { pending: true } : {}) }]);
    case 'negate-effect':
      return acting(e.target, [{ op: 'negate-effect' }]);
    case 'control':
      // The Unit comes over to the effect's player (for the turn, or for good).
      return e.target.noun === 'unit' || e.target.noun === 'it'
        ? acting(e.target, [{ op: 'control', ...(e.until ? { until: e.until } : {}) }])
        : null;
    case 'coin': {
      const [melee, ranged, hp] = e.mod;
      if (melee === 0 && ranged === 0 && hp === 0) return null;
      return acting(e.target, [{ op: 'coin', melee, ranged, hp, count: e.count }]);
    }
    case 'remove-coin': {
      const [melee, ranged, hp] = e.mod;
      if (melee === 0 && ranged === 0 && hp === 0) return null;
      return acting(e.target, [{ op: 'remove-coin', melee, ranged, hp, count: e.count }]);
    }
    case 'no-sortie':
      return e.target.noun === 'unit' || e.target.noun === 'self' || e.target.noun === 'it'
        ? acting(e.target, [{ op: 'no-sortie', ...(e.when ? { when: e.when } : {}) }])
        : null;
    case 'lock':
    case 'sortie-lock':
    case 'command-cost':
    case 'choose-g-colour':
    case 'gives-nation-power':
      return null;
  }
}

/** "…を探し、手札に移す。その後、本国をシャッフルする": the shuffle after a search of the same Nation is the search's own last step. */
function foldShuffles(ops: ScriptOp[]): ScriptOp[] {
  const out: ScriptOp[] = [];
  for (const op of ops) {
    const last = out[out.length - 1];
    if (op.op === 'shuffle' && op.who === 'you' && last?.op === 'search' && !last.shuffle)
      out[out.length - 1] = { ...last, shuffle: true };
    else out.push(op);
  }
  return out;
}

/** What "all" of a target phrase means: every card that fits, none chosen. */
function fitsOf(t: TargetPhrase): Omit<ScriptTarget, 'count'> | null {
  if (!t.all) return null;
  const one = targetOf({ ...t, all: false, count: 1 });
  if (!one) return null;
  const { count: _count, ...fits } = one;
  return fits;
}

function acting(t: TargetPhrase, ops: ScriptOp[]): Read | null {
  if (t.noun === 'self') return { ops, self: true };
  if (t.noun === 'it') return { ops, it: true };
  const target = targetOf(t);
  return target ? { ops, target } : null;
}

interface Body {
  ops: ScriptOp[];
  target?: ScriptTarget;
  if?: ScriptIf;
  limit?: number;
  /** An op acts on this card itself: the text then has no target (ops act on the targets, else on this card). */
  self?: true;
  /** A `choose` was read: "it" after it acts on the chosen cards. */
  chose?: true;
  unread: Span[];
  anyRead: boolean;
}

/**
 * The sentences of a text in order. One text has one target (chosen as it is played) and one
 * "if you ~"; a sentence that would need a second is unread. "If you do" (その場合) after an
 * unread sentence is unread too: whether it happens depends on what the players did. A choice
 * made as the effect resolves (`choose`, a search, a Junkyard card) is a step like any other:
 * the effect goes on after it, and "it" (そのカード) acts on what it chose. A condition after the
 * first sentence is a `branch` asked as the effect resolves; "Otherwise" (そうでない場合) after it, after
 * a first sentence's condition or after an "if you do" is its else branch.
 */
function readBody(body: Sentence[], text: (s: Span) => string, chosenOnResolution: boolean): Body {
  const out: Body = { ops: [], unread: [], anyRead: false };
  let previousRead = true;
  body.forEach((s, i) => {
    const read = s.clause === 'unread' ? null : readClause(s, i === 0, out, chosenOnResolution);
    if (read === 'limit') return;
    if (read && s.clause === 'effect' && s.otherwise) {
      if (previousRead && otherwise(out, i, read.ops)) return;
    } else if (read) {
      const folded = foldShuffles([...out.ops, ...read.ops]);
      // "その後、本国をシャッフルする" after a search of the same Nation: the search's own last step.
      if (folded.length === out.ops.length && read.ops.length === 1) {
        out.ops = folded;
        previousRead = true;
        return;
      }
    }
    if (
      !read ||
      (s.clause === 'effect' && (s.ifDone || s.otherwise) && !previousRead) ||
      (s.clause === 'effect' && s.otherwise)
    ) {
      // The players resolve the sentence by hand, but on the target it names, chosen as the text is played.
      const named =
        s.clause === 'effect' && 'target' in s.effect && s.effect.verb !== 'choose' && !chosenOnResolution
          ? targetOf(s.effect.target)
          : null;
      if (named && !out.target && !out.self) out.target = named;
      out.unread.push(s.span);
      out.ops.push({ op: 'manual', text: text(s.span) });
      previousRead = false;
      return;
    }
    previousRead = true;
    // "If you do" after a step of the text: its ops happen only if that step was done (if-done).
    if (s.clause === 'effect' && s.ifDone && i > 0) out.ops.push({ op: 'if-done', do: read.ops });
    else out.ops.push(...read.ops);
    if (read.target) out.target = read.target;
    if (read.self) out.self = true;
    if (read.chose) out.chose = true;
    if (read.if) out.if = read.if;
  });
  out.unread.sort((a, b) => a.start - b.start);
  out.anyRead = out.ops.some((op) => op.op !== 'manual');
  return out;
}

/**
 * "Otherwise, …" as the else branch of what it follows: an "if you do" or a later sentence's
 * condition just before (if-done / branch `else`), or the condition of the text's first and only sentence so far — then the text can be
 * played either way, and the condition is asked as it resolves (`branch`). False when it follows
 * neither.
 */
function otherwise(out: Body, i: number, ops: ScriptOp[]): boolean {
  const last = out.ops[out.ops.length - 1];
  if ((last?.op === 'if-done' || last?.op === 'branch') && last.else === undefined) {
    out.ops[out.ops.length - 1] = { ...last, else: ops };
    return true;
  }
  // "If you don't, …" right after an upkeep's payment: what happens when it was not paid.
  if (last?.op === 'pay') {
    out.ops.push({ op: 'if-done', else: ops });
    return true;
  }
  if (i === 1 && out.if && out.ops.length > 0 && !out.ops.some((op) => op.op === 'manual' || op.op === 'branch')) {
    out.ops = [{ op: 'branch', if: out.if, do: out.ops, else: ops }];
    delete out.if;
    return true;
  }
  return false;
}

function readClause(
  c: Clause,
  first: boolean,
  sofar: Body,
  chosenOnResolution: boolean,
): (Read & { if?: ScriptIf }) | 'limit' | null {
  if (c.clause === 'limit') {
    sofar.limit = c.perTurn;
    return 'limit';
  }
  const condition = c.condition ? conditionOf(c.condition) : undefined;
  if (condition === null) return null;
  const read = effectOps(c.effect, chosenOnResolution);
  // A condition after the first sentence (「カード１枚を引く。自軍Ｇが５枚以上ある場合、…」) is asked as the
  // effect resolves: a `branch` whose "otherwise" (そうでない場合) may follow. It names no target of its own.
  if (condition && (!first || sofar.if)) {
    if (!read || read.target || read.it || read.chose || c.ifDone) return null;
    return { ...read, ops: [{ op: 'branch', if: condition, do: read.ops }] };
  }
  if (!read || (read.target && (sofar.target || sofar.self)) || (read.self && sofar.target)) return null;
  // "It" with nothing chosen before it in the text.
  if (read.it && !sofar.chose) return null;
  return condition ? { ...read, if: condition } : read;
}

/**
 * The constant ability of an Auto A line (ch. 11): this card in an area or with a Character Set on
 * it, the other Units of its squad, the Unit it is Set on, your Units with a special effect, enemy
 * Units in an area without one, your Commands' cost; a G's chosen colour is a rule, Variable's G
 * part the keyword's own.
 */
function readAutoA(phrase: Extract<LinePhrase, { line: 'auto' }>, card: TextCard): ScriptAbility | 'keyword' | null {
  const [s, ...rest] = phrase.body;
  if (rest.length || s.clause !== 'effect' || s.ifDone) return null;
  const { effect: e, condition: c } = s;
  if (e.verb === 'choose-g-colour') return !c && card.type === 'g' ? { kind: 'rule', rule: 'choose-g-colour' } : null;
  if (e.verb === 'gives-nation-power') return !c && /\bvariable\b|ヴァリアブル/i.test(card.text) ? 'keyword' : null;
  // A lock (locks.ts): whose plays it forbids, as the cards it affects.
  // Under 「自軍Gが5枚以上ある場合、」 / "While you have 5 or more G," the lock works only while that holds.
  if (e.verb === 'lock') {
    if (c && c.if !== 'g-at-least') return null;
    return {
      kind: 'static',
      affects: { scope: e.who, card: e.card },
      ...(c ? { while: { gAtLeast: c.count } } : {}),
      do: [{ op: 'lock', what: 'play' }],
    };
  }
  // This Unit may not sortie (to that area) while its text works (locks.ts `sortieLocked`).
  if (e.verb === 'sortie-lock')
    return c
      ? null
      : {
          kind: 'static',
          affects: { scope: 'self', card: 'unit', ...(e.area ? { area: e.area } : {}) },
          do: [{ op: 'lock', what: 'sortie' }],
        };
  if (e.verb === 'command-cost') {
    if (c && c.if !== 'g-at-least') return null;
    return {
      kind: 'static',
      affects: { scope: 'yours', card: 'command' },
      ...(c ? { while: { gAtLeast: c.count } } : {}),
      do: [{ op: 'cost', delta: e.delta }],
    };
  }
  if (e.verb !== 'modify' || e.until) return null;
  const [melee, ranged, hp] = e.mod;
  const do_: ScriptOp[] = [{ op: 'modify', melee, ranged, hp }];
  const t = e.target;
  if (t.noun === 'self') {
    if (e.whileHas) return null;
    if (c?.if === 'self-in') return { kind: 'static', affects: { scope: 'self', card: 'unit', area: c.area }, do: do_ };
    if (c?.if === 'character-set')
      return { kind: 'static', affects: { scope: 'self', card: 'unit' }, while: { setTrait: c.trait.trim() }, do: do_ };
    return null;
  }
  if (t.scope === 'squad-others')
    return !c && !e.whileHas ? { kind: 'static', affects: { scope: 'squad-others', card: 'unit' }, do: do_ } : null;
  if (t.scope === 'host') {
    const name = c?.if === 'set-on-unit-with' && !e.whileHas ? c.keyword : !c ? e.whileHas : undefined;
    const keyword = name ? keywordOfName(name) : null;
    return keyword ? { kind: 'static', affects: { scope: 'host', card: 'unit', keyword }, do: do_ } : null;
  }
  if (!t.all || t.noun !== 'unit' || c || e.whileHas) return null;
  if (t.side === 'own' && t.keyword !== undefined && !t.place && t.without === undefined) {
    const keyword = keywordOfName(t.keyword);
    return keyword ? { kind: 'static', affects: { scope: 'yours', card: 'unit', keyword }, do: do_ } : null;
  }
  if (t.side === 'enemy' && (t.place === 'earth' || t.place === 'space') && t.without !== undefined && !t.keyword) {
    const without = keywordOfName(t.without);
    return without
      ? { kind: 'static', affects: { scope: 'enemy', card: 'unit', area: t.place, without }, do: do_ }
      : null;
  }
  return null;
}

/** (Transformed Mode): the battle stats it turns to and a special effect it has (ch. 21 Transform). */
function readTransformed(p: Extract<LinePhrase, { line: 'transformed' }>): ScriptAbility | null {
  const keyword = p.keyword !== undefined ? keywordOfName(p.keyword) : null;
  if (p.keyword !== undefined && !keyword) return null;
  const [melee, ranged, hp] = p.stats;
  return {
    kind: 'rule',
    rule: 'transformed-mode',
    stats: { melee, ranged, hp },
    ...(keyword ? { keywords: [keyword] } : {}),
  };
}

const WHOLE = (length: number): PhraseScript => ({
  abilities: [],
  unread: [{ start: 0, end: length }],
  anyRead: false,
});

/**
 * A read line as abilities: `printed` is the line as printed (each ability's `text`), `length`
 * the length of what the grammar read, `text` a span of that as printed (a manual op's words).
 */
export function phraseToScript(
  p: LinePhrase,
  card: TextCard,
  printed: string,
  length: number,
  text: (s: Span) => string,
): PhraseScript {
  if (p.line === 'transformed') {
    const a = readTransformed(p);
    return a ? { abilities: [{ ...a, text: printed }], unread: [], anyRead: true } : WHOLE(length);
  }
  if (p.line === 'auto') {
    if (p.kind === 'A') {
      const a = readAutoA(p, card);
      if (a === 'keyword') return { abilities: [], unread: [], anyRead: true, keyword: true };
      return a ? { abilities: [{ ...a, text: printed }], unread: [], anyRead: true } : WHOLE(length);
    }
    if ((p.kind !== 'B' && p.kind !== 'D') || !p.when) return WHOLE(length);
    const when = p.kind === 'B' && p.when === 'comes-out' ? 'played' : p.when;
    const b = readBody(p.body, text, true);
    // An automatic effect chooses no target and has no "if you ~" of a played text.
    if (!b.anyRead || b.target || b.if || b.limit) return WHOLE(length);
    return { abilities: [{ kind: 'trigger', text: printed, when, do: b.ops }], unread: b.unread, anyRead: true };
  }
  const timing = timingId(p.timing);
  if (!timing) return WHOLE(length);
  const b = readBody(p.body, text, false);
  const cost = costOf(p.costs);
  if (card.type === 'command') {
    // A Command's cost is the card's own: a roll cost printed on one is left to the players.
    const rolls = Object.keys(cost).length > 0;
    const ok = b.anyRead && !rolls && !b.limit;
    return {
      abilities: [
        {
          kind: 'play',
          text: printed,
          timing,
          ...(ok && b.if ? { if: b.if } : {}),
          // The text still aims at what it names: the players pay the printed cost and resolve it on that target.
          ...(b.target ? { target: b.target } : {}),
          // Left to the players: the effect as printed after its timing and cost, what they resolve.
          do: ok ? b.ops : [{ op: 'manual', text: text({ start: p.body[0]?.span.start ?? 0, end: length }).trim() }],
        },
      ],
      unread: ok ? b.unread : [{ start: 0, end: length }],
      anyRead: ok,
    };
  }
  if (!b.anyRead) return WHOLE(length);
  return {
    abilities: [
      {
        kind: 'activated',
        text: printed,
        timing,
        ...(b.if ? { if: b.if } : {}),
        ...(Object.keys(cost).length ? { cost } : {}),
        ...(b.limit ? { limit: { perTurn: b.limit } } : {}),
        ...(b.target ? { target: b.target } : {}),
        do: b.ops,
      },
    ],
    unread: b.unread,
    anyRead: true,
  };
}
