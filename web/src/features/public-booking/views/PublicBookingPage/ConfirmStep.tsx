import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/Notice.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { formatAddress } from '../../../../domain/address.ts';
import { formatTime } from '../../../../lib/dateFormat.ts';
import { lazyWithApollo } from '../../../../lib/routing.tsx';
import type { BookingState } from '../../../../domain/bookingState.ts';
import type { BookingAvailability } from './useBookingAvailability.ts';
import { type BookingDispatch, type BookingLocation, loadSummary } from './useBookingLocation.ts';
import type { ConfirmBooking } from './useConfirmBooking.ts';

const BookingSummary = lazy(() => loadSummary().then((m) => ({ default: m.BookingSummary })));
// Guests only, at step 3: its tabs and forms load then.
// Its login and sign-up forms use the app's Apollo client, which loads with them.
const InlineLogin = lazyWithApollo(() => import('../../components/InlineLogin.tsx').then((m) => m.InlineLogin));

type LaterSteps = typeof import('../../components/laterSteps.ts');

interface ConfirmStepProps {
  location: BookingLocation;
  state: BookingState & { slot: NonNullable<BookingState['slot']> };
  dispatch: BookingDispatch;
  timezone: string;
  services: BookingAvailability['services'];
  booking: ConfirmBooking;
  later: LaterSteps | undefined;
}

/** Step 3: the summary with the terms for a customer, the login or sign-up for a guest. */
export function ConfirmStep({ location, state, dispatch, timezone, services, booking, later }: ConfirmStepProps) {
  const { t } = useTranslation('publicBooking');
  if (!booking.loggedIn) {
    return (
      <Box component="section">
        {later ? (
          <later.ChosenAppointment
            services={services}
            start={state.slot.start}
            timezone={timezone}
            locationName={location.name}
          />
        ) : null}
        <Suspense fallback={<PageLoader />}>
          <InlineLogin />
        </Suspense>
        <Box sx={{ mt: 2 }}>
          <Button variant="text" onClick={() => dispatch({ type: 'back' })}>
            {t('back')}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="section">
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {t('summary.title')}
      </Typography>
      {booking.overlapping.map((b) => (
        <Notice key={b.id} tone="warning" data-testid="overlap-warning">
          {t('overlap', {
            vendor: b.vendor.publicName,
            location: b.location.name,
            time: `${formatTime(b.start ?? '', b.vendor.timezone)}–${formatTime(b.end ?? '', b.vendor.timezone)}`,
          })}
        </Notice>
      ))}
      <Suspense fallback={<PageLoader />}>
        <BookingSummary
          summary={{
            services,
            start: state.slot.start,
            timezone,
            locationName: location.name,
            address: formatAddress(location),
            legalConditions: location.vendor.legalConditions,
          }}
          acceptedTerms={state.acceptedTerms}
          comment={state.comment}
          onComment={(comment) => dispatch({ type: 'setComment', comment })}
          submitting={booking.submitting}
          error={booking.submitError}
          onAcceptTerms={(accepted) => dispatch({ type: 'acceptTerms', accepted })}
          onConfirm={() => void booking.confirm()}
          onBack={() => dispatch({ type: 'back' })}
        />
      </Suspense>
    </Box>
  );
}
