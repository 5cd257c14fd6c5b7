import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/scaffold/ConfirmDialog.tsx';
import { outcomeOf } from '../../../components/scaffold/EntityForm.tsx';
import { type FragmentType, getFragmentData } from '../../../gql/index.ts';
import { formatTime } from '../../../lib/dateFormat.ts';
import { localeOf } from '../../../lib/languages.ts';
import { BOOK_WAITLIST_OFFER, LEAVE_WAITLIST, WAITLIST_OFFER_FIELDS } from '../operations.ts';

const longDay = (start: string, timezone: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'full', timeZone: timezone }).format(new Date(start));

/** The offered times with one button to book, and one to leave the list. */
export function OfferCard(props: { offer: FragmentType<typeof WAITLIST_OFFER_FIELDS>; onChanged: () => void }) {
  const offer = getFragmentData(WAITLIST_OFFER_FIELDS, props.offer);
  const { t, i18n } = useTranslation('waitlist');
  const [confirm, dialog] = useConfirm();
  const [chosen, setChosen] = useState<string | null>(offer.starts.length === 1 ? offer.starts[0]! : null);
  const [accepted, setAccepted] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState(false);
  const [book, { loading: booking }] = useMutation(BOOK_WAITLIST_OFFER);
  const [leave, { loading: leaving }] = useMutation(LEAVE_WAITLIST);
  const missing = offer.legalConditions.some((c) => c.required && !accepted.includes(c.id));

  const onBook = async () => {
    if (!chosen) return;
    setFailure(null);
    const { data, error } = await book({
      variables: { token: offer.token, start: chosen, legalConditionIds: accepted },
    });
    const outcome = outcomeOf(data?.bookWaitlistOffer, ['Booking'], error, t('offer.failed'));
    if (outcome.ok) setBooked(true);
    else {
      setFailure(outcome.failure.message);
      setChosen(null);
      props.onChanged();
    }
  };
  const onLeave = async () => {
    if (!(await confirm({ title: t('offer.leaveTitle'), message: t('offer.leaveMessage'), danger: true }))) return;
    await leave({ variables: { token: offer.token } });
    props.onChanged();
  };

  const status = booked ? 'BOOKED' : offer.status;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="waitlist-offer">
      {dialog}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        {offer.services.join(', ')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {offer.vendorName} · {offer.locationName}
      </Typography>
      {status === 'BOOKED' ? (
        <Alert severity="success" data-testid="waitlist-booked">
          {t('offer.booked', {
            when: chosen
              ? `${longDay(chosen, offer.timezone, i18n.language)} ${formatTime(chosen, offer.timezone)}`
              : '',
          })}
        </Alert>
      ) : status === 'LEFT' || status === 'EXPIRED' ? (
        <Alert severity="info" data-testid="waitlist-closed">
          {t(status === 'LEFT' ? 'offer.left' : 'offer.expired')}
        </Alert>
      ) : (
        <Stack spacing={2}>
          {failure ? (
            <Alert severity="warning" data-testid="waitlist-offer-failure">
              {failure}
            </Alert>
          ) : null}
          {offer.starts.length ? (
            <>
              <Typography>{t('offer.intro')}</Typography>
              {offer.holdUntil ? (
                <Typography variant="body2" color="textSecondary">
                  {t('offer.heldUntil', { time: formatTime(offer.holdUntil, offer.timezone) })}
                </Typography>
              ) : null}
              <ToggleButtonGroup
                orientation="vertical"
                exclusive
                value={chosen}
                onChange={(_e, value: string | null) => setChosen(value)}
                aria-label={t('offer.times')}
              >
                {offer.starts.map((start) => (
                  <ToggleButton key={start} value={start} data-testid="waitlist-offer-time">
                    {longDay(start, offer.timezone, i18n.language)} · {formatTime(start, offer.timezone)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {offer.legalConditions.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={accepted.includes(c.id)}
                      onChange={(e) =>
                        setAccepted((list) => (e.target.checked ? [...list, c.id] : list.filter((id) => id !== c.id)))
                      }
                    />
                  }
                  label={
                    c.url ? (
                      <Link href={c.url} target="_blank" rel="noopener">
                        {c.title}
                      </Link>
                    ) : (
                      c.title
                    )
                  }
                />
              ))}
              <Button
                variant="primary"
                size="lg"
                disabled={!chosen || missing || booking}
                onClick={() => void onBook()}
              >
                {t('offer.book')}
              </Button>
            </>
          ) : (
            <Alert severity="info" data-testid="waitlist-no-offer">
              {t('offer.nothingNow')}
            </Alert>
          )}
          <Button variant="text" disabled={leaving} onClick={() => void onLeave()} data-testid="waitlist-leave">
            {t('offer.leave')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
