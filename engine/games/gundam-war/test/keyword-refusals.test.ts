/**
 * Every refusal a special effect's file gives (keywords/*.ts) is told in Japanese as in English:
 * each is produced by a scenario, its message reads in English exactly as its English text
 * and in Japanese with no English left (card names aside), and so does the rule that refuses.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/gundam-war.json' with { type: 'json' };
import type { Message, MessageParam } from '../../../i18n/message';
import { createTranslator } from '../../../i18n/translate';
import { runScenarioFile, scenarioFiles } from '../../../scenario/files';

const dir = new URL('../scenarios', import.meta.url).pathname;
const ja = createTranslator('ja');
const english = createTranslator('en');
const PREFIX = 'gundam-war:keyword.refuse.';

/** The names a message's parameters carry (card names are proper names, not English to translate). */
function names(m: Message): string[] {
  return Object.values(m.params ?? {}).flatMap((p: MessageParam) =>
    typeof p === 'object' && 'name' in p ? [p.name, p.name_ja ?? ''] : typeof p === 'string' ? [p] : [],
  );
}

function englishLeft(m: Message): string[] {
  let text = ja(m);
  for (const n of names(m).filter(Boolean)) text = text.split(n).join(' ');
  return text.match(/[A-Za-z]{3,}/g) ?? [];
}

describe("special effects' refusals in Japanese", () => {
  const refusals = scenarioFiles([dir]).flatMap((f) => runScenarioFile(f).refusals ?? []);
  const ours = refusals.filter((r) => r.msg?.key.startsWith(PREFIX));

  it.each(Object.keys(en.keyword.refuse))('%s is produced by a scenario', (key) => {
    expect(ours.some((r) => r.msg!.key === PREFIX + key)).toBe(true);
  });

  it('reads in English as the refusal does, and in Japanese with no English left', () => {
    expect(ours.length).toBeGreaterThan(0);
    for (const r of ours) {
      expect(english(r.msg!)).toBe(r.error);
      expect(englishLeft(r.msg!), ja(r.msg!)).toEqual([]);
      expect(r.ruleMsg, r.rule).toBeTruthy();
      expect(english(r.ruleMsg!)).toBe(r.rule);
      expect(englishLeft(r.ruleMsg!), ja(r.ruleMsg!)).toEqual([]);
    }
  });
});
