/** The steps where auto-pass still hands this seat the table: set once, kept per game (session/stepStops.ts). */
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../../../engine/cards/model';
import { PRIORITY_STEPS, stepStopLabel } from '../session/stepStops';

export interface StepStopsChoice {
  game: GameId;
  on: ReadonlySet<string>;
  set(step: string, on: boolean): void;
}

export function StepStops({ game, on, set, current }: StepStopsChoice & { current: string }) {
  const { t } = useTranslation(['playflow', 'games']);
  return (
    <details className="pf-step-stops" data-testid="step-stops">
      <summary>{t('stepStops.summary', { count: on.size })}</summary>
      <p className="pf-step-stops-hint">{t('stepStops.hint', { game: t(`games:${game}`) })}</p>
      <div role="group" aria-label={t('stepStops.group')}>
        {PRIORITY_STEPS[game].map((id) => (
          <label key={id} className={`pf-check${id === current ? ' now' : ''}`} data-step={id}>
            <input type="checkbox" checked={on.has(id)} onChange={(e) => set(id, e.target.checked)} />
            {stepStopLabel(game, id)}
          </label>
        ))}
      </div>
    </details>
  );
}
