import { useQuery } from '@apollo/client/react';
import { TIMETABLE_EXCEPTIONS_QUERY } from '../operations.ts';

/** The employee's date exceptions, a page at a time, the past ones on demand. */
export const useTimetableExceptions = (employeeId: number | undefined, page: number, past: boolean) =>
  useQuery(TIMETABLE_EXCEPTIONS_QUERY, {
    variables: { employeeId: employeeId ?? 0, page, past },
    skip: !employeeId,
    fetchPolicy: 'cache-and-network',
  });
