/**
 * Hostile input for every parser of the engine's user files (suite.ts), and the card CSV's
 * formula cells.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_PARSERS } from './parsers';
import { describeHostile, expectReadable } from './suite';

describeHostile(TEXT_PARSERS);

describe('formula cells', () => {
  it('are kept as the text they are, never evaluated', () => {
    const csv = TEXT_PARSERS.find((p) => p.name === 'card CSV')!;
    expect(expectReadable(csv, 'game,number,name,type\nms-war,F-1,=1+1,ms\nms-war,F-2,@SUM(A1),ms')).toEqual([]);
  });
});
