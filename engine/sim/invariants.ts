/**
 * What must hold after every random game (the property tests and `npm run bench -- ms-war`
 * check it): no card created, lost or in two places, and the game replays exactly.
 */
import { hashJson } from '../core/hash';
import { createGame, type SetupInput } from '../core/setup';
import { step } from '../core/step';
import { isRuleError, type CardId, type GameState, type Intent } from '../core/types';
import { gameModule } from '../games/registry';

/** Where the cards are wrong: a card in two zones, in a zone its `zone` does not name, or in none. */
export function cardsAccountedFor(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<CardId, string>();
  for (const [zone, ids] of Object.entries(state.zones)) {
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${id} in ${seen.get(id)} and ${zone}`);
      seen.set(id, zone);
      if (state.cards[id]?.zone !== zone) problems.push(`${id} says ${state.cards[id]?.zone}, found in ${zone}`);
    }
  }
  state.cards.forEach((c, id) => {
    if (c.id !== id) problems.push(`${id} says it is ${c.id}`);
    if (!seen.has(id)) problems.push(`${id} is in no zone`);
  });
  return problems;
}

/**
 * Plays `intents` again from the same setup with logged steps (as the app's replay and undo
 * do) and returns why the replay differs from `final`, or null when it reaches the same state.
 */
export function replayDifference(setup: SetupInput, intents: readonly Intent[], final: GameState): string | null {
  const module = gameModule(setup.game);
  const started = createGame(module, setup);
  if (isRuleError(started)) return `the game does not start again: ${started.error}`;
  let state = started.state;
  for (let i = 0; i < intents.length; i++) {
    const r = step(module, state, intents[i]);
    if (isRuleError(r)) return `intent ${i} is refused on replay: ${r.error}`;
    state = r.state;
  }
  return hashJson(state) === hashJson(final) ? null : `the replay of ${intents.length} intents ends in another state`;
}
