import type { ReactNode } from 'react';

// A light alert (components/light/light.css): MUI's Alert and its icons would weigh on the public pages.
interface NoticeProps {
  tone: 'error' | 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}

export function Notice({ tone, children, action, ...rest }: NoticeProps) {
  return (
    <div role="alert" data-testid={rest['data-testid']} className={`lk-notice lk-notice-${tone}`}>
      <div>{children}</div>
      {action}
    </div>
  );
}
