/**
 * A test deck (not a legal one) of blue G and Units that go only to space (Aurora Carrier, Twin
 * Vane, Drone Picket): two of them against each other meet in the Space Area in every battle, so
 * the tests that walk random games see squads engaged and damaged there, whatever the demo decks do.
 */
import type { DeckEntry } from '../../../decks/model';

export const SPACE_DECK: DeckEntry[] = [
  { number: 'GD-001', count: 20 },
  { number: 'GD-014', count: 10 },
  { number: 'GD-100', count: 10 },
  { number: 'GD-042', count: 10 },
];
