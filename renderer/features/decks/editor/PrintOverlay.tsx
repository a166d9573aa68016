/**
 * The full-window overlay both printable sheets share: a toolbar with the sheet's own fields,
 * Print and Close, over the pages. Print CSS hides the app and the toolbar and prints only the
 * pages, so the sheets differ only in what they put in the toolbar and on the pages.
 */
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  className?: string;
  printLabel: string;
  toolbar: ReactNode;
  onClose(): void;
  children: ReactNode;
}

export function PrintOverlay({ label, className, printLabel, toolbar, onClose, children }: Props) {
  const { t } = useTranslation('common');
  return createPortal(
    <div className={className ? `print-sheet ${className}` : 'print-sheet'} role="dialog" aria-label={label}>
      <div className="print-toolbar">
        {toolbar}
        <span className="spacer" />
        <button type="button" className="btn primary" onClick={() => window.print()}>
          {printLabel}
        </button>
        <button type="button" className="btn" onClick={onClose}>
          {t('action.close')}
        </button>
      </div>
      {children}
    </div>,
    document.body,
  );
}
