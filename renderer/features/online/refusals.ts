/**
 * A refusal from the room in the interface language: the engine's own words for a move the
 * rules refuse, the deck's problems as the validator told them, the rest by reason.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../../../server/protocol';
import { ruleErrorWords, useMessage } from '../../i18n/hooks';

export function useRefusalWords(): (r: Refusal) => string {
  const { t } = useTranslation('online');
  const tm = useMessage();
  return useCallback(
    (r: Refusal) => {
      if (r.reason === 'rule' && r.rule) {
        const { text, rule } = ruleErrorWords(r.rule);
        return rule ? `${text} (${rule})` : text;
      }
      if (r.reason === 'deck' && r.problems?.length)
        return t('refused.deck', { problems: r.problems.map(tm).join(' ') });
      return t(`refused.${r.reason}`, { text: r.text });
    },
    [t, tm],
  );
}
