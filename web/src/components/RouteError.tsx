import { Navigate, useLocation, useRouteError } from 'react-router';
import { isIgnorableNavigationError } from '../lib/guard.ts';
import { ErrorState } from './ErrorState.tsx';

/** Router errors: aborted, cancelled or duplicated navigations are ignored; anything else offers a reload. */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (isIgnorableNavigationError(error)) return <Navigate to={`${pathname}${search}`} replace />;
  return (
    <div className="lk-container lk-container-sm" style={{ paddingTop: 64, paddingBottom: 64 }}>
      <ErrorState error={error instanceof Error ? error : null} onRetry={() => window.location.reload()} />
    </div>
  );
}
