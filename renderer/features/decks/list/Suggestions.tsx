/** "Did you mean …" for an unknown card in a pasted list: one click writes the suggested name into that line. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListProblem } from '../../../../engine/decks/list';

export function Suggestions({ problem, onUse }: { problem: ListProblem; onUse: (name: string) => void }) {
  const { t } = useTranslation('formats');
  if (!problem.suggestions?.length || !problem.line) return null;
  return (
    <span className="suggestions">
      {' '}
      {t('suggest.didYouMean')}{' '}
      {problem.suggestions.map((name) => (
        <button
          key={name}
          type="button"
          className="btn small"
          onClick={() => onUse(name)}
          aria-label={t('suggest.use', { name, line: problem.line })}
        >
          {name}
        </button>
      ))}
    </span>
  );
}

/** Replaces the unknown name on the problem's line of the pasted text with the chosen one. */
export function useSuggestion(setText: (change: (text: string) => string) => void) {
  return useCallback(
    (problem: ListProblem, name: string) =>
      setText((text) => {
        const lines = text.split(/\r\n|\r|\n/);
        const index = (problem.line ?? 0) - 1;
        if (!problem.query || !lines[index]?.includes(problem.query)) return text;
        lines[index] = lines[index].replace(problem.query, name);
        return lines.join('\n');
      }),
    [setText],
  );
}
