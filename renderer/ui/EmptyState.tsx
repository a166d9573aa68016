import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

/** What a screen shows when there is nothing yet: what it is for and the next step. */
export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: IconName;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="empty-state" aria-labelledby="empty-title">
      <div className="empty-icon">
        <Icon name={icon} size={40} />
      </div>
      <h2 id="empty-title">{title}</h2>
      <div className="empty-body">{children}</div>
      {actions && <div className="empty-actions">{actions}</div>}
    </section>
  );
}
