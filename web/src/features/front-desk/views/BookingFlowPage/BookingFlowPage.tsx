import '../../locales/index.ts';
import { useQuery } from '@apollo/client/react';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../../lib/useSearchParams.ts';
import { EmptyState } from '../../../../components/EmptyState.tsx';
import { ErrorState } from '../../../../components/ErrorState.tsx';
import { PageLoader } from '../../../../components/PageLoader.tsx';
import { PageHeader } from '../../../../components/scaffold/PageHeader.tsx';
import { StaffPage } from '../../../../components/scaffold/StaffPage.tsx';
import { claimsAtom } from '../../../../lib/auth.ts';
import { formatTime } from '../../../../lib/dateFormat.ts';
import { localDate } from '../../../../lib/zonedTime.ts';
import { type FlowState, emptyFlow, flowQuery, parseFlow } from '../../flowState.ts';
import { BOOKING_FOR_EDIT_QUERY, STAFF_BOOKING_SETUP_QUERY } from '../../operations.ts';
import { BookingFlow } from './BookingFlow.tsx';

/** /bookings/add: a new booking, pre-filled from the query (the calendar's clicked time and resource). */
export function BookingAddPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The calendar links with date, time and resources but no step: start at step 1 with them.
  useEffect(() => {
    if (!params.get('step')) void navigate(`?${flowQuery(parseFlow(params))}`, { replace: true });
  }, [params, navigate]);
  if (!params.get('step')) return <PageLoader />;
  return <BookingFlow bookingId={null} />;
}

/** /bookings/edit?id=: the flow starts from the booking, at the date and time step. */
export function BookingEditPage() {
  const { t } = useTranslation('frontDesk');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? 0;
  const setup = useQuery(STAFF_BOOKING_SETUP_QUERY, { variables: { vendorId } });
  const { data, loading, error, refetch } = useQuery(BOOKING_FOR_EDIT_QUERY, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const booking = data?.booking;
  const timezone = setup.data?.vendor?.timezone;
  const hydrate = !params.get('step') && !!booking && booking.status === 'OPEN' && !!timezone;
  useEffect(() => {
    if (!hydrate || !booking || !timezone) return;
    const events = [...booking.events].sort((a, b) => a.start.localeCompare(b.start));
    const serviceIds = [...new Set(events.map((e) => e.serviceId).filter((s): s is number => s != null))];
    const first = events[0];
    const state: FlowState = {
      ...emptyFlow,
      step: 4,
      locationId: booking.locationId,
      serviceIds,
      employeeId: first?.employeeId ?? null,
      workplaceId: first?.workplaceId ?? null,
      machineId: events.find((e) => e.machineId != null)?.machineId ?? null,
      customerId: booking.customerId ?? null,
      date: first ? localDate(first.start, timezone) : null,
      time: first ? formatTime(first.start, timezone) : null,
      comment: booking.comment,
    };
    void navigate(`?${flowQuery(state, { id: String(booking.id) })}`, { replace: true });
  }, [hydrate, booking, timezone, navigate]);

  const title = t('flow.editTitle');
  const frame = (content: ReactNode) => (
    <StaffPage>
      <PageHeader title={title} />
      {content}
    </StaffPage>
  );
  if (!valid) return frame(<EmptyState message={t('flow.notFound')} />);
  if ((loading && !data) || setup.loading) return <PageLoader />;
  if (error && !data) return frame(<ErrorState error={error} onRetry={() => void refetch()} />);
  if (!booking) return frame(<EmptyState message={t('flow.notFound')} />);
  if (booking.status !== 'OPEN') return frame(<EmptyState message={t('flow.notOpen')} />);
  if (!params.get('step')) return <PageLoader />;
  return (
    <BookingFlow
      bookingId={booking.id}
      ownEventIds={booking.events.map((e) => e.id)}
      initialPrivateComment={booking.privateComment ?? undefined}
    />
  );
}
