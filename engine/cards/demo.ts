/**
 * The bundled demo sets (assets/cards/*.json), one per game: original cards that
 * cover every card type and keyword, loaded on first run. They go through the
 * same import pipeline as a user's file, so they also prove the format.
 */
import msWarDemo from '../../assets/cards/ms-war-demo.json' with { type: 'json' };
import gundamWarDemo from '../../assets/cards/gundam-war-demo.json' with { type: 'json' };
import type { Card, GameId } from './model';
import { describeResult, loadCardFile } from './import/load';

export const DEMO_SET_NAME = 'Sortie Demo';

const DEMO_FILES: { game: GameId; fileName: string; data: unknown }[] = [
  { game: 'ms-war', fileName: 'ms-war-demo.json', data: msWarDemo },
  { game: 'gundam-war', fileName: 'gundam-war-demo.json', data: gundamWarDemo },
];

/** Every demo card of one game, or of both when no game is given. */
export function loadDemoSets(game?: GameId): Card[] {
  return DEMO_FILES.filter((f) => !game || f.game === game).flatMap((f) => {
    const result = loadCardFile(JSON.stringify(f.data), f.fileName, { game: f.game });
    // The files ship with the app; a broken one is a build error, not a user error.
    if (!result.ok) throw new Error(`Bundled demo set is invalid.\n${describeResult(result)}`);
    return result.cards;
  });
}
