/** The library's stored card images for a deck's cards, decoded for a canvas (none where a card has no image). */
import type { Card } from '../../../../../engine/cards/model';
import { cardKey } from '../../../../../engine/cards/model';
import { db } from '../../../../db/db';

export async function cardImages(cards: readonly Card[]): Promise<Map<string, ImageBitmap>> {
  const wanted = cards.filter((c) => c.hasImage);
  const out = new Map<string, ImageBitmap>();
  if (!wanted.length) return out;
  const records = await db.images.bulkGet(wanted.map(cardKey));
  await Promise.all(
    records.map(async (record, i) => {
      if (!record) return;
      try {
        out.set(wanted[i].number, await createImageBitmap(record.blob));
      } catch {
        // An image the browser cannot decode: the card is drawn from its data instead.
      }
    }),
  );
  return out;
}
