import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NAME_SAVE_DELAY, NameInput } from './EditorToolbar';
import { keepUnsaved, takeUnsaved } from '../data/journal';
import type { Deck } from '../../../../engine/decks/model';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('deck name field', () => {
  it('saves a typed name once typing pauses, without Enter or leaving the field', () => {
    vi.useFakeTimers();
    const onRename = vi.fn();
    render(<NameInput name="New deck" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    input.focus();
    fireEvent.change(input, { target: { value: 'Vanguard' } });
    fireEvent.change(input, { target: { value: 'Vanguard Rush ' } });
    expect(onRename).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(NAME_SAVE_DELAY));
    // One save for the pause, with the name tidied; the field keeps focus and what was typed.
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRename).toHaveBeenCalledWith('Vanguard Rush');
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('value', 'Vanguard Rush ');
  });

  it('keeps the draft when its own save comes back, and shows a rename undone or redone', () => {
    const onRename = vi.fn();
    const view = render(<NameInput name="A" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    fireEvent.change(input, { target: { value: 'B ' } });
    fireEvent.blur(input);
    expect(onRename).toHaveBeenCalledWith('B');
    expect(input).toHaveProperty('value', 'B');
    view.rerender(<NameInput name="B" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'B');
    view.rerender(<NameInput name="A" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'A');
    view.rerender(<NameInput name="B" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'B');
  });

  it('saves a name still waiting for the pause when the page goes away or the editor closes', () => {
    vi.useFakeTimers();
    const onRename = vi.fn();
    const view = render(<NameInput name="New deck" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    fireEvent.change(input, { target: { value: 'Closing Time' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(onRename).toHaveBeenCalledWith('Closing Time');
    // Saved once: the pause that follows has nothing left to save.
    act(() => void vi.advanceTimersByTime(NAME_SAVE_DELAY));
    expect(onRename).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'Last Orders' } });
    view.unmount();
    expect(onRename).toHaveBeenLastCalledWith('Last Orders');
    expect(onRename).toHaveBeenCalledTimes(2);
  });

  it('journals every key at once, so a crash before the pause (no pagehide) keeps the typed name', () => {
    vi.useFakeTimers();
    const stored: Deck = {
      id: 'd1',
      name: 'New deck',
      game: 'ms-war',
      format: 'ms-war-2.1',
      main: [],
      side: [],
      createdAt: 1,
      updatedAt: 2,
    };
    const onRename = vi.fn();
    render(<NameInput name={stored.name} onRename={onRename} onDraft={(name) => keepUnsaved({ ...stored, name })} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    fireEvent.change(input, { target: { value: 'Crash  Test ' } });
    // The process dies here: no pause, no pagehide, no save.
    expect(onRename).not.toHaveBeenCalled();
    cleanup();
    expect(takeUnsaved('d1', stored)).toMatchObject({ id: 'd1', name: 'Crash Test' });
  });
});
