/** Log lines as messages: the same line in English and Japanese, hidden cards unnamed. */
import { describe, expect, it } from 'vitest';
import type { Card } from '../cards/model';
import { createTranslator } from '../i18n/translate';
import { eventMessage, logTemplate, renderEvent } from './log';
import type { GameEvent, LogMessage } from './types';

const card = { game: 'gundam-war', number: 'GD-013', name: 'White Heron', name_ja: '白鷺' } as Card;
const catalog = { 'gundam-war:GD-013': card };
const msg: LogMessage = { key: 'log:manual.draws', params: { player: { seat: 0 }, c0: { ref: 0 } } };

function event(shownTo: (0 | 1)[]): GameEvent {
  return {
    type: 'draw',
    seat: 0,
    text: logTemplate(msg),
    msg,
    refs: [{ id: '1', name: card.name, key: 'gundam-war:GD-013', shownTo }],
  };
}

describe('log messages', () => {
  it('keep the English line the engine has always written', () => {
    expect(logTemplate(msg)).toBe('{p0} draws {0}.');
    expect(renderEvent(event([0]), ['Aki', 'Ben'], 0)).toBe('Aki draws White Heron.');
  });

  it('tell a viewer the line in Japanese, with the card by its Japanese name', () => {
    const told = eventMessage(event([0]), ['Aki', 'Ben'], 0, catalog)!;
    expect(createTranslator('ja')(told)).toBe('Akiは白鷺を引いた。');
    expect(createTranslator('en')(told)).toBe('Aki draws White Heron.');
  });

  it('call a card the viewer could not see "a card"', () => {
    const told = eventMessage(event([0]), ['Aki', 'Ben'], 1, catalog)!;
    expect(createTranslator('ja')(told)).toBe('Akiはカードを引いた。');
    expect(createTranslator('en')(told)).toBe('Aki draws a card.');
  });

  it('mark a manual override in the line', () => {
    const told = eventMessage({ ...event([0, 1]), override: true }, ['Aki', 'Ben'], null, catalog)!;
    expect(createTranslator('en')(told)).toBe('Override: Aki draws White Heron.');
  });
});
