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

function hotseat(game: GameId, mode: 'hotseat' | 'goldfish' = 'hotseat'): string {
  const decks = mode === 'goldfish' ? demoDecks(game).slice(0, 1) : demoDecks(game);
  const players = mode === 'goldfish' ? ['Amuro'] : ['Amuro', 'Char'];
  const choice = { game, mode, rules: true, decks, players };
  const created = engineApi.createGame(toSetup(choice, demoCards(game), 5));
  if ('error' in created) throw new Error(created.error);
  return created.gameId;
}

function show(id: string, viewer: Seat = 0) {
  const raw = engineApi.view(id, viewer);
  const view = adaptView(raw, {
    mode: raw.seats === 2 ? 'hotseat' : 'goldfish',
    log: [],
    logCards: [],
    logMessages: [],
    canUndo: false,
    canRedo: false,
  });
  const phases = engineApi.games().find((g) => g.id === raw.game)!.layout.phases;
  const legal = engineApi.legalIntents(id, viewer) as RulesIntent[];
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

/** The seat a decision waits for, and its "keep" answer (no card shuffled back, no redraw). */
function keep(id: string): void {
  const seat = engineApi.view(id, 0).pending!.seat;
  const answer = (engineApi.legalIntents(id, seat) as RulesIntent[]).find((i) => i.type === 'answer')!;
  engineApi.dispatch(id, answer);
}

const order = () => screen.getByTestId('start-order').textContent;

describe('who decides before turn 1, and what comes next', () => {
  it('M.S. War: each mulligan names its player and says nobody plays first until the coin toss after them (2.1, Starting the Game C–E)', async () => {
    const id = hotseat('ms-war');
    show(id);
    expect(order()).toBe(
      'Amuro decides on a mulligan, then Char. No one plays first yet: a coin toss after the mulligans decides who chooses (M.S. War 2.1, Starting the Game C–E).',
    );
    await act(() => i18n.changeLanguage('ja'));
    expect(order()).toBe(
      'Amuroがマリガンするか決めています。次はChar。先攻はまだ決まっていません：マリガンの後のコイントスで、先攻か後攻かを選ぶプレイヤーが決まります（M.S.ウォー ルールブック 2.1「ゲームの開始」C–E）。',
    );
    await act(() => i18n.changeLanguage('en'));
    cleanup();
    keep(id);
    show(id, 1);
    expect(line()).toBe('Mulligan · before the first turn');
    expect(order()).toBe(
      'Char decides on a mulligan. Then a coin toss decides who chooses to play first (M.S. War 2.1, Starting the Game C–E).',
    );
    cleanup();
    keep(id);
    const winner = engineApi.view(id, 0).players[engineApi.view(id, 0).pending!.seat];
    show(id);
    expect(line()).toBe('Coin toss · before the first turn');
    // The engine's step is still "mulligan": the headline names the step instead.
    expect(screen.queryByTestId('step')).toBeNull();
    expect(order()).toBe(
      `${winner} won the coin toss and chooses to play first or second; then turn 1 begins (M.S. War 2.1, Starting the Game E).`,
    );
    await act(() => i18n.changeLanguage('ja'));
    expect(line()).toBe('コイントス · 最初のターンの前');
    cleanup();
    keep(id);
    show(id);
    expect(screen.queryByTestId('start-order')).toBeNull();
    engineApi.closeGame(id);
  });

  it('M.S. War goldfish: the lone mulligan, then turn 1', () => {
    const id = hotseat('ms-war', 'goldfish');
    show(id);
    expect(order()).toBe('Amuro decides on a mulligan; then turn 1 begins (M.S. War 2.1, Starting the Game C–D).');
    engineApi.closeGame(id);
  });

  it('Gundam War: the first player is known before the mulligans, and takes the first one', () => {
    const id = hotseat('gundam-war');
    const view = engineApi.view(id, 0);
    const [first, second] = [view.players[view.turn.active], view.players[1 - view.turn.active]];
    show(id);
    expect(order()).toBe(
      `${first} plays first. ${first} decides on a mulligan, then ${second}; then ${first}'s turn 1 begins.`,
    );
    cleanup();
    keep(id);
    show(id);
    expect(order()).toBe(`${first} plays first. ${second} decides on a mulligan; then ${first}'s turn 1 begins.`);
    engineApi.closeGame(id);
  });
});
