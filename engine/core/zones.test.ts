import { describe, expect, it } from 'vitest';
import { Draft } from './draft';
import { MS_WAR_LAYOUT } from './layouts/ms-war';
import { manualModule } from './manual-module';
import { createGame } from './setup';
import { DEMO_CARDS, demoDeck } from './testing/demo';
import { isRuleError } from './types';
import { moveCard } from './zones';

function table() {
  const r = createGame(manualModule(MS_WAR_LAYOUT), {
    game: 'ms-war',
    mode: 'manual',
    seed: 3,
    seats: [{ name: 'A', main: demoDeck('ms-war') }],
    cards: DEMO_CARDS['ms-war'],
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

describe('moveCard and riders within one step', () => {
  it('a pile read clean earlier in the step is read again once a card was attached in it', () => {
    const d = new Draft(table());
    const pile = '0:supply-base';
    // Two draws: the second may trust the first's reading of the pile.
    moveCard(d, MS_WAR_LAYOUT, d.state.zones[pile][0], '0:hand');
    moveCard(d, MS_WAR_LAYOUT, d.state.zones[pile][0], '0:hand');
    // Attach the third card of the pile to its top card, as attaching always does: through the zone's list.
    const list = d.zone(pile);
    const [host, , rider] = list;
    list.splice(list.indexOf(rider), 1);
    list.splice(1, 0, rider);
    d.card(rider).attachedTo = host;
    moveCard(d, MS_WAR_LAYOUT, host, '0:hand');
    expect(d.state.cards[rider].attachedTo).toBeNull();
    expect(d.state.zones[pile][0]).toBe(rider);
  });

  it('riders travelling into an area are found when their host leaves it again in the same step', () => {
    const d = new Draft(table());
    const pile = '0:supply-base';
    const list = d.zone(pile);
    const [host, rider] = list;
    d.card(rider).attachedTo = host;
    moveCard(d, MS_WAR_LAYOUT, host, '0:ms-dock');
    expect(d.state.zones['0:ms-dock']).toEqual([host, rider]);
    // The dock now holds an attached card, so the next move out of it must carry the rider.
    moveCard(d, MS_WAR_LAYOUT, host, '0:ms-battlefield');
    expect(d.state.zones['0:ms-battlefield']).toEqual([host, rider]);
    expect(d.state.cards[rider].zone).toBe('0:ms-battlefield');
  });
});

describe('moveCard out of a list', () => {
  it('takes the card from the top, the middle or the bottom and keeps the others in order, the state it started from untouched', () => {
    const start = table();
    const pile = '0:supply-base';
    const before = [...start.zones[pile]];
    const d = new Draft(start);
    const taken = [before[0], before[5], before[before.length - 1], before[1]];
    for (const id of taken) moveCard(d, MS_WAR_LAYOUT, id, '0:hand');
    expect(d.state.zones[pile]).toEqual(before.filter((id) => !taken.includes(id)));
    expect(d.state.zones['0:hand'].slice(-taken.length)).toEqual(taken);
    expect(start.zones[pile]).toEqual(before);
  });
});
