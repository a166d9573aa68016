import { describe, expect, it } from 'vitest';
import { STATIONS, timingOpenAt } from '../chart';
import type { TextTiming } from '../script';

/** Where a timing is open: the station names (`attack`, `disposition` …) and whose turn, as `own` / `enemy`. */
function openAt(timing: TextTiming): string[] {
  const out: string[] = [];
  for (const st of STATIONS)
    for (const own of [true, false])
      if (timingOpenAt(st, own, timing)) out.push(`${own ? 'own' : 'enemy'} ${st.step || st.phase} ${st.moment}`);
  return [...new Set(out)];
}

describe("timings of one side's phase or step (issue 42)", () => {
  it('opens （自軍攻撃ステップ） only in your own Attack Step', () => {
    expect(openAt('own-attack')).toEqual(['own attack free', 'own attack free-after']);
  });
  it('opens （敵軍戦闘フェイズ） in every step of the enemy’s Battle Phase, never in yours', () => {
    const open = openAt('enemy-battle');
    expect(open.every((o) => o.startsWith('enemy '))).toBe(true);
    expect(open).toEqual(openAt('battle').filter((o) => o.startsWith('enemy ')));
  });
  it('opens （配備フェイズ） in either player’s Disposition Phase, （敵軍配備フェイズ） in the enemy’s only', () => {
    expect(openAt('disposition')).toEqual(['own disposition free', 'enemy disposition free']);
    expect(openAt('enemy-disposition')).toEqual(['enemy disposition free']);
  });
  it('opens （自軍帰還ステップ） in your own Return Step', () => {
    expect(openAt('own-return')).toEqual(['own return free', 'own return free-after']);
  });
});
