/**
 * The Japanese phrasings of Gundam War card text (a card without a script is compiled when
 * it is read, never at play time). A line is read after NFKC, so full-width digits, colons,
 * slashes and brackets (`（戦闘フェイズ）〔Ｒ〕：…＋１／＋１／＋１`) read as their ASCII forms.
 *
 * - a timing `（戦闘フェイズ）`, `《常時》` …, then an optional cost `〔Ｒ〕` (roll this card),
 *   `〔２〕` (roll 2 of your G) or `〔Ｒ＋１〕`, then `：` and the effect;
 * - `（自動Ａ）` / `『常駐』` (constant), `（自動Ｂ）` / `『恒常』`, `（自動Ｄ）` / `『起動』`
 *   (automatic: "このカードが場に出た場合", "このカードが破壊された場合", "ターン終了時に");
 * - effects: カードN枚を引く, …にNダメージを与える, …は、ターン終了時まで＋X／＋Y／＋Zを得る,
 *   …をロールする, …を破壊する, …を持ち主の手札に移す, …のプレイを無効にする, …の破壊を
 *   無効にする, 自軍ジャンクヤードにあるユニットN枚を自軍手札に移す, …は、ターン終了時まで
 *   「高機動」を失う, 本国の上のカードN枚を廃棄する; an "if you ~" (…場合、) before them.
 *
 * Targets: 敵軍ユニット / 自軍ユニット / ユニット, narrowed by 戦闘エリアにいる or 交戦中の,
 * `１～２枚` for up to 2. Special effects are named by their Japanese names (the keyword list).
 */
import { GUNDAM_WAR_KEYWORDS } from '../../cards/keywords';
import type { ScriptAbility, ScriptCost, ScriptIf, ScriptOp, ScriptTarget } from '../schema';
import type { LineStatus, TextCard } from './types';

/** A Japanese line in the forms this file reads: NFKC, no spaces, "±" read as "+". */
export function normaliseJa(line: string): string {
  return line
    .normalize('NFKC')
    .replace(/[\s\u3000]+/g, '')
    .replace(/±/g, '+')
    .replace(/[〜~]/g, '~');
}

/** Does the line read as Japanese (kana or kanji)? */
export const isJapanese = (line: string): boolean => /[\u3040-\u30ff\u4e00-\u9fff]/.test(line);

const TIMINGS: Record<string, string> = {
  常時: 'any',
  自軍ターン: 'own-turn',
  敵軍ターン: 'enemy-turn',
  自軍配備フェイズ: 'own-disposition',
  戦闘フェイズ: 'battle',
  攻撃ステップ: 'attack',
  防御ステップ: 'defend',
  ダメージ判定ステップ: 'damage',
  帰還ステップ: 'return',
};

/** Japanese special-effect names (NFKC, no spaces) → keyword ids. */
const KEYWORD_BY_NAME: ReadonlyMap<string, string> = new Map(
  GUNDAM_WAR_KEYWORDS.flatMap((k) => (k.ja ?? []).map((name) => [normaliseJa(name), k.id] as const)),
);

const keywordOf = (name: string): string | undefined => KEYWORD_BY_NAME.get(normaliseJa(name.replace(/[「」]/g, '')));

const N = '(\\d+)';
const MOD = '([+-]\\d+)/([+-]\\d+)/([+-]\\d+)';
/** 戦闘エリアにいる / 交戦中の, whose, Unit, 1 or 1~N cards. */
const TARGET = `(戦闘エリアにいる、?|交戦中の)?(敵軍|自軍)?ユニット${N}(?:~${N})?枚`;

const re = (body: string) => new RegExp(`^${body}。?$`);
const DRAW = re(`カード${N}枚を引く`);
const DAMAGE = re(`${TARGET}に、?${N}ダメージを与える`);
const MODIFY = re(`${TARGET}は、?ターン終了時まで、?${MOD}を得る`);
const MODIFY_SELF = re(`このカードは、?ターン終了時まで、?${MOD}を得る`);
const ROLL = re(`${TARGET}をロールする`);
const DESTROY = re(`${TARGET}を破壊する`);
const DESTROY_COST = re(`(戦闘エリアにいる、?)?${N}以下の合計国力を持つ敵軍ユニット${N}枚を破壊する`);
const TO_HAND = re(`${TARGET}を、?持ち主の手札に(?:移す|戻す)`);
const NEGATE_PLAY = re(`敵軍コマンド${N}枚のプレイを無効にする`);
const NEGATE_DESTRUCTION = re(`自軍ユニット${N}枚の破壊を無効にする`);
const JUNK_TO_HAND = re(`自軍ジャンクヤードにある、?ユニット${N}枚を、?自軍手札に移す`);
const LOSE = re(`${TARGET}は、?ターン終了時まで、?(.+?)を失う`);
const MILL = re(`(自軍|敵軍)本国の上のカード${N}枚を廃棄する`);
const SELF_IN_AREA = re(`このカードは、?(宇宙|地球)エリアにいる場合、?${MOD}を得る`);

const G_AT_LEAST = /^自軍Gが(\d+)枚以上ある$/;
const UNIT_WITH = /^(.+?)を持つ自軍ユニットが(戦闘エリアに)?(?:いる|ある)$/;

type Effect = { target?: ScriptTarget; if?: ScriptIf; ops: ScriptOp[] };

const modify = (m: RegExpExecArray, at: number): ScriptOp => ({
  op: 'modify',
  melee: Number(m[at]),
  ranged: Number(m[at + 1]),
  hp: Number(m[at + 2]),
});

/** The target of a TARGET match starting at group `at` (place, whose, count, up to). */
function targetOf(m: RegExpExecArray, at: number): ScriptTarget | null {
  const [place, side, first, upTo] = [m[at], m[at + 1], m[at + 2], m[at + 3]];
  // "1 Unit" or "1~N Units": more than one from the start is not a choice the language has.
  if (first !== '1') return null;
  return {
    card: 'unit',
    whose: side === '敵軍' ? 'enemy' : side === '自軍' ? 'yours' : 'any',
    ...(place?.startsWith('戦闘エリア') ? { where: 'battle-area' as const } : {}),
    ...(place === '交戦中の' ? { where: 'engaged' as const } : {}),
    ...(upTo && Number(upTo) > 1 ? { count: Number(upTo) } : {}),
  };
}

function withTarget(m: RegExpExecArray, ops: ScriptOp[]): Effect | null {
  const target = targetOf(m, 1);
  return target ? { target, ops } : null;
}

/** "If you ~" before the effect (ch. 12 Effects that require Special Conditions). */
function readIf(text: string): ScriptIf | null {
  let m: RegExpExecArray | null;
  if ((m = G_AT_LEAST.exec(text))) return { gAtLeast: Number(m[1]) };
  if ((m = UNIT_WITH.exec(text))) {
    const keyword = keywordOf(m[1]);
    return keyword ? { unit: { keyword, ...(m[2] ? { where: 'battle-area' as const } : {}) } } : null;
  }
  return null;
}

/** The effect of a played text or automatic effect (normalised), or null when it is not one of these phrasings. */
export function readEffectJa(body: string, chosenOnResolution = false): Effect | null {
  const cond = /^(.+?)場合、(.+)$/.exec(body);
  if (cond) {
    const c = readIf(cond[1]);
    const rest = c ? readEffectJa(cond[2], chosenOnResolution) : null;
    return c && rest && !rest.if ? { ...rest, if: c } : null;
  }
  let m: RegExpExecArray | null;
  if ((m = DRAW.exec(body))) return { ops: [{ op: 'draw', count: Number(m[1]) }] };
  if ((m = DAMAGE.exec(body))) return withTarget(m, [{ op: 'damage', amount: Number(m[5]) }]);
  if ((m = MODIFY.exec(body))) return withTarget(m, [modify(m, 5)]);
  if ((m = MODIFY_SELF.exec(body))) return { ops: [modify(m, 1)] };
  if ((m = ROLL.exec(body))) return withTarget(m, [{ op: 'roll' }]);
  if ((m = DESTROY_COST.exec(body)) && m[3] === '1')
    return {
      target: { card: 'unit', whose: 'enemy', maxCost: Number(m[2]), ...(m[1] ? { where: 'battle-area' } : {}) },
      ops: [{ op: 'destroy' }],
    };
  if ((m = DESTROY.exec(body))) return withTarget(m, [{ op: 'destroy' }]);
  if ((m = TO_HAND.exec(body))) return withTarget(m, [{ op: 'move', to: 'hand' }]);
  if ((m = NEGATE_PLAY.exec(body)) && m[1] === '1')
    return {
      target: { card: 'command', whose: 'enemy', where: 'being-played' },
      ops: [{ op: 'negate', what: 'play' }],
    };
  if ((m = NEGATE_DESTRUCTION.exec(body)) && m[1] === '1')
    return { target: { card: 'unit', whose: 'yours' }, ops: [{ op: 'negate', what: 'destruction' }] };
  if ((m = JUNK_TO_HAND.exec(body)) && m[1] === '1') {
    if (chosenOnResolution) return { ops: [{ op: 'move', to: 'hand', choose: { card: 'unit', where: 'junkyard' } }] };
    return { target: { card: 'unit', whose: 'yours', where: 'junkyard' }, ops: [{ op: 'move', to: 'hand' }] };
  }
  if ((m = LOSE.exec(body))) {
    const keyword = keywordOf(m[5]);
    return keyword ? withTarget(m, [{ op: 'lose', keyword }]) : null;
  }
  if ((m = MILL.exec(body)))
    return { ops: [{ op: 'mill', who: m[1] === '自軍' ? 'you' : 'opponent', count: Number(m[2]) }] };
  return null;
}

/** 〔Ｒ〕, 〔２〕, 〔Ｒ＋１〕: roll this card and/or N of your G (〔０〕 costs nothing). */
function readCost(text: string): ScriptCost | null {
  const cost: ScriptCost = {};
  for (const part of text.split('+')) {
    if (part === 'R') cost.rollSelf = true;
    else if (/^\d+$/.test(part)) {
      if (Number(part) > 0) cost.rollG = Number(part);
    } else return null;
  }
  return cost;
}

const AUTO = /^(?:\(自動([ABCD])\)|『(常駐|恒常|起動)』):(.+)$/;
const KIND_OF: Record<string, 'A' | 'B' | 'C' | 'D'> = { 常駐: 'A', 恒常: 'B', 起動: 'D' };
const TIMED = /^[(《]([^)》]+)[)》](?:〔([^〕]*)〕)?:(.+)$/;

/** An automatic text: its when, from the kind and the opening words. */
function readAuto(kind: 'B' | 'D', body: string): { when: string; rest: string } | null {
  let m: RegExpExecArray | null;
  if ((m = /^このカードが(?:プレイされて場に出た|場に出た|プレイされた)場合、(.+)$/.exec(body)))
    return { when: kind === 'B' ? 'played' : 'comes-out', rest: m[1] };
  if (kind === 'D' && (m = /^このカードが破壊された場合、(.+)$/.exec(body))) return { when: 'destroyed', rest: m[1] };
  if (kind === 'D' && (m = /^各?ターン終了時に、(.+)$/.exec(body))) return { when: 'end-of-turn', rest: m[1] };
  return null;
}

/** One Japanese line into script abilities; null when it is not a Japanese text line this file knows the shape of. */
export function readLineJa(raw: string, card: TextCard, out: ScriptAbility[]): LineStatus | null {
  const line = normaliseJa(raw);
  let m: RegExpExecArray | null;
  if ((m = AUTO.exec(line))) {
    const kind = m[1] ?? KIND_OF[m[2]];
    const body = m[3];
    if (kind === 'A') {
      const a = SELF_IN_AREA.exec(body);
      if (!a) return 'manual';
      out.push({
        kind: 'static',
        text: raw,
        affects: { scope: 'self', card: 'unit', area: a[1] === '宇宙' ? 'space' : 'earth' },
        do: [modify(a, 2)],
      });
      return 'compiled';
    }
    if (kind !== 'B' && kind !== 'D') return 'manual';
    const auto = readAuto(kind, body);
    const e = auto ? readEffectJa(auto.rest, true) : null;
    if (!auto || !e || e.target || e.if) return 'manual';
    out.push({ kind: 'trigger', text: raw, when: auto.when, do: e.ops });
    return 'compiled';
  }
  if (!(m = TIMED.exec(line))) return null;
  const timing = TIMINGS[m[1]];
  if (!timing) return 'manual';
  const e = readEffectJa(m[3]);
  const cost = m[2] === undefined ? {} : readCost(m[2]);
  if (card.type === 'command') {
    // A Command's cost is the card's; a text cost on one is not a form the rules know.
    const ok = e && m[2] === undefined;
    out.push({
      kind: 'play',
      text: raw,
      timing,
      ...(ok && e.if ? { if: e.if } : {}),
      ...(ok && e.target ? { target: e.target } : {}),
      do: ok ? e.ops : [{ op: 'manual', text: raw }],
    });
    return ok ? 'compiled' : 'manual';
  }
  if (!e || !cost) return 'manual';
  out.push({
    kind: 'activated',
    text: raw,
    timing,
    ...(e.if ? { if: e.if } : {}),
    ...(Object.keys(cost).length ? { cost } : {}),
    ...(e.target ? { target: e.target } : {}),
    do: e.ops,
  });
  return 'compiled';
}
