import { useCallback, useContext } from 'react';
import {
  type Location,
  type SetURLSearchParams,
  UNSAFE_DataRouterContext,
  createSearchParams,
  // biome-ignore lint/style/noRestrictedImports: the one place that wraps it
  useSearchParams as useRouterSearchParams,
} from 'react-router';

/** Per router: the address an update asked for, and the router's location it was made on. */
const asked = new WeakMap<object, { on: Location; search: URLSearchParams }>();

/**
 * React Router's `useSearchParams`, whose update function starts from the address as it is now.
 * React Router's own gives it the parameters of the last drawing: a second change made before the
 * first is drawn (a second customer picked while the screen still shows the first pick, two changes in
 * one click) would start from the old address and undo the first (react-router#9757, #14528). Here it
 * starts from the last address asked for while the router is still on the location it was asked on,
 * else from the router's location (a data router's state moves on at the navigation, before React
 * draws it). Outside a data router (a unit test's `MemoryRouter`) this is React Router's own.
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useRouterSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (!router) {
        setParams(next, options);
        return;
      }
      const on = router.state.location;
      const pending = asked.get(router);
      const base = pending && pending.on === on ? pending.search : new URLSearchParams(on.search);
      const search = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(base)) : next);
      asked.set(router, { on, search });
      setParams(search, options);
    },
    [router, setParams],
  );
  return [params, set];
}
