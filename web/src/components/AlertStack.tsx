import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { type AlertType, alertsAtom, dismissAlert } from '../lib/alerts.ts';

const severity: Record<AlertType, 'warning' | 'success' | 'error' | 'info'> = {
  warning: 'warning',
  success: 'success',
  danger: 'error',
  info: 'info',
};

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

/** Spec §3 Alert: stacked toasts with their countdown, each closable by hand. */
export function AlertStack() {
  const { t } = useTranslation();
  const alerts = useAtomValue(alertsAtom);
  if (alerts.length === 0) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: 1600,
        top: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 400 },
        display: 'grid',
        gap: 1,
      }}
    >
      {alerts.map((alert) => (
        <Alert
          key={alert.key}
          data-testid={`alert-${alert.type}`}
          severity={severity[alert.type]}
          variant="filled"
          onClose={() => dismissAlert(alert.key)}
          slotProps={{ closeButton: { title: t('state.dismiss'), 'aria-label': t('state.dismiss') } }}
          sx={{ position: 'relative', overflow: 'hidden', boxShadow: 6 }}
        >
          {alert.details?.length ? <AlertTitle sx={{ fontWeight: 700 }}>{alert.message}</AlertTitle> : alert.message}
          {alert.details?.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {alert.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          ) : null}
          {alert.countdown > 0 ? (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                height: 3,
                bgcolor: 'currentColor',
                opacity: 0.5,
                transformOrigin: 'left',
                animation: `${drain} ${alert.countdown}s linear forwards`,
              }}
            />
          ) : null}
        </Alert>
      ))}
    </Box>
  );
}
