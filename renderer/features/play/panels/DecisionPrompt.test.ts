import { describe, expect, it } from 'vitest';
import { optionRows, orderOf, toggle } from './DecisionPrompt';

const unit = (id: string, name: string, area: 'earth' | 'space') => ({
  id: `${area}:${id}`,
  label: `${name} → ${area}`,
  group: { id, label: name },
  choice: { text: area, zone: `${area}-area` },
});
// A Gundam War sortie: two Units, each able to go to either area (basic rules: Squads).
const options = [unit('4', 'Gouf', 'earth'), unit('5', 'Zaku', 'earth'), unit('4', 'Gouf', 'space')];

describe('a decision listed for a player', () => {
  it('lists a Unit once, its areas as the choice', () => {
    const rows = optionRows(options);
    expect(rows.map((r) => r.map((o) => o.id))).toEqual([['earth:4', 'space:4'], ['earth:5']]);
    expect(optionRows([{ id: 'keep', label: 'Keep' }])).toEqual([[{ id: 'keep', label: 'Keep' }]]);
  });

  it('picks one area per Unit: choosing Space for a Unit in Earth moves it', () => {
    let picked = toggle([], options[0], options, true);
    picked = toggle(picked, options[1], options, true);
    expect(picked).toEqual(['earth:4', 'earth:5']);
    picked = toggle(picked, options[2], options, true);
    expect(picked).toEqual(['earth:5', 'space:4']);
    expect(toggle(picked, options[2], options, true)).toEqual(['earth:5']);
    expect(toggle(['earth:4'], options[1], options, false)).toEqual(['earth:5']);
  });

  it('numbers the picks in order per area, the head first', () => {
    const picked = ['earth:5', 'space:4', 'earth:4'];
    expect(orderOf(picked, 'earth:5', options)).toBe(1);
    expect(orderOf(picked, 'earth:4', options)).toBe(2);
    expect(orderOf(picked, 'space:4', options)).toBe(1);
  });
});
