import EmailIcon from '@mui/icons-material/EmailOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingConfirmationDetailsQuery } from '../../../gql/graphql.ts';
import { formatDate, formatTime } from '../../../lib/dateFormat.ts';

type OutgoingMessage = NonNullable<NonNullable<BookingConfirmationDetailsQuery['booking']>['outgoingMessages']>[number];

/** One message that goes out to the customer: channel, kind, when, and its text (or why it is not sent). */
export function OutgoingMessageCard({ message, tz }: { message: OutgoingMessage; tz: string }) {
  const { t } = useTranslation('frontDesk');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, opacity: message.willSend ? 1 : 0.75 }}
      data-testid={`message-${message.channel}-${message.kind}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {message.channel === 'EMAIL' ? <EmailIcon fontSize="small" /> : <SmsIcon fontSize="small" />}
        <Typography sx={{ fontWeight: 600 }}>
          {message.channel === 'EMAIL' ? t('confirmation.email') : t('confirmation.sms')} ·{' '}
          {message.kind === 'CONFIRMATION' ? t('confirmation.confirmationKind') : t('confirmation.reminderKind')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {message.kind === 'CONFIRMATION'
            ? t('confirmation.sentWithBooking')
            : t('confirmation.sendAt', {
                date: formatDate(message.sendAt, tz),
                time: formatTime(message.sendAt, tz),
              })}
          {message.to ? ` · ${message.to}` : ''}
        </Typography>
      </Box>
      {message.willSend ? null : (
        <Typography variant="body2" sx={{ color: 'warning.dark', mb: 1 }}>
          {t('confirmation.notSent', { reason: message.reason ?? '' })}
        </Typography>
      )}
      {message.subject ? <Typography sx={{ fontWeight: 500 }}>{message.subject}</Typography> : null}
      <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.body}
      </Typography>
    </Paper>
  );
}
