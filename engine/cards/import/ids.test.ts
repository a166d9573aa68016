import { describe, expect, it } from 'vitest';
import { loadCardFile } from '.';
import { cardRecord } from '../export';

describe('card_id and code columns', () => {
  it('reads the official id and the printed code, full-width forms as half-width', () => {
    const csv =
      'number,name,type,color,cardId,カードコード\nT-1,試作機,unit,青,１０１０２０１２６,Ｕ－３４７\nT-2,補給,command,赤,,\n';
    const r = loadCardFile(csv, 'gw.csv', { game: 'gundam-war' });
    expect(r.issues).toEqual([]);
    expect(r.cards[0]).toMatchObject({ number: 'T-1', card_id: '101020126', code: 'U-347' });
    expect(r.cards[1]).not.toHaveProperty('code');
    expect(cardRecord(r.cards[0])).toMatchObject({ card_id: '101020126', code: 'U-347' });
  });
});
