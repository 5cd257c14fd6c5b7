import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// A light alert for the public pages (MUI's Alert and its icons would weigh on the booking bundle).
const TONES = {
  error: { color: '#7a1c1c', bg: '#fdecea', border: '#f5c2c0' },
  warning: { color: '#6b4a00', bg: '#fff4e0', border: '#f3d39a' },
  info: { color: '#0a4442', bg: '#e3f1ef', border: '#b9dcd7' },
} as const;

interface NoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}

export function Notice({ tone, children, action, ...rest }: NoticeProps) {
  const c = TONES[tone];
  return (
    <Box
      role="alert"
      data-testid={rest['data-testid']}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        px: 2,
        py: 1.5,
        my: 2,
        borderRadius: 2,
        border: 1,
        color: c.color,
        bgcolor: c.bg,
        borderColor: c.border,
        fontSize: 14,
        lineHeight: 1.5,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>{children}</Box>
      {action}
    </Box>
  );
}
