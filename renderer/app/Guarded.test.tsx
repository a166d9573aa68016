/**
 * A part of the window that throws while rendering shows what failed, says the saved data is
 * safe, and can be mounted again; the parts beside it keep working.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { Guarded, errorDetails } from './Guarded';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

let failing = true;
function Flaky() {
  if (failing) throw new Error("Cannot read properties of undefined (reading 'some')");
  return <p>Start panel</p>;
}

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Clicked {n}
    </button>
  );
}

function Window() {
  return (
    <>
      <Guarded what="Play">
        <Flaky />
      </Guarded>
      <Guarded what="Decks">
        <Counter />
      </Guarded>
    </>
  );
}

describe('Guarded', () => {
  it('shows what failed instead of a blank window, logs it, and Try again mounts the part afresh', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    render(<Window />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Play stopped working');
    expect(alert.textContent).toContain('saved decks, cards and games are safe');
    expect(alert.textContent).toContain("reading 'some'");
    expect(logged.mock.calls.some((c) => String(c[0]).includes('Play failed while rendering'))).toBe(true);

    // The part beside it still works.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Start panel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });

  it('copies the message and the component stack for a bug report', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    failing = true;
    render(<Window />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy error details' }));
    });
    const copied = String((writeText.mock.calls[0] as unknown[])[0]);
    expect(copied).toContain("Play: Error: Cannot read properties of undefined (reading 'some')");
    expect(copied).toMatch(/Component stack:[\s\S]*Flaky/);
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard.');
  });

  it('speaks Japanese too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.changeLanguage('ja');
    failing = true;
    render(<Window />);
    expect(screen.getByRole('alert').textContent).toContain('保存したデッキ・カード・対戦は無事です');
    expect(screen.getByRole('button', { name: 'もう一度試す' })).toBeTruthy();
  });

  it('names a thrown value that is not an Error', () => {
    expect(errorDetails('Cards', 'boom', '')).toMatch(/^Cards: boom\n\nSortie /);
  });
});
