/**
 * The turn line of a rules game, dealt by the engine: while the players take their mulligans
 * (M.S. War 2.1, Starting the Game C–D; Gundam War basic rules, Mulligan A/B) no turn has begun,
 * and the line says so in the game's words instead of "Turn 0"; once play starts it counts turns.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { engineApi } from '../../../../engine/api';
import type { GameId } from '../../../../engine/cards/model';
import type { RulesIntent, Seat } from '../../../../engine/core/types';
import { i18n } from '../../../i18n';
import { demoCards, demoDecks } from '../start/demoDecks';
import { adaptView } from '../session/adapt';
import { toSetup } from '../session/setup';
import { SeatTrackers } from '../table/SeatTrackers';
import { LAYOUTS } from '../table/layouts';
import { TurnPanel } from './TurnPanel';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function hotseat(game: GameId): string {
  const choice = { game, mode: 'hotseat' as const, rules: true, decks: demoDecks(game), players: ['Amuro', 'Char'] };
  const created = engineApi.createGame(toSetup(choice, demoCards(game), 5));
  if ('error' in created) throw new Error(created.error);
  return created.gameId;
}

function show(id: string) {
  const raw = engineApi.view(id, 0);
  const view = adaptView(raw, {
    mode: 'hotseat',
    log: [],
    logCards: [],
    logMessages: [],
    canUndo: false,
    canRedo: false,
  });
  const phases = engineApi.games().find((g) => g.id === raw.game)!.layout.phases;
  const legal = engineApi.legalIntents(id, 0) as RulesIntent[];
  render(
    <>
      <TurnPanel view={view} phases={phases} legal={legal} act={() => {}} />
      {([0, 1] as Seat[]).map((seat) => (
        <SeatTrackers key={seat} view={view} layout={LAYOUTS[raw.game]} seat={seat} />
      ))}
    </>,
  );
  return raw.turn.number;
}

const line = () => document.querySelector('.pf-turn-line')!.textContent;
const litPhase = () => screen.getByRole('list', { name: 'Phases' }).querySelector('[aria-current]');

describe.each<GameId>(['ms-war', 'gundam-war'])('the %s turn line', (game) => {
  it('says "Mulligan · before the first turn" while the hands are kept or redrawn, in English and Japanese', async () => {
    const id = hotseat(game);
    expect(show(id)).toBe(0);
    expect(line()).toBe('Mulligan · before the first turn');
    expect(document.body.textContent).not.toMatch(/turn 0/i);
    expect(litPhase()).toBeNull();
    await act(() => i18n.changeLanguage('ja'));
    expect(line()).toBe('マリガン · 最初のターンの前');
    expect(document.body.textContent).not.toMatch(/ターン0/);
    engineApi.closeGame(id);
  });

  it('counts turns from the first one on, with the turn player named and the phase lit', () => {
    const id = hotseat(game);
    // Both players keep: the first answer that shuffles nothing back or redraws nothing.
    for (let i = 0; i < 10 && engineApi.view(id, 0).turn.number === 0; i++) {
      const legal = [...engineApi.legalIntents(id, 0), ...engineApi.legalIntents(id, 1)] as RulesIntent[];
      engineApi.dispatch(id, legal.find((i) => i.type === 'answer') ?? legal.find((i) => i.type === 'pass')!);
    }
    expect(show(id)).toBe(1);
    const active = engineApi.view(id, 0).players[engineApi.view(id, 0).turn.active];
    expect(line()).toBe(`Turn 1 · ${active}`);
    expect(screen.getByText('turn 1')).toBeTruthy();
    expect(litPhase()).not.toBeNull();
    engineApi.closeGame(id);
  });
});
