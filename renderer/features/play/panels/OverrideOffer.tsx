/**
 * A move the rules do not allow, held back: the reason in the game's words, the rule, and one
 * click to make it anyway as an override (not offered on a strict table). Escape cancels.
 */
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import type { Refusal } from '../table/overrides';

interface Props {
  refusal: Refusal;
  /** A strict table refuses overrides: the offer only explains. */
  strict: boolean;
  onOverride(): void;
  onCancel(): void;
}

export function OverrideOffer({ refusal, strict, onOverride, onCancel }: Props) {
  const { t } = useTranslation('playflow');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => back?.focus?.();
  }, []);
  return (
    <div
      className="pf-toast pf-override"
      role="alertdialog"
      aria-label={t('override.label')}
      data-testid="override-offer"
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p>
        <strong>{t('override.notAllowed')}</strong> {refusal.reason}
        {refusal.rule && <span className="pf-rule"> ({refusal.rule})</span>}
      </p>
      {strict && <p className="pf-dim">{t('override.strict')}</p>}
      <div className="pf-override-actions">
        {!strict && (
          <button type="button" className="btn" onClick={onOverride}>
            {t('override.anyway')}
          </button>
        )}
        <button type="button" ref={cancel} className="btn" onClick={onCancel}>
          {strict ? t('override.ok') : t('override.cancel')}
        </button>
      </div>
    </div>
  );
}
