import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatCurrency } from '../../../domain/money.ts';
import { formatDuration } from '../../../domain/duration.ts';
import { formatLongDate, formatTime } from '../../../lib/dateFormat.ts';
import { SalonText } from '../../../components/SalonText.tsx';

export interface LegalConditionLink {
  id: number;
  title: string;
  url: string | null;
  /** The title's language when the salon wrote none in the page's. */
  language?: string | null;
}

export interface SummaryService {
  id: number;
  name: string;
  duration: number;
  price: number | null;
}

export interface BookingSummaryData {
  services: readonly SummaryService[];
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
  comment: string;
  onComment: (comment: string) => void;
  submitting: boolean;
  error: string | null;
  onAcceptTerms: (accepted: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
}

export function BookingSummary({
  summary,
  acceptedTerms,
  comment,
  onComment,
  submitting,
  error,
  onAcceptTerms,
  onConfirm,
  onBack,
}: BookingSummaryProps) {
  const { t, i18n } = useTranslation('publicBooking');
  const language = i18n.resolvedLanguage ?? 'fr';
  const duration = summary.services.reduce((sum, s) => sum + s.duration, 0);
  const priced = summary.services.filter((s) => s.price !== null);
  const price = priced.length > 0 ? priced.reduce((sum, s) => sum + (s.price ?? 0), 0) : null;
  const rows: [string, string][] = [
    [
      summary.services.length > 1 ? t('summary.services') : t('summary.service'),
      summary.services.map((s) => s.name).join(', '),
    ],
    [t('summary.date'), formatLongDate(summary.start, language, summary.timezone)],
    [t('summary.time'), formatTime(summary.start, summary.timezone)],
    [t('summary.duration'), formatDuration(duration)],
    ...(price !== null ? [[t('summary.price'), formatCurrency(price)] as [string, string]] : []),
    [t('summary.location'), `${summary.locationName}, ${summary.address}`],
  ];

  return (
    <Box data-testid="booking-summary">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          mb: 3,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* A plain textarea: the MUI text field would weigh on the public booking bundle. */}
      <Box
        component="label"
        htmlFor="booking-comment"
        sx={{ display: 'block', mb: 0.5, fontWeight: 600, fontSize: 14 }}
      >
        {t('summary.comment')}
      </Box>
      <Box
        component="textarea"
        id="booking-comment"
        data-testid="booking-comment"
        placeholder={t('summary.commentPlaceholder')}
        value={comment}
        maxLength={1000}
        rows={2}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onComment(event.target.value)}
        sx={{
          width: '100%',
          mb: 2,
          p: 1.5,
          font: 'inherit',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          resize: 'vertical',
          '&:focus': { outline: 2, outlineColor: 'primary.main', borderColor: 'transparent' },
        }}
      />
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
                  <SalonText text={condition.title} language={condition.language} />
                </Link>
              ) : (
                <SalonText text={condition.title} language={condition.language} />
              )}
            </li>
          ))}
        </Box>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
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
