import { describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { i18n } from '../../../i18n';
import { loadStepStops, PRIORITY_STEPS, saveStepStops, STEP_STOPS_SETTING, stepStopLabel, toggled } from './stepStops';

describe('step stops', () => {
  it('are kept per game and per seat, and read back as they were set', async () => {
    const gw = toggled(toggled([new Set(), new Set()], 0, 'battle/attack', true), 1, 'draw/', true);
    await saveStepStops('gundam-war', gw);
    await saveStepStops('ms-war', toggled([new Set(), new Set()], 1, 'attack/battle', true));
    const back = await loadStepStops('gundam-war');
    expect([...back[0]]).toEqual(['battle/attack']);
    expect([...back[1]]).toEqual(['draw/']);
    const ms = await loadStepStops('ms-war');
    expect([...ms[0]]).toEqual([]);
    expect([...ms[1]]).toEqual(['attack/battle']);
    const off = toggled(back, 0, 'battle/attack', false);
    expect(off[0].size).toBe(0);
    expect(off[1]).toBe(back[1]);
  });

  it('drop what is not a step of the game (a hand-edited or older setting)', async () => {
    await db.settings.put({
      key: STEP_STOPS_SETTING,
      value: { 'gundam-war': [['battle/attack', 'nowhere/x', 3], 'no'] },
    });
    const back = await loadStepStops('gundam-war');
    expect([...back[0]]).toEqual(['battle/attack']);
    expect(back[1].size).toBe(0);
    await db.settings.put({ key: STEP_STOPS_SETTING, value: 'garbage' });
    expect((await loadStepStops('ms-war'))[0].size).toBe(0);
  });

  it("are named in the games' words: a phase, or a phase and its step", async () => {
    await i18n.changeLanguage('en');
    expect(stepStopLabel('gundam-war', 'battle/attack')).toBe('Battle Phase · Attack Step');
    expect(stepStopLabel('gundam-war', 'draw/')).toBe('Draw Phase');
    expect(stepStopLabel('ms-war', 'attack/window')).toBe('Attack Phase · Action window');
    for (const game of ['gundam-war', 'ms-war'] as const)
      for (const id of PRIORITY_STEPS[game]) expect(stepStopLabel(game, id)).not.toMatch(/[/_-]|undefined/);
  });
});
