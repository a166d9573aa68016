import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { automationOf } from '../../../engine/cards/automation';
import type { Card } from '../../../engine/cards/model';
import { MarkedLine } from './MarkedLine';

afterEach(cleanup);

describe('a line read in part on the card detail', () => {
  it('marks exactly the clause left to the players', () => {
    const text = '（戦闘フェイズ）：カード１枚を引く。その後、自軍手札を全て見せる。';
    const card = {
      game: 'gundam-war',
      number: 'T-1',
      name: 'Test',
      type: 'command',
      text,
      keywords: [],
    } as unknown as Card;
    const { partly = [], automation } = automationOf(card);
    expect(automation).toBe('partial');
    const { container } = render(<MarkedLine line={partly[0]} />);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['その後、自軍手札を全て見せる']);
  });
});
