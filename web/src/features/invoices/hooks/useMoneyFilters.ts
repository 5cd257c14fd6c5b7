import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { FILTER_KEYS, type MoneyFilterValues } from '../components/MoneyFilters.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list filters and page, kept in the URL (a reload or Back keeps them). */
export function useMoneyFilters() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as MoneyFilterValues;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | null | undefined>, resetPage = true) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (resetPage && !('page' in changes)) next.delete('page');
      return next;
    });
  const validPeriod = !(values.from && values.to && values.to < values.from);
  const variables = {
    page,
    dateFrom: DATE.test(values.from) && validPeriod ? values.from : null,
    dateTo: DATE.test(values.to) && validPeriod ? values.to : null,
    locationId: Number(values.locationId) || null,
    employeeId: Number(values.employeeId) || null,
  };
  return { values, page, set, variables, params };
}
