/**
 * A keyword's parameter read once, as the card is read: the numbers and modifications its
 * words say (`Cruiser-use-Modification (+0/+2/+1)`, `Team ->[A]+1/+1/+0`, Substitute Cost's
 * `[Total Nation Power -1]` or `［合計国力－１］`) become fields of the keyword, so the rules
 * engine reads data and never the English or Japanese wording. Reading again gives the same
 * keyword: the fields are worked out from `param` and `effect` every time.
 */
import type { BattleModification, CostChange, Keyword } from '../model';

const MODIFICATION = /([+-]\d+)\s*\/\s*([+-]\d+)\s*\/\s*([+-]\d+)/;
const BARE_MODIFICATION = /^\s*[+-]\d+\s*\/\s*[+-]\d+\s*\/\s*[+-]\d+\s*$/;

/** Full-width signs (NFKC) and the minus sign a card may print for a hyphen. */
const signs = (text: string) => text.normalize('NFKC').replace(/[−–]/g, '-');

/** The first `+X/+Y/+Z` in `text`, or undefined. */
export function readModification(text: string | undefined): BattleModification | undefined {
  const m = MODIFICATION.exec(signs(text ?? ''));
  return m ? { melee: Number(m[1]), ranged: Number(m[2]), hp: Number(m[3]) } : undefined;
}

/** The English and Japanese words for the two parts of a cost (ch. 05): 合計国力 and 指定国力. */
const TOTAL = /(?:total|合計)[^+\-\d]*([+-]\d+)/i;
const DESIGNATED = /(?:designated|指定)[^+\-\d]*([+-]\d+)/i;

/** Substitute Cost's B: undefined for `*` (no effect, ch. 21), else what it adds to each part of the cost. */
export function readCostChange(text: string | undefined): CostChange | undefined {
  const b = signs(text ?? '').trim();
  if (b === '*' || b === '') return undefined;
  const total = TOTAL.exec(b);
  const designated = DESIGNATED.exec(b);
  return {
    ...(total ? { total: Number(total[1]) } : {}),
    ...(designated ? { designated: Number(designated[1]) } : {}),
  };
}

function sameMod(a: BattleModification | undefined, b: BattleModification | undefined): boolean {
  return a === b || (!!a && !!b && a.melee === b.melee && a.ranged === b.ranged && a.hp === b.hp);
}

function sameCost(a: CostChange | undefined, b: CostChange | undefined): boolean {
  return a === b || (!!a && !!b && a.total === b.total && a.designated === b.designated);
}

/** The keyword with what its parameter says as fields; the keyword itself when it has them already. */
export function withParams(keyword: Keyword): Keyword {
  const { mod: _m, modOnly: _o, costChange: _c, ...plain } = keyword;
  let read: Keyword = plain;
  switch (keyword.id) {
    case 'cruiser-use-modification': {
      read = { ...plain, mod: readModification(keyword.param) ?? { melee: 0, ranged: 0, hp: 0 } };
      break;
    }
    case 'multiple': {
      const mod = readModification(keyword.effect ?? keyword.param);
      if (mod) read = { ...plain, mod };
      break;
    }
    case 'team': {
      const mod = readModification(keyword.effect);
      if (mod)
        read = BARE_MODIFICATION.test(signs(keyword.effect ?? ''))
          ? { ...plain, mod, modOnly: true }
          : { ...plain, mod };
      break;
    }
    case 'substitute-cost': {
      const costChange = readCostChange(keyword.param);
      if (costChange) read = { ...plain, costChange };
      break;
    }
  }
  const same =
    sameMod(read.mod, keyword.mod) && read.modOnly === keyword.modOnly && sameCost(read.costChange, keyword.costChange);
  return same ? keyword : read;
}
