/**
 * Game files (docs/game-file.md) read back as written, and hostile ones are refused with the
 * file's name and a short reason — never a throw, never time that grows faster than the file.
 */
import { describe, expect, it } from 'vitest';
import { engineApi } from '../../../../engine/api';
import { describeGrowth, describeHostile } from '../../../../engine/hostile/suite';
import { loadDemoSets } from '../../../../engine/cards/demo';
import { fill } from '../../../../engine/decks/test-cards';
import { MAX_GAME_FILE_CHARS, readGameFile, toGameFile } from './gameFile';
import { gameFileParser, SAMPLE_CHOICE } from './gameFileParser';
import { toSetup, type GameChoice } from './setup';
import { i18n } from '../../../i18n';

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

  it('keeps a concession: the file reopens on the finished game, and replays the step before it', () => {
    const cards = loadDemoSets('gundam-war');
    const hotseat: GameChoice = {
      game: 'gundam-war',
      mode: 'hotseat',
      rules: true,
      decks: [
        { id: 'a', name: 'A', main: fill(cards, 50) },
        { id: 'b', name: 'B', main: fill(cards, 50) },
      ],
      players: ['Amuro', 'Char'],
      seed: 3,
    };
    const created = engineApi.createGame(toSetup(hotseat, cards, 3));
    if (!('gameId' in created)) throw new Error(created.error);
    expect('ok' in engineApi.dispatch(created.gameId, { type: 'concede', seat: 1 })).toBe(true);
    const text = JSON.stringify(toGameFile('Hotseat', hotseat, engineApi.save(created.gameId)));
    const read = readGameFile('g.sortie-game.json', text);
    if ('error' in read) throw new Error(read.error);
    expect(read.engine.intents).toEqual([{ type: 'concede', seat: 1 }]);
    const loaded = engineApi.loadGame(read.engine);
    if (!('gameId' in loaded)) throw new Error(loaded.error);
    expect(engineApi.stateHash(loaded.gameId)).toBe(engineApi.stateHash(created.gameId));
    expect(engineApi.view(loaded.gameId, 0).winner).toBe(0);
    expect(engineApi.history(loaded.gameId, 0).at(-1)!.lines).toEqual(['Char concedes.', 'Amuro wins the game.']);
    engineApi.goTo(loaded.gameId, 0);
    expect(engineApi.view(loaded.gameId, 0).winner).toBeNull();
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

  it("names a bad note's step, the place inside it and what is wrong, in the reader's language", async () => {
    const json = JSON.parse(sample);
    const withNotes = (...notes: unknown[]) => JSON.stringify({ ...json, engine: { ...json.engine, notes } });
    const pass = { key: 'ai:move.pass' };
    expect(messages(withNotes(null, { key: 'ai:said', params: { player: null } }))).toEqual([
      "g.sortie-game.json: not a Sortie game file at engine.notes.1.params.player: the computer's note for step 2: " +
        'the value of "player" is text, a number, a card\'s name ({"name": …}) or a message, not null.',
    ]);
    expect(messages(withNotes(42))).toEqual([
      "g.sortie-game.json: not a Sortie game file at engine.notes.0: the computer's note for step 1: " +
        'a note is text, null or a message ({"key": …, "params": {…}}), not a number.',
    ]);
    expect(messages(withNotes('Char passes.', { params: {} }))).toEqual([
      "g.sortie-game.json: not a Sortie game file at engine.notes.1.key: the computer's note for step 2: " +
        'the message has no "key" (the text naming its words).',
    ]);
    // Inside a nested message (the computer's reason), and a card's name.
    expect(messages(withNotes({ key: 'ai:said', params: { reason: { key: 'ai:move.x', params: [1] } } }))).toEqual([
      expect.stringContaining(
        'at engine.notes.0.params.reason.params: the computer\'s note for step 1: a message\'s "params"',
      ),
    ]);
    expect(messages(withNotes(pass, { key: 'k', params: { c0: { name: 'Zaku', name_ja: 3 } } }))).toEqual([
      expect.stringContaining(
        "at engine.notes.1.params.c0.name_ja: the computer's note for step 2: a card's Japanese name is text, not a number.",
      ),
    ]);
    await i18n.changeLanguage('ja');
    try {
      expect(messages(withNotes(null, { key: 'ai:said', params: { player: null } }))).toEqual([
        'g.sortie-game.json：Sortie のゲームファイルではありません（engine.notes.1.params.player）：ステップ2のコンピューターのメモ：' +
          '"player" の値はテキスト、数、カード名（{"name": …}）またはメッセージでなければなりません（null（空の値）になっています）。',
      ]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses a file larger than any game without reading it', () => {
    const huge = `${sample.slice(0, -1)},"pad":"${'x'.repeat(MAX_GAME_FILE_CHARS)}"}`;
    expect(messages(huge)).toEqual([expect.stringMatching(/^g\.sortie-game\.json: .*too large/)]);
  });
});

describeHostile([parser]);
describeGrowth([parser]);
