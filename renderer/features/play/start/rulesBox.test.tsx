/**
 * The Rules-assisted box appears once the engine has said which games it has rules for. Shown
 * before, it read unticked and then ticked itself: a player (or a test) who left it unticked on
 * purpose started a rules game without knowing, and one who unticked it found it ticked again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { engineApi } from '../../../../engine/api';

let answer: (games: ReturnType<typeof engineApi.games>) => void = () => {};
vi.mock('../../../engine/client', () => ({
  engine: () => ({ games: () => new Promise((r) => (answer = r)) }),
}));

const { StartPanel } = await import('./StartPanel');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the Rules-assisted box on the start screen', () => {
  it('is out of sight until the engine has said which games have rules, then ticked', async () => {
    render(<StartPanel onStart={() => {}} onResume={() => {}} onOpenFile={() => {}} error={null} />);
    const box = () => screen.queryByRole('checkbox', { name: /Rules-assisted/ });
    // Asked of the engine at mount; not answered yet.
    await waitFor(() => expect(screen.getByText('Gundam War', { exact: true })).toBeTruthy());
    expect(box()).toBeNull();
    answer(engineApi.games());
    await waitFor(() => expect(box()).not.toBeNull());
    expect((box() as HTMLInputElement).checked).toBe(true);
  });
});
