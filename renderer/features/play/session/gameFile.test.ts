/**
 * Game files (docs/game-file.md) read back as written, and hostile ones are refused with the
 * file's name and a short reason — never a throw, never time that grows faster than the file.
 */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../../../engine/api';
import { describeGrowth, describeHostile } from '../../../../engine/hostile/suite';
import { MAX_GAME_FILE_CHARS, readGameFile } from './gameFile';
import { gameFileParser, SAMPLE_CHOICE } from './gameFileParser';

const parser = gameFileParser();
const { sample, parse: messages } = parser;
const choice = SAMPLE_CHOICE;

describe('a game file', () => {
  it('reads back what was written, and its moves load in the engine', () => {
    const read = readGameFile('g.sortie-game.json', sample);
    expect('error' in read).toBe(false);
    if ('error' in read) return;
    expect(read.choice).toEqual(choice);
    expect('gameId' in engineApi.loadGame(read.engine)).toBe(true);
  });

  it('names the file and the place in a refusal', () => {
    const json = JSON.parse(sample);
    json.engine.intents = [{ type: 'draw', seat: 3 }];
    expect(messages(JSON.stringify(json))).toEqual([
      expect.stringMatching(/^g\.sortie-game\.json: not a Sortie game file at engine\.intents\.0\.seat/),
    ]);
  });

  it("keeps the computer's reasons: English text from older files, messages from newer ones", () => {
    const json = JSON.parse(sample);
    const said = {
      key: 'ai:said',
      params: { player: 'Char', level: { key: 'ai:level.easy' }, reason: { key: 'ai:move.pass' } },
    };
    json.engine.notes = ['Char (Easy) passes — Easy: nothing it would rather do is open', said, null];
    const read = readGameFile('g.sortie-game.json', JSON.stringify(json));
    expect('error' in read ? read.error : read.engine.notes).toEqual(json.engine.notes);
    json.engine.notes = [{ key: 'ai:said', params: { player: null } }];
    expect(messages(JSON.stringify(json))).toEqual([
      expect.stringMatching(/^g\.sortie-game\.json: not a Sortie game file at engine\.notes\.0/),
    ]);
  });

  it('refuses a file larger than any game without reading it', () => {
    const huge = `${sample.slice(0, -1)},"pad":"${'x'.repeat(MAX_GAME_FILE_CHARS)}"}`;
    expect(messages(huge)).toEqual([expect.stringMatching(/^g\.sortie-game\.json: .*too large/)]);
  });
});

describeHostile([parser]);
describeGrowth([parser]);
