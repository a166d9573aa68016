/**
 * Reading Gundam War card text: the special effects a card prints (through the card
 * database's keyword parser) and the small typed effect language the demo set's Commands use. Text the language does not cover stays a manual ability: it can be played
 * and put on the Cut, and the players resolve it by hand.
 */
import { parseKeywords } from '../../cards/keywords';
import type { GundamWarCard } from '../../cards/model';
import { parseModification, printedEffects, type BattleModification, type SpecialEffect } from './keywords';

/** When a Command or text may be played (its printed timing, ch. 07 "Timing for Playing Text"). */
export type TextTiming = 'any' | 'own-turn' | 'enemy-turn' | 'own-disposition' | 'battle' | 'attack' | 'defend' | 'damage' | 'return';

export type TextOp =
  | { op: 'damage'; amount: number; who: 'enemy' | 'any'; inBattle: boolean }
  | { op: 'modify'; mod: BattleModification }
  | { op: 'destroy'; who: 'enemy'; maxTotal: number }
  | { op: 'negate-command' }
  | { op: 'repair'; amount: number }
  | { op: 'negate-destruction' }
  | { op: 'junk-to-hand'; type: 'unit' }
  | { op: 'pollution'; amount: number }
  | { op: 'draw'; amount: number }
  | { op: 'manual'; text: string };

export interface CardText {
  timing: TextTiming;
  op: TextOp;
}

const TIMINGS: [RegExp, TextTiming][] = [
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

/** Reads the body of a text (after its timing) in the demo set's effect language. */
export function parseOp(body: string): TextOp {
  let m: RegExpExecArray | null;
  if ((m = /deal (\d+) damage to 1 (enemy )?unit( in a battle area)?/i.exec(body))) {
    return { op: 'damage', amount: Number(m[1]), who: m[2] ? 'enemy' : 'any', inBattle: Boolean(m[3]) };
  }
  if ((m = /1 unit gets ([+-]\d+\/[+-]\d+\/[+-]\d+) until end of turn/i.exec(body))) {
    return { op: 'modify', mod: parseModification(m[1])! };
  }
  if ((m = /destroy 1 enemy unit whose total nation power is (\d+) or less/i.exec(body))) {
    return { op: 'destroy', who: 'enemy', maxTotal: Number(m[1]) };
  }
  if (/negate 1 command being played/i.test(body)) return { op: 'negate-command' };
  if ((m = /remove up to (\d+) damage from 1 of your units/i.exec(body))) return { op: 'repair', amount: Number(m[1]) };
  if (/negate the destruction of 1 of your units/i.test(body)) return { op: 'negate-destruction' };
  if (/move 1 unit from your junkyard to your hand/i.test(body)) return { op: 'junk-to-hand', type: 'unit' };
  if ((m = /put (\d+) pollution coins? on the enemy player/i.exec(body))) return { op: 'pollution', amount: Number(m[1]) };
  if ((m = /^draw (\d+) cards?\.?$/i.exec(body.trim()))) return { op: 'draw', amount: Number(m[1]) };
  return { op: 'manual', text: body.trim() };
}

const texts = new WeakMap<object, CardText | null>();

/** The played effect of a Command: the first line that starts with a timing. */
export function commandText(card: Pick<GundamWarCard, 'text'>): CardText | null {
  let t = texts.get(card);
  if (t === undefined) texts.set(card, (t = readCommandText(card)));
  return t;
}

function readCommandText(card: Pick<GundamWarCard, 'text'>): CardText | null {
  for (const line of card.text.split('\n')) {
    const t = line.trim();
    const timing = TIMINGS.find(([re]) => re.test(t));
    if (!timing) continue;
    return { timing: timing[1], op: parseOp(t.replace(/^\([^)]*\):?\s*/, '')) };
  }
  return null;
}

const printed = new WeakMap<GundamWarCard, readonly SpecialEffect[]>();

/**
 * The special effects printed on a card, from its keywords; a card that arrives without
 * parsed keywords (a hand-made test card) is read with the card database's keyword parser.
 */
export function cardEffects(card: GundamWarCard): readonly SpecialEffect[] {
  let fx = printed.get(card);
  if (!fx) {
    const keywords = card.keywords?.length ? card.keywords : parseKeywords(card.text, 'gundam-war');
    printed.set(card, (fx = printedEffects({ keywords })));
  }
  return fx;
}
