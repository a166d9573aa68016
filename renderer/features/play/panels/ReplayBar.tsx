/**
 * Replay: step through the game from the setup; the table shows the state after the chosen
 * step. "Continue from here" drops the later steps and plays on (a branch); "Back to the
 * end" returns to where the game was.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import type { HistoryEntry } from '../../../../engine/core/session';
import { Icon } from '../../../ui/Icon';
import { useMessage } from '../../../i18n/hooks';

interface Props {
  history: HistoryEntry[];
  at: number;
  end: number;
  goTo(step: number): void;
  onContinue(): void;
  onExit(): void;
}

export function ReplayBar({ history, at, end, goTo, onContinue, onExit }: Props) {
  const { t } = useTranslation('playflow');
  const tell = useMessage();
  const entry = history.find((h) => h.step === at);
  // The step's lines in the interface language (an English line where the engine has no message).
  const line = entry?.lines.map((text, i) => (entry.messages?.[i] ? tell(entry.messages[i]!) : text)).join(' ');
  // Quick clicks arrive before the table re-renders: step from where the last click aimed,
  // not from the step on screen, so every click counts.
  const aim = useRef(at);
  useEffect(() => {
    aim.current = at;
  }, [at]);
  const stepBy = (delta: number) => {
    aim.current = Math.max(0, Math.min(end, aim.current + delta));
    goTo(aim.current);
  };
  return (
    <div className="pf-replay" role="toolbar" aria-label={t('replay.label')}>
      <strong>{t('replay.label')}</strong>
      <button
        type="button"
        className="btn"
        onClick={() => {
          aim.current = 0;
          goTo(0);
        }}
        disabled={at === 0}
        aria-label={t('replay.start')}
      >
        <Icon name="first" size={14} />
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => stepBy(-1)}
        disabled={at === 0}
        aria-label={t('replay.back')}
      >
        <Icon name="back" size={14} />
      </button>
      <input
        type="range"
        min={0}
        max={end}
        value={at}
        onChange={(e) => goTo(Number(e.target.value))}
        aria-label={t('replay.step')}
      />
      <button
        type="button"
        className="btn"
        onClick={() => stepBy(1)}
        disabled={at >= end}
        aria-label={t('replay.forward')}
      >
        <Icon name="forward" size={14} />
      </button>
      <span className="pf-replay-pos" data-testid="replay-position">
        {t('replay.position', { at, end })}
      </span>
      <span className="pf-replay-line">{line ?? t('replay.setup')}</span>
      <button type="button" className="btn primary" onClick={onContinue}>
        {t('replay.continue')}
      </button>
      <button type="button" className="btn" onClick={onExit}>
        {t('replay.end')}
      </button>
    </div>
  );
}
