/** The M.S. War 2.1 play area ("Playmat and Play Area", A–I) as layout data. */
import { zoneKey, type GameLayout } from '../layout';
import type { Seat } from '../types';

export const MS_WAR_ZONES = {
  supplyBase: 'supply-base',
  hand: 'hand',
  factory: 'factory',
  msDock: 'ms-dock',
  msBattlefield: 'ms-battlefield',
  battlefieldCard: 'battlefield-card',
  rebelForces: 'rebel-forces',
  dryDock: 'dry-dock',
  defunctPile: 'defunct-pile',
} as const;

export const MS_WAR_LAYOUT: GameLayout = {
  game: 'ms-war',
  // An Event waits on the M.S. Battlefield while it resolves (2.1 "Event Cards"); it is drawn with its chain entry.
  onChain: ['event'],
  zones: [
    { id: 'supply-base', label: 'Supply Base', visibility: 'hidden', kind: 'pile', faceUp: false },
    { id: 'hand', label: 'Hand', visibility: 'owner', kind: 'hand', faceUp: true },
    // Materials: face up or face down; expended = turned. The owner knows their own face-down materials.
    { id: 'factory', label: 'Factory', visibility: 'public', kind: 'area', faceUp: false, ownerPeeks: true },
    { id: 'ms-dock', label: 'M.S. Dock', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'ms-battlefield', label: 'M.S. Battlefield', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'battlefield-card', label: 'Battlefield Card', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'rebel-forces', label: 'Rebel Forces', visibility: 'public', kind: 'area', faceUp: true },
    { id: 'dry-dock', label: 'Dry Dock', visibility: 'public', kind: 'pile', faceUp: true },
    // Cards go here face down to pay costs; treated as removed from the game.
    { id: 'defunct-pile', label: 'Defunct Pile', visibility: 'public', kind: 'pile', faceUp: false, ownerPeeks: true },
  ],
  deckZone: 'supply-base',
  handZone: 'hand',
  openingHand: 7,
  phases: [
    { id: 'preliminary', label: 'Preliminary Phase' },
    { id: 'attack', label: 'Attack Phase' },
    { id: 'strategic', label: 'Strategic Phase' },
    { id: 'recuperation', label: 'Recuperation Phase' },
  ],
  values: [{ id: 'war-experience', label: 'War Experience', initial: 0, min: 0, max: 6 }],
};

type MsWarKey = (typeof MS_WAR_ZONES)[keyof typeof MS_WAR_ZONES] | 'war-experience';

/**
 * Every zone and value key of each seat (`ZONE_KEYS[seat]['ms-dock']` is `"0:ms-dock"`), the
 * same strings `zoneKey` hands out. The rules name a zone on almost every line they run, and
 * a fixed property read is cheaper than building or looking up the key each time.
 */
export const ZONE_KEYS: readonly Readonly<Record<MsWarKey, string>>[] = [0, 1].map((seat) => {
  const keys = {} as Record<MsWarKey, string>;
  for (const id of [...MS_WAR_LAYOUT.zones.map((z) => z.id), ...MS_WAR_LAYOUT.values.map((v) => v.id)])
    keys[id as MsWarKey] = zoneKey(seat as Seat, id);
  return keys;
});
