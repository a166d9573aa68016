/**
 * The cards a deck is built from: the bundled demo sets plus the user's library in
 * `db.cards` (a library card replaces the demo card of the same number), so the
 * deck builder and the validate command see the same cards.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { Card, GameId } from '../../../../engine/cards/model';
import { createCatalog, type CardCatalog } from '../../../../engine/decks/catalog';
import { parseCardFile } from '../../../../engine/decks/card-file';
import msWarDemo from '../../../../assets/cards/ms-war-demo.json';
import gundamWarDemo from '../../../../assets/cards/gundam-war-demo.json';

let demoCards: Card[] | undefined;
export function bundledCards(): Card[] {
  demoCards ??= [...parseCardFile(JSON.stringify(msWarDemo), 'ms-war-demo.json'), ...parseCardFile(JSON.stringify(gundamWarDemo), 'gundam-war-demo.json')];
  return demoCards;
}

export function useCatalogs(): Record<GameId, CardCatalog> {
  const library = useLiveQuery(() => db.cards.toArray(), [], []);
  return useMemo(() => {
    const cards: Card[] = [...bundledCards(), ...library.map(({ key: _key, ...card }) => card as Card)];
    return { 'ms-war': createCatalog('ms-war', cards), 'gundam-war': createCatalog('gundam-war', cards) };
  }, [library]);
}
