import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { onSubscriptionsReconnected } from '../../../lib/subscriptions.ts';
import { BOOKING_EVENTS_CHANGED_SUBSCRIPTION } from '../operations.ts';

/**
 * Reloads a booking's screen when its events change anywhere (another desk closes, moves or
 * cancels it): the server publishes every change of events, closing included.
 */
export function useBookingLive(
  bookingId: number,
  range: { start: string | null | undefined; end: string | null | undefined },
  reload: () => void,
) {
  const latest = useRef(reload);
  latest.current = reload;
  const skip = !range.start || !range.end;
  useSubscription(BOOKING_EVENTS_CHANGED_SUBSCRIPTION, {
    variables: { from: range.start ?? '', to: range.end ?? '' },
    skip,
    onData: ({ data }) => {
      if (data.data?.calendarEventsChanged.bookingId === bookingId) latest.current();
    },
  });
  useEffect(() => (skip ? undefined : onSubscriptionsReconnected(() => latest.current())), [skip]);
}
