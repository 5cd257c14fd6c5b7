import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { claimsAtom } from '../../lib/auth.ts';
import {
  NOTIFICATION_COUNTERS_CHANGED_SUBSCRIPTION,
  RESET_NOTIFICATION_COUNTER_MUTATION,
  SIDEBAR_DATA_QUERY,
} from './operations.ts';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  configurationErrorsAtom,
  notificationsAtom,
  resetNotification,
} from './sidebarState.ts';

const isNotificationKind = (value: string | null): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(value ?? '');
/**
 * How often the sidebar asks for the counters and configuration warnings besides the live push (a
 * change made while the connection was down, warnings that follow from the time passing).
 */
const BADGES_REFRESH_MS = 5 * 60_000;

/**
 * The sidebar's data: the vendor's resources, counters and configuration warnings, kept live, copied to the
 * sidebar state; a `notification` route query clears that badge.
 */
export function useSidebarData() {
  const reset = useSetAtom(resetNotification);
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notification = params.get('notification');

  const vendorId = useAtomValue(claimsAtom)?.vendorId ?? null;
  const { data, refetch } = useQuery(SIDEBAR_DATA_QUERY, {
    variables: { vendorId: vendorId ?? 0 },
    skip: vendorId === null,
    fetchPolicy: 'cache-and-network',
    pollInterval: BADGES_REFRESH_MS,
  });
  // Others' changes are counted on the server and pushed: the badges follow at once.
  useSubscription(NOTIFICATION_COUNTERS_CHANGED_SUBSCRIPTION, {
    skip: vendorId === null,
    onData: () => void refetch().catch(() => {}),
  });

  // The badge of a collection clears when the route query names it, here and on the server; the
  // query then leaves the address (a reload or a shared link does not clear it again).
  const [resetCounter] = useMutation(RESET_NOTIFICATION_COUNTER_MUTATION);
  useEffect(() => {
    if (!isNotificationKind(notification)) return;
    reset(notification);
    void resetCounter({ variables: { collection: notification } })
      .then(() => (vendorId === null ? undefined : refetch()))
      .catch(() => {});
    const rest = new URLSearchParams(search);
    rest.delete('notification');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [notification, reset, resetCounter, refetch, vendorId, navigate, pathname, search]);
  const setConfigErrors = useSetAtom(configurationErrorsAtom);
  const setNotifications = useSetAtom(notificationsAtom);
  useEffect(() => {
    if (!data) return;
    const { __typename: _t, ...byCollection } = data.configurationErrors;
    setConfigErrors(
      Object.fromEntries(
        Object.entries(byCollection).map(([collection, rows]) => [
          collection,
          Object.fromEntries(rows.map((row) => [row.id, row.keys])),
        ]),
      ),
    );
    setNotifications(Object.fromEntries(data.notificationCounters.map((c) => [c.collection, c.count])));
  }, [data, setConfigErrors, setNotifications]);
  return data;
}
