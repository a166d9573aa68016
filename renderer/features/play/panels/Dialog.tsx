/** A modal dialog over the table: focus moves in, Escape closes, the table's keys pause. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapTab } from '../../../ui/focusTrap';

export function Dialog({
  title,
  onClose,
  children,
  wide,
  actions,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  actions?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useTranslation('common');
  useEffect(() => {
    const back = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('[autofocus], input, button')?.focus();
    return () => back?.focus?.();
  }, []);
  return (
    <div className="pf-scrim" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`pf-dialog${wide ? ' wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') onClose();
          else wrapTab(e.currentTarget, e);
        }}
      >
        <header className="pf-dialog-head">
          <h2>{title}</h2>
          <button type="button" className="btn" aria-label={t('action.close')} onClick={onClose}>
            ✕
          </button>
        </header>
        <div className="pf-dialog-body">{children}</div>
        {actions && <footer className="pf-dialog-foot">{actions}</footer>}
      </div>
    </div>
  );
}
