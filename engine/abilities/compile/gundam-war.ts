/**
 * Compiles Gundam War card text into a script when a card is read (never at play time): the
 * timings of played text (ch. 07), Command effects, constant texts (Auto A), "when this card
 * is played" (Auto B) and "at the end of each turn" (Auto D), a G's chosen colour, Extra and
 * Substitute Cost payments and a Transformed Mode. A line none of these phrasings reads stays
 * manual: a Command still plays and the players resolve its effect by hand.
 */
import { parseKeywords, SENTENCE_KEYWORDS, splitKeywordText } from '../../cards/keywords';
import { needsV2, type ScriptAbility, type ScriptIf, type ScriptOp, type ScriptTarget } from '../schema';
import { isJapanese, readLineJa } from './gundam-war-ja';
import { compileLineByGrammar } from './grammar/compile-line';
import type { Compiled, CompiledLine, TextCard } from './types';

const TIMINGS: [RegExp, string][] = [
  [/^\(any time\)/i, 'any'],
  [/^\(own turn\)/i, 'own-turn'],
  [/^\(enemy turn\)/i, 'enemy-turn'],
  [/^\(own disposition phase\)/i, 'own-disposition'],
  [/^\(battle phase\)/i, 'battle'],
  [/^\(attack step\)/i, 'attack'],
  [/^\(defen[cs]e? step\)|^\(defend step\)/i, 'defend'],
  [/^\(damage calculation step\)/i, 'damage'],
  [/^\(return step\)/i, 'return'],
];

const MOD = '([+-]\\d+)\\/([+-]\\d+)\\/([+-]\\d+)';
// Built once: a compiler reads every line of a 100,000-card file.
const MODIFY_ONE = new RegExp(`^1 unit gets ${MOD} until end of turn\\.?$`, 'i');
const SQUAD_OTHERS = new RegExp(`^the other units in this card's squad get ${MOD}\\.?$`, 'i');
const ENEMY_IN_AREA_WITHOUT = new RegExp(
  `^enemy units in the (earth|space) area that do not have (.+?) get ${MOD}\\.?$`,
  'i',
);
const YOURS_WITH = new RegExp(`^your units with (.+?) get ${MOD}\\.?$`, 'i');
const IF_SET_ON_WITH = new RegExp(`^if this card is set on a unit with (.+?), that unit gets ${MOD}\\.?$`, 'i');
const HOST_WHILE_IT_HAS = new RegExp(`^the unit this card is set on gets ${MOD} while it has (.+?)\\.?$`, 'i');
const IF_CHARACTER_SET = new RegExp(`^if a character with (.+?) is set on this card, this card gets ${MOD}\\.?$`, 'i');
const modify = (m: RegExpExecArray, at: number): ScriptOp => ({
  op: 'modify',
  melee: Number(m[at]),
  ranged: Number(m[at + 1]),
  hp: Number(m[at + 2]),
});

/** A special effect named in text, as its keyword id ("Space Battle" → `space-battle`); the rules know its aliases. */
function keywordId(name: string): string | null {
  const id = name
    .trim()
    .toLowerCase()
    // A bracket is at most a parameter's length, so no search rescans a long unclosed one.
    .replace(/\([^)\n]{0,200}\)/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    // One dash at most at either end: the line above has folded every run into one.
    .replace(/^-|-$/g, '');
  return id || null;
}

type Effect = { target?: ScriptTarget; if?: ScriptIf; ops: ScriptOp[] };

const MODIFY_SELF = new RegExp(`^this card gets ${MOD} until end of turn\\.?$`, 'i');

/** "If you have N or more G" / "if you have a Unit with X (in a Battle Area)" (ch. 12 Special Conditions). */
function readIf(text: string): ScriptIf | null {
  let m: RegExpExecArray | null;
  if ((m = /^if you have (\d+) or more g$/i.exec(text))) return { gAtLeast: Number(m[1]) };
  if ((m = /^if you have a unit with (.+?)( in a battle area)?$/i.exec(text))) {
    const keyword = keywordId(m[1]);
    return keyword ? { unit: { keyword, ...(m[2] ? { where: 'battle-area' as const } : {}) } } : null;
  }
  return null;
}

/** The body of a played text or automatic effect, after its timing. */
export function readEffect(body: string, chosenOnResolution = false): Effect | null {
  const b = body.trim();
  let m: RegExpExecArray | null;
  if ((m = /^(if you have [^,]+), (.+)$/i.exec(b))) {
    const c = readIf(m[1]);
    const rest = c ? readEffect(m[2], chosenOnResolution) : null;
    return c && rest && !rest.if ? { ...rest, if: c } : null;
  }
  if ((m = /^roll 1 (enemy )?unit( in a battle area)?\.?$/i.exec(b)))
    return {
      target: { card: 'unit', whose: m[1] ? 'enemy' : 'any', ...(m[2] ? { where: 'battle-area' as const } : {}) },
      ops: [{ op: 'roll' }],
    };
  if ((m = /^1 (enemy )?unit loses (.+?) until end of turn\.?$/i.exec(b))) {
    const keyword = keywordId(m[2]);
    return keyword ? { target: { card: 'unit', whose: m[1] ? 'enemy' : 'any' }, ops: [{ op: 'lose', keyword }] } : null;
  }
  if ((m = /^return 1 (enemy )?unit to its owner's hand\.?$/i.exec(b)))
    return { target: { card: 'unit', whose: m[1] ? 'enemy' : 'any' }, ops: [{ op: 'move', to: 'hand' }] };
  if ((m = MODIFY_SELF.exec(b))) return { ops: [modify(m, 1)] };
  if ((m = /^deal (\d+) damage to 1 (enemy )?unit( in a battle area)?\.?$/i.exec(b))) {
    return {
      target: { card: 'unit', whose: m[2] ? 'enemy' : 'any', ...(m[3] ? { where: 'battle-area' as const } : {}) },
      ops: [{ op: 'damage', amount: Number(m[1]) }],
    };
  }
  if ((m = MODIFY_ONE.exec(b))) return { target: { card: 'unit', whose: 'any' }, ops: [modify(m, 1)] };
  if ((m = /^destroy 1 enemy unit whose total nation power is (\d+) or less\.?$/i.exec(b))) {
    return { target: { card: 'unit', whose: 'enemy', maxCost: Number(m[1]) }, ops: [{ op: 'destroy' }] };
  }
  if (/^negate 1 command being played\.?$/i.test(b))
    return { target: { card: 'command', whose: 'any', where: 'being-played' }, ops: [{ op: 'negate', what: 'play' }] };
  if ((m = /^remove up to (\d+) damage from 1 of your units\.?$/i.exec(b)))
    return { target: { card: 'unit', whose: 'yours' }, ops: [{ op: 'repair', amount: Number(m[1]) }] };
  if (/^negate the destruction of 1 of your units\.?$/i.test(b))
    return { target: { card: 'unit', whose: 'yours' }, ops: [{ op: 'negate', what: 'destruction' }] };
  if (/^move 1 unit from your junkyard to your hand\.?$/i.test(b)) {
    // An automatic effect has no target chosen as it is played: the Unit is chosen as it resolves.
    if (chosenOnResolution) return { ops: [{ op: 'move', to: 'hand', choose: { card: 'unit', where: 'junkyard' } }] };
    return { target: { card: 'unit', whose: 'yours', where: 'junkyard' }, ops: [{ op: 'move', to: 'hand' }] };
  }
  if ((m = /^put (\d+) pollution coins? on the enemy player\.?$/i.exec(b)))
    return { ops: [{ op: 'pollution', amount: Number(m[1]) }] };
  if ((m = /^draw (\d+) cards?\.?$/i.exec(b))) return { ops: [{ op: 'draw', count: Number(m[1]) }] };
  if ((m = /^draw (\d+) cards?, then put 1 card from your hand on the bottom of your nation\.?$/i.exec(b))) {
    return {
      ops: [
        { op: 'draw', count: Number(m[1]) },
        { op: 'nation-bottom', count: 1 },
      ],
    };
  }
  return null;
}

/** One Auto A text as a constant (static) ability, or a rule the module carries out. */
function readAutoA(body: string, card: TextCard): ScriptAbility | 'keyword' | null {
  let m: RegExpExecArray | null;
  const b = body.trim();
  if ((m = SQUAD_OTHERS.exec(b)))
    return { kind: 'static', affects: { scope: 'squad-others', card: 'unit' }, do: [modify(m, 1)] };
  if ((m = ENEMY_IN_AREA_WITHOUT.exec(b))) {
    const without = keywordId(m[2]);
    return without
      ? {
          kind: 'static',
          affects: { scope: 'enemy', card: 'unit', area: m[1].toLowerCase() as 'earth' | 'space', without },
          do: [modify(m, 3)],
        }
      : null;
  }
  if ((m = YOURS_WITH.exec(b))) {
    const keyword = keywordId(m[1]);
    return keyword ? { kind: 'static', affects: { scope: 'yours', card: 'unit', keyword }, do: [modify(m, 2)] } : null;
  }
  if ((m = IF_SET_ON_WITH.exec(b))) {
    const keyword = keywordId(m[1]);
    return keyword ? { kind: 'static', affects: { scope: 'host', card: 'unit', keyword }, do: [modify(m, 2)] } : null;
  }
  if ((m = HOST_WHILE_IT_HAS.exec(b))) {
    const keyword = keywordId(m[4]);
    return keyword ? { kind: 'static', affects: { scope: 'host', card: 'unit', keyword }, do: [modify(m, 1)] } : null;
  }
  if ((m = IF_CHARACTER_SET.exec(b))) {
    return {
      kind: 'static',
      affects: { scope: 'self', card: 'unit' },
      while: { setTrait: m[1].trim() },
      do: [modify(m, 2)],
    };
  }
  if (
    (m =
      /^(?:while you have (\d+) or more g, )?your commands need (\d+) less total nation power, to a minimum of 1\.?$/i.exec(
        b,
      ))
  ) {
    return {
      kind: 'static',
      affects: { scope: 'yours', card: 'command' },
      ...(m[1] ? { while: { gAtLeast: Number(m[1]) } } : {}),
      do: [{ op: 'cost', delta: -Number(m[2]) }],
    };
  }
  if (
    card.type === 'g' &&
    /^this card gives 1 nation power of one colou?r you choose when it is put out onto the field\.?$/i.test(b)
  )
    return { kind: 'rule', rule: 'choose-g-colour' };
  // Variable's G part (ch. 21 Variable): the keyword's own rule.
  if (
    /^this card gives 1 (blue|green|black|red|white|brown|purple) nation power\.?$/i.test(b) &&
    /\bvariable\b/i.test(card.text)
  )
    return 'keyword';
  return null;
}

/** Extra Cost and Substitute Cost payments (ch. 21), read from the keyword's parameter. */
function readPayment(text: string): { abolishCharacter?: true; removeFromJunkyard?: number } | null {
  if (/^abolish 1 of your characters( on the field)?$/i.test(text.trim())) return { abolishCharacter: true };
  const m = /^remove (\d+) cards? in your junkyard from the game\.?$/i.exec(text.trim());
  return m ? { removeFromJunkyard: Number(m[1]) } : null;
}

/** Auto B "when this card is played"; Auto D "when this card comes out onto the Field", "when this card is destroyed", "at the end of each turn". */
const AUTO_WHEN: [RegExp, string][] = [
  [/^\(auto b\):\s*when this card is played,\s*(\S.*)$/i, 'played'],
  [/^\(auto d\):\s*when this card comes out onto the field,\s*(\S.*)$/i, 'comes-out'],
  [/^\(auto d\):\s*when this card is destroyed,\s*(\S.*)$/i, 'destroyed'],
  [/^\(auto d\):\s*at the end of each turn,\s*(\S.*)$/i, 'end-of-turn'],
];

function readAutoWhen(line: string): { when: string; rest: string } | null {
  for (const [re, when] of AUTO_WHEN) {
    const m = re.exec(line);
    if (m) return { when, rest: m[1] };
  }
  return null;
}

function readLine(line: string, card: TextCard, out: ScriptAbility[]): CompiledLine['status'] {
  let m: RegExpExecArray | null;
  if ((m = /^\(auto a\):\s*(\S.*)$/i.exec(line))) {
    const a = readAutoA(m[1], card);
    if (a === 'keyword') return 'keyword';
    if (!a) return 'manual';
    out.push({ ...a, text: line });
    return 'compiled';
  }
  const auto = readAutoWhen(line);
  if (auto) {
    const e = readEffect(auto.rest, true);
    if (!e || e.target || e.if) return 'manual';
    out.push({ kind: 'trigger', text: line, when: auto.when, do: e.ops });
    return 'compiled';
  }
  if (
    (m =
      /^\(transformed mode\):\s*battle stats\s*(\d+|\*)\s*\/\s*(\d+|\*)\s*\/\s*(\d+|\*)(?:;\s*this card has (.+?))?\.?$/i.exec(
        line,
      ))
  ) {
    const keyword = m[4] ? keywordId(m[4]) : null;
    if (m[4] && !keyword) return 'manual';
    out.push({
      kind: 'rule',
      rule: 'transformed-mode',
      text: line,
      stats: { melee: Number(m[1]) || 0, ranged: Number(m[2]) || 0, hp: Number(m[3]) || 0 },
      ...(keyword ? { keywords: [keyword] } : {}),
    });
    return 'compiled';
  }
  const timing = TIMINGS.find(([re]) => re.test(line));
  if (timing) {
    const body = line.replace(/^\([^)]*\):?\s*/, '');
    const e = readEffect(body);
    if (card.type === 'command') {
      out.push({
        kind: 'play',
        text: line,
        timing: timing[1],
        ...(e?.if ? { if: e.if } : {}),
        ...(e?.target ? { target: e.target } : {}),
        do: e ? e.ops : [{ op: 'manual', text: body.trim() }],
      });
      return e ? 'compiled' : 'manual';
    }
    // Text a card on the Field plays, paying its cost by rolling itself or the G it is Set on.
    const paid = /^roll (this card|the g this card is set on)\.\s*(\S.*)$/i.exec(body);
    const effect = e ?? (paid ? readEffect(paid[2]) : null);
    if (!paid || !effect) return 'manual';
    const cost = /^this card$/i.test(paid[1]) ? { rollSelf: true as const } : { rollHost: true as const };
    out.push({
      kind: 'activated',
      text: line,
      timing: timing[1],
      ...(effect.if ? { if: effect.if } : {}),
      cost,
      ...(effect.target ? { target: effect.target } : {}),
      do: effect.ops,
    });
    return 'compiled';
  }
  return 'manual';
}

function keywordLine(line: string, out: ScriptAbility[]): CompiledLine['status'] | null {
  const keywords = parseKeywords(line, 'gundam-war');
  if (!keywords.length) return null;
  const k = keywords[0];
  if (k.id === 'extra-cost' || k.id === 'substitute-cost') {
    const pay = readPayment(k.id === 'extra-cost' ? (k.param ?? '') : (k.effect ?? ''));
    if (!pay) return 'manual';
    out.push({ kind: 'rule', rule: k.id, text: line, cost: pay });
    return 'compiled';
  }
  if (!splitKeywordText(line, 'gundam-war').text) return 'keyword';
  // Keywords that carry their own effect text (Multiple ->, Team ->[A]B) are read by the keyword.
  return /->|→/.test(line) ? 'keyword' : null;
}

/** A line through the first readers (one regular expression per phrasing): its status, its abilities into `out`. */
function readLineFirst(text: string, card: TextCard, played: boolean, out: ScriptAbility[]): CompiledLine['status'] {
  // Rules printed as sentences ("a deck may contain any number of cards named …") are keywords; any other
  // line opening with a timing or "(Auto …)" is text, never a keyword line (and reading keywords costs most).
  if (SENTENCE_KEYWORDS['gundam-war'].some((k) => k.pattern.test(text))) return 'keyword';
  // Japanese text (gundam-war-ja.ts) has its own timings and Auto words; its keyword lines are read as keywords.
  const jaLater = played && card.type === 'command' && /^[(（《]/.test(text);
  const ja = isJapanese(text) ? (jaLater ? 'manual' : readLineJa(text, card, out)) : null;
  let status = ja ?? (text.startsWith('(') ? null : keywordLine(text, out));
  if (status === null && isJapanese(text)) status = 'manual';
  // A Command plays its first timed text; later timed lines are not its played effect.
  if (status === null)
    status =
      played && card.type === 'command' && TIMINGS.some(([re]) => re.test(text)) ? 'manual' : readLine(text, card, out);
  return status;
}

/** A reminder printed in brackets, `（注：…）` / `(Note: …)`: it explains, it does nothing (bounded, so no rescans). */
const REMINDER = /[(（]\s*(?:注|note)\s*[:：][^()（）\n]{0,400}[)）]/gi;

export function compileGundamWar(card: TextCard): Compiled {
  const abilities: ScriptAbility[] = [];
  const lines: CompiledLine[] = [];
  for (const raw of card.text.split('\n')) {
    const text = raw.replace(REMINDER, '').trim();
    if (!text) continue;
    const played = abilities.some((a) => a.kind === 'play');
    const first: ScriptAbility[] = [];
    const status = readLineFirst(text, card, played, first);
    // What the first readers leave to the players, the grammar reads clause by clause (grammar/).
    const g = status === 'manual' ? compileLineByGrammar(text, card) : null;
    const second = g && !(played && g.abilities.some((a) => a.kind === 'play')) ? g : null;
    // A manual play that knows its target is more than one that does not.
    const aims = second?.abilities.some((a) => a.kind === 'play' && a.target) ?? false;
    if (second && (second.line.status !== 'manual' || first.length === 0 || aims)) {
      abilities.push(...second.abilities);
      lines.push(second.line);
    } else {
      abilities.push(...first);
      lines.push({ text, status });
    }
  }
  // Version 1 while the script says nothing newer: a card compiled before keeps the same script.
  const v = abilities.some((a) => needsV2(a as Parameters<typeof needsV2>[0])) ? 2 : 1;
  return { script: abilities.length ? { v, abilities } : undefined, lines };
}
