/**
 * Every op of the script language, by name. Each op is one file; a game's own ops live in
 * its folder here (the script reader must know them to check a card file, and the card
 * import stands below the game engines).
 */
import type { ScriptGame as GameId } from './game';
import { damageAll, destroyAll } from './gundam-war/all-that-fit';
import { branch } from './gundam-war/branch';
import { choose } from './gundam-war/choose';
import { coin } from './gundam-war/coin';
import { control } from './gundam-war/control';
import { noSortie } from './gundam-war/no-sortie';
import { removeCoin } from './gundam-war/remove-coin';
import { cost } from './gundam-war/cost';
import { ifDone } from './gundam-war/if-done';
import { lock } from './gundam-war/lock';
import { lose } from './gundam-war/lose';
import { roll } from './gundam-war/roll';
import { negate } from './gundam-war/negate';
import { negateEffect } from './gundam-war/negate-effect';
import { negateText } from './gundam-war/negate-text';
import { noBattleDamage } from './gundam-war/no-battle-damage';
import { pay } from './gundam-war/pay';
import { nationBottom } from './gundam-war/nation-bottom';
import { pollution } from './gundam-war/pollution';
import { recover } from './gundam-war/recover';
import { repair } from './gundam-war/repair';
import { search } from './gundam-war/search';
import { shuffle } from './gundam-war/shuffle';
import { clash } from './ms-war/clash';
import { expend } from './ms-war/expend';
import { forbid } from './ms-war/forbid';
import { defunct } from './ms-war/defunct';
import { onlyDefend } from './ms-war/only-defend';
import { price } from './ms-war/price';
import { voidOp } from './ms-war/void';
import { recycle } from './ms-war/recycle';
import { regenerate } from './ms-war/regenerate';
import { warExperience } from './ms-war/war-experience';
import type { OpDef } from './op';
import { damage } from './ops/damage';
import { destroy } from './ops/destroy';
import { discard } from './ops/discard';
import { draw } from './ops/draw';
import { gain } from './ops/gain';
import { manual } from './ops/manual';
import { mill } from './ops/mill';
import { modify } from './ops/modify';
import { move } from './ops/move';

const ALL: OpDef[] = [
  draw,
  discard,
  mill,
  destroy,
  damage,
  modify,
  move,
  gain,
  manual,
  clash,
  regenerate,
  expend,
  recycle,
  warExperience,
  forbid,
  voidOp,
  defunct,
  onlyDefend,
  price,
  repair,
  negate,
  pollution,
  nationBottom,
  cost,
  lose,
  roll,
  recover,
  destroyAll,
  damageAll,
  ifDone,
  search,
  shuffle,
  choose,
  branch,
  lock,
  pay,
  noBattleDamage,
  negateText,
  negateEffect,
  control,
  coin,
  noSortie,
  removeCoin,
];

export const OPS: ReadonlyMap<string, OpDef> = new Map(ALL.map((o) => [o.name, o]));

/** The op names a game's scripts may use, in a stable order (for messages and docs). */
export function opNames(game: GameId): string[] {
  return ALL.filter((o) => o.games.includes(game)).map((o) => o.name);
}

export function opDef(name: string): OpDef {
  const def = OPS.get(name);
  // Scripts are checked when they are read; an unknown op here is an engine bug.
  if (!def) throw new Error(`No script op "${name}".`);
  return def;
}
