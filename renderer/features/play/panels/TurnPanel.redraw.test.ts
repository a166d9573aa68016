/**
 * The turn panel is drawn again only when what it reads changed (sameTurnInputs): a move that
 * changes only the zones or the log leaves it as it was; a new decision, priority or prop does not.
 */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../../../engine/api';
import { demoCards, demoDecks } from '../start/demoDecks';
import { adaptView } from '../session/adapt';
import { toSetup } from '../session/setup';
import { sameTurnInputs } from './TurnPanel';

function demoView() {
  const choice = {
    game: 'gundam-war' as const,
    mode: 'hotseat' as const,
    rules: true,
    decks: demoDecks('gundam-war'),
    players: ['Amuro', 'Char'],
  };
  const created = engineApi.createGame(toSetup(choice, demoCards('gundam-war'), 5));
  if ('error' in created) throw new Error(created.error);
  const raw = engineApi.view(created.gameId, 0);
  return adaptView(raw, { mode: 'hotseat', log: [], logCards: [], logMessages: [], canUndo: false, canRedo: false });
}

describe('the turn panel’s inputs', () => {
  const view = demoView();
  const act = () => {};
  const props = { view, phases: [], legal: [], act };

  it('are the same when only the zones or the log changed', () => {
    const moved = { ...view, zones: { ...view.zones }, log: [...view.log, 'Amuro draws a card.'] };
    expect(sameTurnInputs(props, { ...props, view: moved })).toBe(true);
  });

  it('differ when a part it reads, or another prop, changed', () => {
    expect(sameTurnInputs(props, { ...props, view: { ...view, priority: 1 } })).toBe(false);
    expect(sameTurnInputs(props, { ...props, view: { ...view, pending: null } })).toBe(view.pending === null);
    expect(sameTurnInputs(props, { ...props, view: { ...view, chain: [] } })).toBe(false);
    expect(sameTurnInputs(props, { ...props, legal: [] })).toBe(false);
    expect(sameTurnInputs(props, { ...props, act: () => {} })).toBe(false);
    expect(sameTurnInputs(props, { ...props, veiled: true })).toBe(false);
  });
});
