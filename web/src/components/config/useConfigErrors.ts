import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CONFIGURATION_ERRORS_QUERY } from './operations.ts';

export type ConfigCollection =
  | 'services'
  | 'employees'
  | 'workplaces'
  | 'machines'
  | 'locations'
  | 'regions'
  | 'closedDates';

/** The failing configuration checks of a collection, per entity id (spec §5 "Configuration checks"). */
export function useConfigErrors(collection: ConfigCollection): Map<number, string[]> {
  const { data } = useQuery(CONFIGURATION_ERRORS_QUERY, { fetchPolicy: 'cache-and-network' });
  return useMemo(
    () => new Map((data?.configurationErrors[collection] ?? []).map((e) => [e.id, e.keys] as const)),
    [data, collection],
  );
}
