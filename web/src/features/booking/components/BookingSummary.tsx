import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatDuration, formatLongDate, formatTime } from '../../../lib/format.ts';

export interface LegalConditionLink {
  id: number;
  title: string;
  url: string | null;
}

export interface BookingSummaryData {
  serviceName: string;
  duration: number;
  price: number | null;
  /** UTC instant of the chosen slot. */
  start: string;
  timezone: string;
  locationName: string;
  address: string;
  /** The vendor's terms; one checkbox accepts them all. */
  legalConditions: readonly LegalConditionLink[];
}

interface BookingSummaryProps {
  summary: BookingSummaryData;
  acceptedTerms: boolean;
  submitting: boolean;
  error: string | null;
  onAcceptTerms: (accepted: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
}

export function BookingSummary({
  summary,
  acceptedTerms,
  submitting,
  error,
  onAcceptTerms,
  onConfirm,
  onBack,
}: BookingSummaryProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'fr';
  const rows: [string, string][] = [
    [t('summary.service'), summary.serviceName],
    [t('summary.date'), formatLongDate(summary.start, language, summary.timezone)],
    [t('summary.time'), formatTime(summary.start, summary.timezone)],
    [t('summary.duration'), formatDuration(summary.duration)],
    ...(summary.price !== null ? [[t('summary.price'), formatCurrency(summary.price)] as [string, string]] : []),
    [t('summary.location'), `${summary.locationName}, ${summary.address}`],
  ];

  return (
    <Box data-testid="booking-summary">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={acceptedTerms}
            onChange={(event) => onAcceptTerms(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'accept-terms' } as Record<string, string> }}
          />
        }
        label={t('summary.acceptTerms')}
      />
      {summary.legalConditions.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 6, color: 'text.secondary' }}>
          {summary.legalConditions.map((condition) => (
            <li key={condition.id}>
              {condition.url ? (
                <Link href={condition.url} target="_blank" rel="noopener noreferrer">
                  {condition.title}
                </Link>
              ) : (
                condition.title
              )}
            </li>
          ))}
        </Box>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Button variant="text" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button
          variant="primary"
          size="lg"
          data-testid="confirm-booking"
          disabled={!acceptedTerms || submitting}
          onClick={onConfirm}
        >
          {submitting ? t('summary.confirming') : t('summary.confirm')}
        </Button>
      </Box>
    </Box>
  );
}
