import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { message, type Message } from '../../../../engine/i18n/message';
import { i18n } from '../../../i18n';
import { GameLog } from './GameLog';
import { lineTeller } from './toldLines';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

const draws = (player: string, card: string) => message('log:manual.draws', { player, c0: { name: card } });

describe('the play log tells each line once', () => {
  it('tells only the lines a refresh adds (the log arrives whole each time)', () => {
    const told: string[] = [];
    const teller = lineTeller((m) => (told.push(m.key), `told ${m.key}`));
    const first = [draws('Amuro', 'Zaku II'), null];
    expect(teller(['Amuro draws Zaku II.', 'by hand'], first)).toEqual(['told log:manual.draws', 'by hand']);
    // The next refresh: the same lines as new objects (structured clones from the worker) and one more.
    const next = [draws('Amuro', 'Zaku II'), null, draws('Char', 'Gouf')];
    teller(['Amuro draws Zaku II.', 'by hand', 'Char draws Gouf.'], next);
    expect(told).toEqual(['log:manual.draws', 'log:manual.draws']);
  });

  it('re-tells after an undo puts another line in the same place, and after a language switch', async () => {
    const show = (lines: string[], messages: Message[]) => render(<GameLog lines={lines} messages={messages} />);
    const items = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    const { rerender } = show(['Amuro draws Zaku II.'], [draws('Amuro', 'Zaku II')]);
    expect(items()).toEqual(['Amuro draws Zaku II.']);
    // Undo, then another draw: line 1 now says something else.
    rerender(<GameLog lines={['Amuro draws Gouf.']} messages={[draws('Amuro', 'Gouf')]} />);
    expect(items()).toEqual(['Amuro draws Gouf.']);
    await act(() => i18n.changeLanguage('ja'));
    expect(items()).toEqual(['AmuroはGoufを引いた。']);
    await act(() => i18n.changeLanguage('en'));
    expect(items()).toEqual(['Amuro draws Gouf.']);
  });
});
