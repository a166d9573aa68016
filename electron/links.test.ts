import { describe, expect, it } from 'vitest';
import { isDeckLink, linkFromArgv } from './links';

describe('sortie:// deck links from the operating system', () => {
  it('finds the link among the arguments, and only a well-formed one', () => {
    expect(linkFromArgv(['/opt/Sortie/sortie', '--no-sandbox', 'sortie://deck/S1abc-_9'])).toBe(
      'sortie://deck/S1abc-_9',
    );
    expect(linkFromArgv(['/opt/Sortie/sortie'])).toBeUndefined();
    expect(isDeckLink('sortie://deck/S1a b')).toBe(false);
    expect(isDeckLink('sortie://evil/S1')).toBe(false);
    expect(isDeckLink(`sortie://deck/${'A'.repeat(5000)}`)).toBe(false);
    expect(isDeckLink(42)).toBe(false);
  });
});
