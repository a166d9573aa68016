import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PendingDecision, TableView } from '../table/model';
import { DecisionPrompt } from './DecisionPrompt';

afterEach(cleanup);

// A Gundam War sortie of up to two Units (basic rules: Squads), as a replay shows it.
const pending: PendingDecision = {
  seat: 0,
  prompt: 'Choose the Units that sortie.',
  options: [
    { id: 'earth:4', label: 'Gouf → Earth' },
    { id: 'earth:5', label: 'Zaku → Earth' },
    { id: 'earth:6', label: 'Dom → Earth' },
  ],
  pick: { min: 0, max: 2 },
};
const view = { game: 'gundam-war', viewer: 0 } as TableView;

function show(chosen: string[] | null | undefined) {
  const act = vi.fn();
  const onContinue = vi.fn();
  render(<DecisionPrompt view={view} pending={pending} act={act} replay={{ chosen, onContinue }} />);
  const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
  return { act, onContinue, boxes };
}

describe('a decision in Replay', () => {
  it('shows what was chosen, in order, and no control takes a pick', () => {
    const { act, boxes } = show(['earth:5', 'earth:4']);
    expect(boxes.map((b) => b.checked)).toEqual([true, true, false]);
    expect(boxes.every((b) => b.disabled)).toBe(true);
    expect(screen.getAllByTestId('pick-order').map((o) => o.textContent)).toEqual(['2', '1']);
    fireEvent.click(boxes[2]);
    expect(boxes[2].checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.getByTestId('replay-decision').textContent).toMatch(/what was chosen here/);
    expect(act).not.toHaveBeenCalled();
  });

  it('says when the decision was not answered at this step, and says nothing while that is read', () => {
    show(null);
    expect(screen.getByTestId('replay-decision').textContent).toMatch(/not answered at this step/);
    cleanup();
    const { boxes } = show(undefined);
    expect(boxes.some((b) => b.checked)).toBe(false);
    expect(screen.queryByTestId('replay-decision')).toBeNull();
  });

  it('offers "Continue from here" as the way to act', () => {
    const { onContinue } = show(['earth:4']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue from here' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('takes picks and a Confirm again outside Replay', () => {
    const act = vi.fn();
    render(<DecisionPrompt view={view} pending={pending} act={act} />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.some((b) => b.disabled)).toBe(false);
    fireEvent.click(boxes[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(act).toHaveBeenCalledWith({ type: 'answer', seat: 0, choice: ['earth:5'] });
  });
});

describe('a Unit offered for two areas', () => {
  it('shows its place in the order beside the area it goes to', () => {
    const unit = (id: string, area: string) => ({
      id: `${area.toLowerCase()}:${id}`,
      label: `${id} → ${area}`,
      group: { id, label: `Unit ${id}` },
      choice: { text: area },
    });
    const sortie: PendingDecision = {
      seat: 0,
      prompt: 'Choose the Units that sortie.',
      options: [unit('4', 'Earth'), unit('5', 'Earth'), unit('5', 'Space')],
      pick: { min: 0, max: 2 },
    };
    render(
      <DecisionPrompt
        view={view}
        pending={sortie}
        act={vi.fn()}
        replay={{ chosen: ['earth:4', 'earth:5'], onContinue: vi.fn() }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Unit 5' });
    const earth = [...group.querySelectorAll('label')].find((l) => l.textContent?.startsWith('Earth'))!;
    expect(earth.querySelector('[data-testid="pick-order"]')?.textContent).toBe('2');
    expect(group.querySelectorAll('[data-testid="pick-order"]')).toHaveLength(1);
  });
});
