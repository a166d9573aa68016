import { describe, expect, it } from 'vitest';
import { loadDemoSets } from '../demo';
import { parseKeywords, splitKeywordText } from './parse';

describe('splitKeywordText: what a card face prints under its keyword chips', () => {
  it('takes keyword-list sentences out of the text and keeps the rest', () => {
    expect(
      splitKeywordText(
        'Space Battle (2), Swift Strike\n(Battle Phase): 1 Unit gets +1/+0/+0 until end of turn.',
        'gundam-war',
      ),
    ).toEqual({
      keywords: [
        { id: 'space-battle', label: 'Space Battle (2)', value: 2 },
        { id: 'swift-strike', label: 'Swift Strike' },
      ],
      text: '(Battle Phase): 1 Unit gets +1/+0/+0 until end of turn.',
    });
    const ms = splitKeywordText('Sand. Preemptive Strike. When this card attacks, draw 1 card.', 'ms-war');
    expect(ms.keywords.map((k) => k.label)).toEqual(['Sand', 'Preemptive Strike']);
    expect(ms.text).toBe('When this card attacks, draw 1 card.');
  });

  it('leaves a keyword that is only mentioned inside a sentence in the text', () => {
    const text = 'Enemy Units without Space Battle cannot attack.';
    expect(splitKeywordText(text, 'gundam-war')).toEqual({ keywords: [], text });
  });

  it('keeps keywords that carry an effect, and whole sentences like "may defend with an additional M.S. Card", in the text', () => {
    const sentence = 'Lancer Frame may defend with an additional M.S. Card.';
    expect(splitKeywordText(sentence, 'ms-war')).toEqual({ keywords: [], text: sentence });
    const multiple = splitKeywordText('Multiple -> Draw 1 card.', 'gundam-war');
    expect(multiple.keywords).toEqual([]);
    expect(multiple.text).toBe('Multiple -> Draw 1 card.');
  });

  it('never loses a keyword: chips plus what the remaining text still parses to are all of them', () => {
    for (const card of loadDemoSets()) {
      const { keywords, text } = splitKeywordText(card.text, card.game);
      const all = parseKeywords(card.text, card.game)
        .map((k) => k.label)
        .sort();
      expect([...keywords, ...parseKeywords(text, card.game)].map((k) => k.label).sort(), card.number).toEqual(all);
    }
  });
});
