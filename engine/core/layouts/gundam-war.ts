/**
 * The Gundam War table (Advanced Rules ch. 03 "Locations and Field") as layout data, so a
 * manual table works before the Gundam War rules module exists. Coins are card counters
 * (`coin`), not a zone.
 */
import type { GameLayout } from '../layout';

export const GUNDAM_WAR_LAYOUT: GameLayout = {
  game: 'gundam-war',
  zones: [
    { id: 'nation', label: 'Nation', visibility: 'hidden', kind: 'pile', faceUp: false },
    { id: 'hand', label: 'Hand', visibility: 'owner', kind: 'hand', faceUp: true },
    { id: 'disposition-area', label: 'Disposition Area', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'earth-area', label: 'Earth Battle Area', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'space-area', label: 'Space Battle Area', visibility: 'public', kind: 'area', faceUp: true, play: true },
    { id: 'junkyard', label: 'Junkyard', visibility: 'public', kind: 'pile', faceUp: true },
    // Face down: its cards may be counted, not looked at (ch. 03; rules notes 00c §2).
    { id: 'lost-card-pile', label: 'Lost Card Pile', visibility: 'hidden', kind: 'pile', faceUp: false },
    { id: 'hangar', label: 'Hangar', visibility: 'public', kind: 'area', faceUp: true },
    { id: 'removed', label: 'Removed from Game', visibility: 'public', kind: 'area', faceUp: true },
  ],
  deckZone: 'nation',
  handZone: 'hand',
  openingHand: 6,
  phases: [
    { id: 'reroll', label: 'Reroll Phase' },
    { id: 'draw', label: 'Draw Phase' },
    { id: 'disposition', label: 'Disposition Phase' },
    { id: 'battle', label: 'Battle Phase' },
    { id: 'end', label: 'End Phase' },
  ],
  values: [],
};
