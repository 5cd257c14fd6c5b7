import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { type FlowState, type FlowStep, changeLocation } from '../../flowState.ts';
import { STAFF_BOOKING_LOCATION_QUERY } from '../../operations.ts';
import type { FlowUrl } from './useFlowUrl.ts';

/** Moving through the flow: a change within a step replaces the URL, a new step is a new entry. */
export function useFlowSteps({ state, go }: FlowUrl, locationId: number | null) {
  // From the state in the address now: a second change made before the first is drawn keeps it.
  const update = (patch: Partial<FlowState> | ((current: FlowState) => Partial<FlowState>)) =>
    go((current) => ({ ...current, locationId, ...(typeof patch === 'function' ? patch(current) : patch) }), true);
  const goStep = (step: FlowStep) => go((current) => ({ ...current, locationId, step }));

  // Each step starts at the top.
  const lastStep = useRef(state.step);
  useEffect(() => {
    if (lastStep.current !== state.step) {
      lastStep.current = state.step;
      if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
    }
  }, [state.step]);

  return { state, locationId, update, goStep };
}

export type FlowSteps = ReturnType<typeof useFlowSteps>;

/** Spec §2: with workplaces enabled, services not offered at the new location are removed. */
export function usePlaceChange({ state, go }: FlowUrl, locationId: number | null, workplacesEnabled: boolean) {
  const client = useApolloClient();
  const [removedCount, setRemovedCount] = useState(0);
  const changePlace = async (next: number) => {
    const offered = await client
      .query({ query: STAFF_BOOKING_LOCATION_QUERY, variables: { locationId: next } })
      .then((r) => r.data?.servicesAll.map((s) => s.id) ?? [])
      .catch(() => state.serviceIds);
    const changed = changeLocation({ ...state, locationId }, next, offered, workplacesEnabled);
    setRemovedCount(state.serviceIds.length - changed.serviceIds.length);
    go(changed, true);
  };
  return { removedCount, changePlace };
}
