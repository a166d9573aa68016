import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NameInput } from './NameInput';

afterEach(() => cleanup());

describe('deck name field', () => {
  it('writes every key that changes the name at once, tidied, as one undo step per visit', () => {
    const onRename = vi.fn();
    render(<NameInput name="New deck" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    input.focus();
    fireEvent.change(input, { target: { value: 'V' } });
    fireEvent.change(input, { target: { value: 'Vanguard Rush' } });
    // A trailing space changes nothing written: no write for it, and the text keeps it.
    fireEvent.change(input, { target: { value: 'Vanguard Rush ' } });
    expect(onRename.mock.calls.map((c) => c[0])).toEqual(['V', 'Vanguard Rush']);
    expect(input).toHaveProperty('value', 'Vanguard Rush ');
    const [first, second] = onRename.mock.calls.map((c) => c[1]);
    expect(first).toBe(second);
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: 'Vanguard' } });
    expect(onRename.mock.calls[2][1]).not.toBe(first);
  });

  it('keeps the text typed while its own writes come back late, and shows a rename undone or redone', () => {
    const onRename = vi.fn();
    const view = render(<NameInput name="A" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    fireEvent.change(input, { target: { value: 'AB' } });
    fireEvent.change(input, { target: { value: 'ABC ' } });
    expect(input.getAttribute('aria-busy')).toBe('true');
    // The first write is confirmed after the second key: the field keeps what is typed.
    view.rerender(<NameInput name="AB" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'ABC ');
    view.rerender(<NameInput name="ABC" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'ABC ');
    expect(input.getAttribute('aria-busy')).toBeNull();
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', 'ABC');
    view.rerender(<NameInput name="A" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'A');
    view.rerender(<NameInput name="ABC" onRename={onRename} />);
    expect(input).toHaveProperty('value', 'ABC');
  });

  it('writes nothing for a blank field and shows the name again on leaving it', () => {
    const onRename = vi.fn();
    render(<NameInput name="Kept" onRename={onRename} />);
    const input = screen.getByRole('textbox', { name: 'Deck name' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    expect(onRename).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', 'Kept');
  });
});
