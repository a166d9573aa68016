/**
 * The game-file reader in the shape the hostile-input suite and `npm run bench` take
 * (engine/hostile): a real saved game as the sample, the messages a user would see.
 */
import { engineApi } from '../../../../engine/api';
import { loadDemoSets } from '../../../../engine/cards/demo';
import { fill } from '../../../../engine/decks/test-cards';
import type { TextParser } from '../../../../engine/hostile/parsers';
import { readGameFile, toGameFile } from './gameFile';
import { toSetup, type GameChoice } from './setup';

const cards = loadDemoSets('ms-war');

export const SAMPLE_CHOICE: GameChoice = {
  game: 'ms-war',
  mode: 'goldfish',
  rules: false,
  decks: [{ id: 'd1', name: 'Demo', main: fill(cards, 50) }],
  players: ['Amuro'],
  seed: 7,
};

function sampleText(): string {
  const created = engineApi.createGame(toSetup(SAMPLE_CHOICE, cards, 7));
  if (!('gameId' in created)) throw new Error(created.error);
  const saved = engineApi.save(created.gameId);
  engineApi.closeGame(created.gameId);
  return JSON.stringify(toGameFile('Goldfish: Demo', SAMPLE_CHOICE, saved, new Date(0)));
}

export function gameFileParser(): TextParser {
  return {
    name: 'game file',
    sample: sampleText(),
    parse: (text) => {
      const read = readGameFile('g.sortie-game.json', text);
      return 'error' in read ? [read.error] : [];
    },
  };
}
