/**
 * A card's abilities as the engine understands them, in plain words ("When this M.S. attacks:
 * the opponent discards 1 card"), for the card detail and the script editor. Each ability is a
 * message of the `abilities` catalog (`ability.*`), told in the reader's language; each op says
 * itself (its own file) and this adds when and on what. `describeAbility` is the English.
 */
import type { LogMessage, LogParam } from '../core/types';
import type { Message } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import type { ScriptGame } from './game';
import { ifSaid, joined, keyword, plain, present, say } from './ability-words';
import type { InnerOps } from './op';
import { OPS } from './registry';
import type { ScriptAbility, ScriptAffects, ScriptCost, ScriptIf, ScriptOp, ScriptTarget } from './schema';

/** A part of a sentence that may be left out: its message, or nothing at all. */
const part = (key: string, params: Record<string, LogParam> | undefined, present: unknown): LogParam =>
  present ? say(key, params) : '';

/** Several phrases as one: "A, B" / 「A、B」 (`list.comma`), "A, then B" (`list.then`)… */

/** A word of the vocabulary (`ability.<group>.<word>`), or the word itself where the catalog has none. */
function vocabulary(group: string, word: string, known: readonly string[]): LogParam {
  return known.includes(word) ? say(`${group}.${word}`) : word;
}

const WHENS = [
  'attacks',
  'placed',
  'upgraded',
  'destroys',
  'host-destroys',
  'played',
  'comes-out',
  'destroyed',
  'end-of-turn',
  'own-turn-start',
  'own-end-of-turn',
];
const TIMINGS = [
  'strategic',
  'attack',
  'any',
  'own-turn',
  'enemy-turn',
  'own-disposition',
  'battle',
  'defend',
  'damage',
  'return',
  'disposition',
  'enemy-disposition',
  'own-battle',
  'enemy-battle',
  'own-attack',
  'enemy-attack',
  'own-defend',
  'enemy-defend',
  'own-damage',
  'enemy-damage',
  'own-return',
  'enemy-return',
];
const RULES = [
  'cannot-defend',
  'cannot-attack',
  'choose-g-colour',
  'extra-cost',
  'substitute-cost',
  'transformed-mode',
];

function sayTarget(t: ScriptTarget, game: ScriptGame): LogMessage {
  const extra = present([
    t.msType && say('target.msType', { type: t.msType }),
    t.corps && say('target.corps', { corps: t.corps }),
    t.keyword && say('target.keyword', { keyword: keyword(t.keyword, game) }),
    t.maxClash !== undefined && say('target.maxClash', { n: t.maxClash }),
    t.pilot !== undefined && (t.pilot === true ? say('target.pilot') : say('target.pilotNamed', { pilot: t.pilot })),
    t.maxCost !== undefined && say('target.maxCost', { n: t.maxCost }),
    t.attached && say('target.attached'),
  ]);
  return say('target.whole', {
    many: t.count !== undefined && t.count > 1 ? say('target.upTo', { n: t.count }) : say('target.one'),
    where: part(`target.where.${t.where}`, undefined, t.where === 'attacking' || t.where === 'defending'),
    whose: part(`target.whose.${game}.${t.whose}`, undefined, t.whose === 'yours' || t.whose === 'enemy'),
    what: say(`target.card.${t.card}`),
    place: part(`target.place.${t.where}`, undefined, t.where && t.where !== 'attacking' && t.where !== 'defending'),
    extra: part('target.extra', { list: joined(extra, 'comma') }, extra.length),
  });
}

function sayAffects(a: ScriptAffects, game: ScriptGame): LogMessage {
  const named = a.card === 'command' || a.card === 'character' || a.card === 'operation';
  const what = say(`affects.what.${named ? a.card : game === 'ms-war' ? 'ms' : 'unit'}`);
  const narrow = present([
    a.area && say(`affects.area.${a.area}`),
    a.msType && say('affects.msType', { type: a.msType }),
    a.corps && say('affects.corps', { corps: a.corps }),
    a.keyword && say('affects.keyword', { keyword: keyword(a.keyword, game) }),
    a.without && say('affects.without', { keyword: keyword(a.without, game) }),
  ]);
  const scope = a.scope === 'host' ? `host.${game}` : a.scope === 'yours' ? `yours.${game}` : a.scope;
  return say('affects.whole', {
    base: say(`affects.scope.${scope}`, { what }),
    narrow: part('affects.narrow', { list: joined(narrow, 'space') }, narrow.length),
  });
}

function costParts(c: ScriptCost): LogMessage[] {
  return present([
    c.materials !== undefined && say('cost.materials', { count: c.materials }),
    c.expendSelf && say('cost.expendSelf'),
    c.destroySelf && say('cost.destroySelf'),
    c.rollSelf && say('cost.rollSelf'),
    c.rollG && say('cost.rollG', { n: c.rollG }),
    c.rollHost && say('cost.rollHost'),
    c.abolishCharacter && say('cost.abolishCharacter'),
    c.removeFromJunkyard && say('cost.removeFromJunkyard', { count: c.removeFromJunkyard }),
  ]);
}

function sayOps(ops: readonly ScriptOp[], on: LogParam, game: ScriptGame, always = false): LogParam {
  if (!ops.length) return say('nothing');
  return joined(
    ops.map((op) => OPS.get(op.op)?.say(op as never, on, game, always, innerOps(op, on, game, always)) ?? op.op),
    'then',
  );
}

/** The ops an op holds ("if you do", a branch: `do`, `else`), said here like the ability's own, so each case is told. */
function innerOps(op: ScriptOp, on: LogParam, game: ScriptGame, always: boolean): InnerOps | undefined {
  const held = (key: 'do' | 'else') => {
    const ops = (op as Record<string, unknown>)[key];
    return Array.isArray(ops) ? sayOps(ops as ScriptOp[], on, game, always) : undefined;
  };
  const inner = { do: held('do'), else: held('else') };
  return inner.do === undefined && inner.else === undefined ? undefined : inner;
}

const PRICE_RULES: Record<string, string> = { 'event-cost': 'event', 'ms-cost': 'ms', 'pilot-cost': 'pilot' };

/**
 * A Battlefield's Price change ("M.S. cards cost 1 less to play"), with the phase its Effect tag
 * names when it has one ("Effect [Strategic Phase]: …" holds in that phase only).
 */
function sayPrice(a: Extract<ScriptAbility, { kind: 'rule' }>, card: string): LogParam {
  const delta = a.delta ?? 1;
  const price = say(`rule.price.${card}.${delta < 0 ? 'less' : 'more'}`, { n: Math.abs(delta) });
  return a.timing ? say('rule.inPhase', { phase: say(`rule.phase.${a.timing}`), rule: price }) : price;
}

function sayRule(a: Extract<ScriptAbility, { kind: 'rule' }>, game: ScriptGame): LogParam {
  if (PRICE_RULES[a.rule]) return sayPrice(a, PRICE_RULES[a.rule]);
  if (!RULES.includes(a.rule)) return a.rule;
  const cost = a.cost ? costParts(a.cost) : [];
  const stats = a.stats
    ? say('stats', {
        ...a.stats,
        with: part(
          'statsWith',
          {
            list: joined(
              (a.keywords ?? []).map((k) => keyword(k, game)),
              'comma',
            ),
          },
          a.keywords?.length,
        ),
      })
    : '';
  return say(`rule.${a.rule}`, {
    delta: a.delta ?? 1,
    cost: cost.length || a.cost ? joined(cost, 'comma') : say('nothing'),
    stats,
  });
}

function sayWhole(a: ScriptAbility, game: ScriptGame): LogParam {
  const on = say(`on.${'target' in a && a.target ? 'that' : 'self'}`);
  switch (a.kind) {
    case 'play':
      return say('play', {
        timing: a.timing ? say('playTiming', { timing: vocabulary('timing', a.timing, TIMINGS) }) : '',
        if: a.if ? say('playIf', { if: ifSaid(a.if, game) }) : '',
        target: a.target ? say('choosing', { target: sayTarget(a.target, game) }) : '',
        ops: sayOps(a.do, on, game),
      });
    case 'trigger':
      return say('trigger', { when: vocabulary('when', a.when, WHENS), ops: sayOps(a.do, on, game) });
    case 'activated': {
      const cost = a.cost ? costParts(a.cost) : [];
      const parts = present([
        a.timing && say('during', { timing: vocabulary('timing', a.timing, TIMINGS) }),
        a.if && ifSaid(a.if, game),
        a.limit && (a.limit.perTurn === 1 ? say('once') : say('times', { n: a.limit.perTurn })),
        cost.length > 0 && say('pay', { cost: joined(cost, 'comma') }),
      ]);
      return say('activated', {
        parts: part('parts', { list: joined(parts, 'semicolon') }, parts.length),
        target: a.target ? say('choosing', { target: sayTarget(a.target, game) }) : '',
        ops: sayOps(a.do, on, game),
      });
    }
    case 'static': {
      const w = a.while;
      const cond = present([
        w?.defending && say('while.defending'),
        w?.attacking && say('while.attacking'),
        w?.pilot === true && say('while.pilot'),
        typeof w?.pilot === 'string' && say('while.pilotNamed', { pilot: w.pilot }),
        w?.gAtLeast && say('while.g', { n: w.gAtLeast }),
        w?.setTrait && say('while.setTrait', { trait: w.setTrait }),
      ]);
      return say('static', {
        ops: sayOps(a.do, sayAffects(a.affects, game), game, true),
        while: part('while.whole', { list: joined(cond, 'comma') }, cond.length),
      });
    }
    case 'battlefield': {
      const r = a.requires;
      const req = present([
        r.dockMsWith && say('requires.dockMsWith', { what: r.dockMsWith }),
        r.materialsAtLeast && say('requires.materials', { n: r.materialsAtLeast }),
        r.dockMsAtLeast &&
          (r.corps === undefined
            ? say('requires.dockMs', { n: r.dockMsAtLeast })
            : say('requires.dockMsCorps', { n: r.dockMsAtLeast, corps: r.corps })),
        r.warExperienceBelow && say('requires.warExperienceBelow', { n: r.warExperienceBelow }),
      ]);
      return say('battlefield', {
        requires: req.length ? joined(req, 'comma') : say('none'),
        scars: sayOps(a.scars, say('on.self'), game),
      });
    }
    case 'rule':
      return sayRule(a, game);
  }
}

/** One ability as a message, told in the reader's language. */
export function sayAbility(a: ScriptAbility, game: ScriptGame): Message {
  return plain(sayWhole(a, game));
}

/** One ability in English words. */
export function describeAbility(a: ScriptAbility, game: ScriptGame): string {
  return inEnglish(sayAbility(a, game));
}

/** A Gundam War condition as a message ("if you have 3 or more G"). */
export function sayIf(c: ScriptIf): Message {
  return plain(ifSaid(c, 'gundam-war'));
}

/** The condition in English words. */
export function ifText(c: ScriptIf): string {
  return inEnglish(sayIf(c));
}
