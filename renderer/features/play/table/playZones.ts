/**
 * The zones a card in hand (or the Hangar) is played into, as each game's layout in the engine
 * marks them (`ZoneDef.play`): a drop there is read as a play, and a card put there by hand is
 * checked as one.
 */
import type { GameId } from '../../../../engine/cards/model';
import type { GameLayout } from '../../../../engine/core/layout';
import { GUNDAM_WAR_LAYOUT } from '../../../../engine/core/layouts/gundam-war';
import { MS_WAR_LAYOUT } from '../../../../engine/core/layouts/ms-war';

const played = (layout: GameLayout) => new Set(layout.zones.filter((z) => z.play).map((z) => z.id));

const PLAY_ZONES: Record<GameId, ReadonlySet<string>> = {
  'gundam-war': played(GUNDAM_WAR_LAYOUT),
  'ms-war': played(MS_WAR_LAYOUT),
};

export function isPlayZone(game: GameId, zone: string): boolean {
  return PLAY_ZONES[game]?.has(zone) ?? false;
}
