import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../engine/cards/model';
import { landsOnCards } from './TableCardView';

const card = (type: string) => ({ type }) as Card;

describe('which drags open the host cards as drop targets', () => {
  it('riders: a pilot on an M.S. (M.S. War 2.1 Strategic Phase B), a character or operation set on a unit', () => {
    for (const type of ['pilot', 'character', 'operation']) expect(landsOnCards(card(type), undefined)).toBe(true);
  });

  it('a card whose rules move is made onto another card (play-on, targeting, upgrade)', () => {
    expect(landsOnCards(card('event'), 'play-targeting')).toBe(true);
    expect(landsOnCards(card('unit'), 'play upgrade')).toBe(true);
    expect(landsOnCards(card('ms'), 'play-on')).toBe(true);
  });

  it('not a plain move of an M.S., a unit, a G or a face-down card', () => {
    expect(landsOnCards(card('ms'), 'play attack')).toBe(false);
    expect(landsOnCards(card('unit'), undefined)).toBe(false);
    expect(landsOnCards(card('g'), 'put-out-as-g')).toBe(false);
    expect(landsOnCards(undefined, undefined)).toBe(false);
  });
});
