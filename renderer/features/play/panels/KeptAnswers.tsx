/** The answers kept for this game, each with the way to undo it (session/keptAnswers.ts). */
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../i18n/hooks';
import type { KeptAnswers as Kept } from '../session/useKeptAnswers';
import type { Words } from '../session/keptAnswers';

export function KeptAnswers({ kept, seat }: { kept: Kept; seat: number }) {
  const { t } = useTranslation('play');
  const tm = useMessage();
  const mine = kept.answers.filter((k) => k.seat === seat);
  if (!mine.length) return null;
  const say = (w: Words) => (w.message ? tm(w.message) : w.text);
  return (
    <details className="pf-step-stops pf-kept" data-testid="kept-answers" open>
      <summary>{t('turn.keptSummary', { count: mine.length })}</summary>
      <ul>
        {mine.map((k) => (
          <li key={`${k.kind} ${k.prompt}`}>
            <span>
              {say(k.question)} <strong>{k.answer ? say(k.answer) : t('turn.none')}</strong>
            </span>
            <button type="button" className="btn small" onClick={() => kept.forget(k)}>
              {t('turn.keptForget')}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
