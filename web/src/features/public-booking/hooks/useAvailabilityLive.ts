import { createContext, createElement, type ReactNode, useContext, useEffect, useRef } from 'react';
import { subscribeLight } from '../lightSubscription.ts';
import { setSocketId } from '../../../lib/socketId.ts';
import { AVAILABILITY_CHANGED_SUBSCRIPTION } from '../operations.ts';

// Live slots on the public booking page (spec §1): one websocket per page listens to the product's
// public channel (`salonbook`, §9): "the availability of this location changed on these dates" (no
// personal data) and the page reloads the
// slots it shows. graphql-ws is loaded only once a page listens, so the public path stays small.

export interface AvailabilityTarget {
  vendorId: number;
  locationId: number;
  /** First and last local date YYYY-MM-DD the page shows. */
  from: string;
  to: string;
}

/**
 * Opens the live connection: calls `onDates` with the changed dates, and with an empty list after a
 * reconnection (changes sent while it was down are lost: reload everything). Returns the closer.
 */
export type AvailabilityConnector = (target: AvailabilityTarget, onDates: (dates: string[]) => void) => () => void;

export const websocketConnector: AvailabilityConnector = (target, onDates) => {
  let connections = 0;
  return subscribeLight<{ salonbook: { dates: string[] } }>({
    query: String(AVAILABILITY_CHANGED_SUBSCRIPTION),
    variables: { ...target },
    on: {
      closed: () => setSocketId(null),
      connected: (_socket, payload) => {
        setSocketId(payload);
        connections += 1;
        if (connections > 1) onDates([]);
      },
    },
    next: (data) => {
      if (data.salonbook?.dates) onDates(data.salonbook.dates);
    },
  });
};

const ConnectorContext = createContext<AvailabilityConnector>(websocketConnector);

/** Replaces the websocket below it (component tests push changes by hand). */
export function AvailabilityConnectorProvider({
  connector,
  children,
}: {
  connector: AvailabilityConnector;
  children?: ReactNode;
}) {
  return createElement(ConnectorContext.Provider, { value: connector }, children);
}

/**
 * Calls `onChange` with the dates whose availability changed, gathered over `delayMs` (a booking of
 * several services is several events), or with an empty list when everything should be reloaded.
 * `target` null: not listening.
 */
export function useAvailabilityLive(
  target: AvailabilityTarget | null,
  onChange: (dates: string[]) => void,
  delayMs = 150,
) {
  const connector = useContext(ConnectorContext);
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = target ? `${target.vendorId}|${target.locationId}|${target.from}|${target.to}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target.
  useEffect(() => {
    if (!target) return undefined;
    let pending: Set<string> | null = null;
    let everything = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const dates = everything ? [] : [...(pending ?? [])];
      pending = null;
      everything = false;
      latest.current(dates);
    };
    const close = connector(target, (dates) => {
      if (dates.length === 0) everything = true;
      pending ??= new Set();
      for (const d of dates) pending.add(d);
      timer ??= setTimeout(flush, delayMs);
    });
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [key, connector, delayMs]);
}
