import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './index';
import { localName } from '../../engine/i18n/languages';
import type { CardName, Message } from '../../engine/i18n/message';
import { tell, type LooseT } from '../../engine/i18n/translate';
import type { Language } from './languages';
import type { GameId, Keyword } from '../../engine/cards/model';
import { keywordLabel } from '../../engine/cards/keywords/label';
import type { Format } from '../../engine/decks/format-model';

/** Engine messages (validation problems, log lines, step names) in the interface language. */
export function useMessage(): (msg: Message) => string {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  return useCallback((msg: Message) => tell(msg, t as unknown as LooseT, lang), [t, lang]);
}

/** The interface language now (re-renders when it changes). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? 'en') as Language;
}

/** A card's name in the interface language where it has one (`name_ja`), else the other. */
export function useCardName(): (card: CardName) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  return useCallback((card: CardName) => localName(card, lang), [lang]);
}

/** A card's keyword as printed in the interface language (Gundam War's Japanese special-effect names). */
export function useKeywordLabel(): (keyword: Keyword, game: GameId) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  return useCallback((keyword: Keyword, game: GameId) => keywordLabel(keyword, game, lang), [lang]);
}

/** An engine message in the interface language now, outside React (a hook's callback). */
export function tellNow(msg: Message): string {
  return tell(msg, i18n.t as unknown as LooseT, (i18n.resolvedLanguage ?? 'en') as Language);
}

/**
 * A rule error's words and rule in the interface language: the engine's message where it
 * gives one, its English text otherwise (and always in English, which the text is written in).
 */
export function ruleErrorWords(error: { error: string; rule?: string; msg?: Message; ruleMsg?: Message }): {
  text: string;
  rule?: string;
} {
  if ((i18n.resolvedLanguage ?? 'en') === 'en') return { text: error.error, rule: error.rule };
  return {
    text: error.msg ? tellNow(error.msg) : error.error,
    rule: error.ruleMsg ? tellNow(error.ruleMsg) : error.rule,
  };
}

/** A format's own words in the interface language: its Japanese name, description and citations where it has them. */
export function useFormatWords(): {
  name(format: Pick<Format, 'name' | 'name_ja'>): string;
  description(format: Pick<Format, 'description' | 'description_ja'>): string;
  citation(violation: { citation?: string; citation_ja?: string }): string | undefined;
} {
  const { i18n } = useTranslation();
  const ja = i18n.resolvedLanguage === 'ja';
  return useMemo(
    () => ({
      name: (f) => (ja && f.name_ja) || f.name,
      description: (f) => (ja && f.description_ja) || f.description,
      citation: (v) => (ja && v.citation_ja) || v.citation,
    }),
    [ja],
  );
}
