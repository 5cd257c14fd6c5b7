import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { startOfMonth, today as todayIn } from '../../../../lib/calendar.ts';
import {
  type BookingState,
  MAX_MONTH_OFFSET,
  bookingSearch,
  parseBookingSearch,
  sameUrlState,
  urlStateOf,
} from '../../../../domain/bookingState.ts';
import type { BookingDispatch, BookingLocation } from './useBookingLocation.ts';

/**
 * Each step has its own URL (?step=date&services=…&date=…&time=…): Back goes to the previous step
 * and a reload keeps the choice. When the URL changed (Back, Forward, reload, a shared link) it
 * wins; when the form changed, the URL follows (a new history entry per step).
 */
export function useBookingUrlSync(
  ready: boolean,
  location: BookingLocation | null,
  state: BookingState,
  dispatch: BookingDispatch,
  timezone: string,
) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const seenSearch = useRef<string | null>(null);
  const normalizing = useRef(false);
  useEffect(() => {
    if (!ready || !location) return;
    const url = parseBookingSearch(search);
    const form = urlStateOf(state);
    if (sameUrlState(url, form)) {
      seenSearch.current = search;
      normalizing.current = false;
      return;
    }
    if (search !== seenSearch.current) {
      seenSearch.current = search;
      normalizing.current = true;
      const offered = new Set(location.services.map((s) => s.id));
      const serviceIds = url.serviceIds.filter((id) => offered.has(id));
      const base = startOfMonth(todayIn(timezone), timezone);
      const monthOffset = url.date
        ? Math.min(
            MAX_MONTH_OFFSET,
            Math.max(
              0,
              (Number(url.date.slice(0, 4)) - Number(base.slice(0, 4))) * 12 +
                Number(url.date.slice(5, 7)) -
                Number(base.slice(5, 7)),
            ),
          )
        : 0;
      dispatch({ type: 'hydrate', url: { ...url, serviceIds }, monthOffset });
      return;
    }
    // A new step is a new history entry; corrections, a lost slot and the confirmation replace it.
    const replace = normalizing.current || form.step === url.step || form.step === 'done' || !!state.conflict;
    normalizing.current = false;
    seenSearch.current = bookingSearch(form, new URLSearchParams(search));
    void navigate({ pathname, search: seenSearch.current }, { replace });
  }, [ready, location, state, search, pathname, timezone, navigate, dispatch]);

  // Each step starts at the top: on a phone the next step would otherwise open below the fold.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of step only.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [state.step]);
}
