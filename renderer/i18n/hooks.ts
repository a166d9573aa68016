import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../../engine/i18n/languages';
import type { Message } from '../../engine/i18n/message';
import type { Language } from './languages';

/** Engine messages (validation problems, log lines, step names) in the interface language. */
export function useMessage(): (msg: Message) => string {
  const { t } = useTranslation();
  // Message keys are data from the engine; the catalog test checks them, not the type checker.
  const loose = t as unknown as (key: string, params: object) => string;
  return useCallback((msg: Message) => loose(msg.key, msg.params ?? {}), [loose]);
}

/** A card's name in the interface language where it has one (`name_ja`), else the other. */
export function useCardName(): (card: { name: string; name_ja?: string }) => string {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  return useCallback((card: { name: string; name_ja?: string }) => localName(card, lang), [lang]);
}
