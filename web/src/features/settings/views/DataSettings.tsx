import '../locales/index.ts';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFileDownload } from '../../../lib/useFileDownload.ts';
import { VENDOR_EXPORT_FILES, type VendorExportFile, vendorExportUrl } from '../urls.ts';

/** /settings/data: the vendor's customers, bookings and invoices as files (records, GDPR requests). */
export function DataSettings() {
  const { t, i18n } = useTranslation('settings');
  const { state, download } = useFileDownload<VendorExportFile>(i18n.resolvedLanguage ?? 'fr');
  const progress = state.active ? t('data.progress', { file: t(`data.files.${state.active}`) }) : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('data.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('data.text')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('data.privacy')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {VENDOR_EXPORT_FILES.map((file) => (
          <Button
            key={file}
            variant={file === 'all.json' ? 'primary' : 'outlined'}
            startIcon={<DownloadIcon />}
            disabled={state.active !== null}
            onClick={() => void download(file, vendorExportUrl(file), `export-${file}`)}
            data-testid={`export-${file}`}
          >
            {t(`data.files.${file}`)}
          </Button>
        ))}
      </Stack>
      {state.active ? (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <Typography variant="body2">{progress}</Typography>
          <LinearProgress
            variant={state.percent == null ? 'indeterminate' : 'determinate'}
            value={state.percent ?? 0}
            aria-label={progress}
          />
        </Box>
      ) : null}
      {state.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('data.failed', { message: state.error })}
        </Alert>
      ) : null}
    </Paper>
  );
}
