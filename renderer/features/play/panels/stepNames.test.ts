import { describe, expect, it } from 'vitest';
import { STATIONS } from '../../../../engine/games/gundam-war/chart';
import { stepLabel } from './stepNames';

describe('step names in the games’ own words', () => {
  it('M.S. War 2.1 Preliminary Phase: E is the action window before the Attack Phase', () => {
    expect(stepLabel('ms-war', 'preliminary', 'window')).toBe('Action window');
    expect(stepLabel('ms-war', 'preliminary', 'regenerate')).toBe('Regenerate Materials');
    expect(stepLabel('ms-war', 'preliminary', 'produce')).toBe('Top card to the Factory');
  });

  it('M.S. War 2.1 Attack Phase: attackers (B), defenders (C), then Events and effects (D–F)', () => {
    expect(stepLabel('ms-war', 'attack', 'declare')).toBe('Declare attackers');
    expect(stepLabel('ms-war', 'attack', 'defend')).toBe('Declare defenders');
    expect(stepLabel('ms-war', 'attack', 'battle')).toBe('Battle: Events and effects');
  });

  it('M.S. War 2.1 Recuperation Phase: hand size (B), then Dry Dock to Supply Base (C)', () => {
    expect(stepLabel('ms-war', 'recuperation', 'hand-size')).toBe('Discard to hand size');
    expect(stepLabel('ms-war', 'recuperation', 'recycle')).toBe('Dry Dock to Supply Base');
  });

  it('Gundam War: every step of the engine’s timing chart has its Battle Phase name', () => {
    const named = STATIONS.filter((s) => s.step).map((s) => stepLabel('gundam-war', s.phase, s.step));
    expect(new Set(named)).toEqual(new Set(['Attack Step', 'Defend Step', 'Damage Calculation Step', 'Return Step']));
  });

  it('a phase without steps shows no step line; an unnamed step reads as words, not an id', () => {
    expect(stepLabel('gundam-war', 'draw', '')).toBeNull();
    expect(stepLabel('ms-war', 'strategic', undefined)).toBeNull();
    expect(stepLabel('ms-war', 'attack', 'counter-attack')).toBe('Counter attack');
  });
});

describe('step, phase and zone names in Japanese', () => {
  it('follow the interface language', async () => {
    const { i18n } = await import('../../../i18n');
    const { phaseLabel, zoneLabel } = await import('./stepNames');
    await i18n.changeLanguage('ja');
    try {
      expect(stepLabel('gundam-war', 'battle', 'attack')).toBe('攻撃ステップ');
      expect(stepLabel('ms-war', 'attack', 'declare')).toBe('攻撃の宣言');
      expect(phaseLabel('gundam-war', 'draw')).toBe('ドローフェイズ');
      expect(zoneLabel('gundam-war', 'junkyard')).toBe('ジャンクヤード');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
