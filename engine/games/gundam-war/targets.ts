/**
 * What a script's target means on a Gundam War table (ch. 08 step 2, chosen on declaration;
 * ch. 12, checked again as the effect resolves): which cards it may be, in words for a refusal,
 * and the candidates a legal-move listing tries.
 */
import type { ScriptTarget } from '../../abilities';
import type { CardId, GameState, Seat } from '../../core/types';
import { areaOf, cardType, controllerOf, def, fieldCards, isPlaying, squad } from './read';
import { rulesOf, ZONE, zk } from './state';
import { zoneList } from './zone-lists';

const unit = (s: GameState, t: CardId) =>
  controllerOf(s, t) !== null && cardType(s, t) === 'unit' && s.cards[t].attachedTo === null;

/** Is this Unit engaged in battle: in a Battle Area where the other side has a squad (ch. 20 "Engaged in Battle with ~")? */
function engaged(s: GameState, t: CardId): boolean {
  const area = areaOf(s, t);
  const seat = controllerOf(s, t);
  return area !== null && seat !== null && squad(s, seat === 0 ? 1 : 0, area).length > 0;
}

/** May `t` be the target of `card`'s text played by `seat`? */
export function targetFits(s: GameState, seat: Seat, card: CardId, target: ScriptTarget, t: CardId): boolean {
  if (!s.cards[t]) return false;
  if (target.where === 'junkyard')
    return s.cards[t].zone === zk(seat, ZONE.junkyard) && (target.card !== 'unit' || def(s, t).type === 'unit');
  if (target.where === 'being-played')
    return t !== card && isPlaying(s, t) && (target.card !== 'command' || def(s, t).type === 'command');
  if (target.card === 'unit' && !unit(s, t)) return false;
  if (target.whose === 'enemy' && controllerOf(s, t) === seat) return false;
  if (target.whose === 'yours' && controllerOf(s, t) !== seat) return false;
  if (target.where === 'battle-area' && areaOf(s, t) === null) return false;
  if (target.where === 'engaged' && !engaged(s, t)) return false;
  if (target.maxCost !== undefined && (def(s, t).cost ?? 0) > target.maxCost) return false;
  return true;
}

/** Are these the text's targets: 1 to `count` different cards (1 unless stated), each fitting? */
export function targetsFit(s: GameState, seat: Seat, card: CardId, target: ScriptTarget, ts: CardId[]): boolean {
  if (ts.length < 1 || ts.length > (target.count ?? 1)) return false;
  // Loops, not a Set and `every`: listing checks each Command's targets here, one or two of them.
  for (let i = 0; i < ts.length; i++) {
    for (let j = 0; j < i; j++) if (ts[j] === ts[i]) return false;
    if (!targetFits(s, seat, card, target, ts[i])) return false;
  }
  return true;
}

/** The target in words: "1 enemy Unit in a Battle Area", "1 to 2 enemy Units". */
export function targetWords(target: ScriptTarget): string {
  const n = target.count ?? 1;
  if (n > 1) return `1 to ${n} different targets (each ${targetWords({ ...target, count: 1 }).replace(/^1 /, '')})`;
  const what = target.card === 'command' ? 'Command' : target.card === 'unit' ? 'Unit' : 'card';
  if (target.where === 'junkyard') return `1 ${what} in your Junkyard`;
  if (target.where === 'being-played') return `1 ${what} being played`;
  if (target.whose === 'yours') return `1 of your ${what}s`;
  const who = target.whose === 'enemy' ? 'enemy ' : '';
  if (target.where === 'battle-area') return `1 ${who}${what} in a Battle Area`;
  if (target.where === 'engaged') return `1 ${who}${what} engaged in battle`;
  if (target.maxCost !== undefined) return `1 ${who}${what} of Total Nation Power ${target.maxCost} or less`;
  return `1 ${who}${what}`;
}

/** The cards worth trying as the target, in a fixed order (the seat's own first). */
export function targetCandidates(s: GameState, seat: Seat, card: CardId, target: ScriptTarget): CardId[] {
  const enemy = (seat === 0 ? 1 : 0) as Seat;
  const units = (p: Seat) => (p < s.seats ? fieldCards(s, p).filter((c) => cardType(s, c) === 'unit') : []);
  // The record's keys are the ids' spellings.
  if (target.where === 'being-played')
    return Object.keys(rulesOf(s).playing)
      .map(Number)
      .filter((t) => t !== card);
  if (target.where === 'junkyard') return zoneList(s, seat, 'junkyard').filter((t) => def(s, t).type === 'unit');
  if (target.whose === 'yours') return units(seat);
  if (target.whose === 'enemy') return units(enemy);
  return [...units(seat), ...units(enemy)];
}
