import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushAlert } from '../../../../lib/alerts.ts';
import { isLoggedInAtom } from '../../../../lib/auth.ts';
import { useGraphQLClient, useGraphQLQuery as useQuery } from '../../../../lib/useGraphQL.ts';
import type { BookingState } from '../../../../domain/bookingState.ts';
import { CREATE_BOOKING_MUTATION, OVERLAP_CHECK_QUERY, VERIFY_BOOKING_QUERY } from '../../operations.ts';
import type { BookingAvailability } from './useBookingAvailability.ts';
import type { BookingDispatch, BookingLocation } from './useBookingLocation.ts';

/** Step 3: the overlap warning, then verify and save the booking (spec §5). */
export function useConfirmBooking(
  location: BookingLocation | null,
  state: BookingState,
  dispatch: BookingDispatch,
  { services, slotsQuery, datesQuery }: BookingAvailability,
) {
  const { t } = useTranslation('publicBooking');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // Spec: a customer is warned before booking two appointments that overlap at different places.
  const overlapQuery = useQuery(OVERLAP_CHECK_QUERY, {
    skip: !loggedIn || state.step !== 'confirm' || !state.slot,
    fetchPolicy: 'network-only',
  });
  const overlapping = useMemo(() => {
    if (!state.slot || !location) return [];
    const from = Date.parse(state.slot.start);
    const to = Date.parse(state.slot.end);
    return (overlapQuery.data?.myBookings.items ?? []).filter(
      (b) => b.start && b.end && b.location.id !== location.id && Date.parse(b.start) < to && Date.parse(b.end) > from,
    );
  }, [overlapQuery.data, state.slot, location]);

  // The public path talks to the server without Apollo (lib/useGraphQL.ts): see operations.ts.
  const { request } = useGraphQLClient();
  const [creating, setCreating] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const submitting = creating || verifying;

  const slotTaken = (message: string) => {
    // Someone else took the slot: back to the time choice with fresh slots for the day and the window.
    dispatch({ type: 'conflict', message: message || t('conflict') });
    void slotsQuery.refetch();
    void datesQuery.refetch();
  };

  const confirm = async (): Promise<void> => {
    if (!location || services.length === 0 || !state.slot) return;
    setSubmitError(null);
    const events = state.slot.assignments.map((a) => ({
      serviceId: a.serviceId,
      employeeId: a.employeeId,
      workplaceId: a.workplaceId,
      machineId: a.machineId,
      start: a.start,
    }));
    // Spec §5: the booking is verified with the server before saving (saving checks again, atomically).
    setVerifying(true);
    const verification = await request(VERIFY_BOOKING_QUERY, {
      input: { vendorId: location.vendor.id, locationId: location.id, events },
    })
      .catch(() => null)
      .finally(() => setVerifying(false));
    if (verification && !verification.verifyBooking.available) {
      slotTaken(verification.verifyBooking.message);
      return;
    }
    setCreating(true);
    const outcome = await request(CREATE_BOOKING_MUTATION, {
      input: {
        vendorId: location.vendor.id,
        locationId: location.id,
        comment: state.comment.trim() || undefined,
        events,
        // The single terms checkbox (required before confirming) accepts every condition shown.
        legalConditions: location.vendor.legalConditions.map((c) => ({ id: c.id, accepted: state.acceptedTerms })),
      },
    })
      .then((data) => ({ result: data?.createBooking, error: undefined }))
      .catch((error: unknown) => ({ result: undefined, error: error instanceof Error ? error : undefined }))
      .finally(() => setCreating(false));
    const { result, error } = outcome;
    if (error || !result) {
      setSubmitError(error?.message || t('summary.failed'));
      pushAlert({ key: 'booking', type: 'danger', message: error?.message || t('summary.failed') });
      return;
    }
    switch (result.__typename) {
      case 'Booking': {
        const starts = result.events.map((e) => e.customerStart).sort();
        const employees = [...new Set(result.events.map((e) => e.employee?.name).filter((n) => !!n))] as string[];
        dispatch({
          type: 'confirmed',
          booking: {
            id: result.id,
            start: starts[0] ?? state.slot.start,
            employees,
            calendar: result.calendarLinks,
            pending: result.status === 'PENDING',
          },
        });
        break;
      }
      case 'ConflictError':
        slotTaken(result.message);
        break;
      default:
        setSubmitError(result.message || t('summary.failed'));
    }
  };

  return { loggedIn, overlapping, submitting, submitError, setSubmitError, confirm };
}

export type ConfirmBooking = ReturnType<typeof useConfirmBooking>;
