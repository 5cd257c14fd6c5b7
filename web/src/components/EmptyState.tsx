import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Nothing to show yet: a dashed box with the message (plain CSS, components/light/light.css). */
export function EmptyState({ message, icon, action }: EmptyStateProps) {
  return (
    <div className="lk-empty">
      {icon ? <div className="lk-empty-icon">{icon}</div> : null}
      <p className="lk-p">{message}</p>
      {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
    </div>
  );
}
