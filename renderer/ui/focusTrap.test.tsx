import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from '../features/decks/Modal';
import { Dialog } from '../features/play/panels/Dialog';

afterEach(cleanup);

// The page behind the dialog: a link the keyboard must not reach while the dialog is open.
const behind = <a href="#/cards">Cards</a>;

describe('modal dialogs keep Tab inside', () => {
  it('deck Modal: Tab from the last control goes to the first, Shift+Tab from the first to the last', () => {
    render(
      <>
        {behind}
        <Modal title="Import" onClose={() => undefined} footer={<button type="button">Import list</button>}>
          <textarea aria-label="List" />
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close dialog' });
    const last = screen.getByRole('button', { name: 'Import list' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // In the middle, Tab is left to the browser.
    const list = screen.getByRole('textbox', { name: 'List' });
    list.focus();
    expect(fireEvent.keyDown(list, { key: 'Tab' })).toBe(true);
  });

  it('deck Modal: focus that got out (onto the page) is brought back by Tab', () => {
    render(
      <>
        {behind}
        <Modal title="Import" onClose={() => undefined}>
          <textarea aria-label="List" />
        </Modal>
      </>,
    );
    screen.getByRole('link', { name: 'Cards' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
  });

  it('table Dialog: Tab from the last control goes back to the first', () => {
    render(
      <>
        {behind}
        <Dialog title="Shortcuts" onClose={() => undefined} actions={<button type="button">Done</button>}>
          <p>text</p>
        </Dialog>
      </>,
    );
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    expect(fireEvent.keyDown(done, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
