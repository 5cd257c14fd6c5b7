import './locales/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../lib/alerts.ts';

/** The ten recovery codes, shown once, until the person says they saved them. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('security');
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    pushAlert({ type: 'success', message: t('twoFactor.copied') });
  };
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Typography variant="h4" component="h3">
        {t('twoFactor.recoveryTitle')}
      </Typography>
      <Alert severity="warning">{t('twoFactor.recoveryText')}</Alert>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 1,
          m: 0,
          p: 2,
          listStylePosition: 'inside',
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="text" onClick={() => void copy()}>
          {t('twoFactor.copy')}
        </Button>
        <Button variant="primary" onClick={onDone} data-testid="recovery-codes-saved">
          {t('twoFactor.saved')}
        </Button>
      </Stack>
    </Stack>
  );
}
