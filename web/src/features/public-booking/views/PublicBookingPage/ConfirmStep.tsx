import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/Notice.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { formatAddress } from '../../../../domain/address.ts';
import { formatTime } from '../../../../lib/dateFormat.ts';
import { themedLazy } from '../../../../lib/themed.tsx';
import type { BookingState } from '../../../../domain/bookingState.ts';
import type { BookingAvailability } from './useBookingAvailability.ts';
import { type BookingDispatch, type BookingLocation, loadSummary } from './useBookingLocation.ts';
import type { ConfirmBooking } from './useConfirmBooking.ts';

// Drawn with MUI: each loads with the theme (lib/themed.tsx), on a page that starts without it.
const BookingSummary = themedLazy(() => loadSummary().then((m) => m.BookingSummary));
// Guests only, at step 3: its tabs and forms load then.
// Its login and sign-up forms use the app's Apollo client, which loads with them.
const InlineLogin = themedLazy(() =>
  Promise.all([import('../../components/InlineLogin.tsx'), import('../../../../lib/withApollo.tsx')]).then(
    ([m, { withApollo }]) => withApollo(m.InlineLogin),
  ),
);

type LaterSteps = typeof import('../../components/laterSteps.tsx');

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
      <section>
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
        <div className="pb-mt-2">
          <button type="button" className="lk-btn lk-btn-text pb-btn-medium" onClick={() => dispatch({ type: 'back' })}>
            {t('back')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section>
      <h2 className="lk-h3 pb-mb-2">{t('summary.title')}</h2>
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
    </section>
  );
}
