import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type RoleName, claimsAtom, hasRole } from '../lib/auth.ts';

interface RequireRoleProps {
  minRole: RoleName;
  children: ReactNode;
}

/** `/login?redirect=/agenda`: slashes are legal in a query and keep the URL readable. */
export function loginPathFor(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}

/** Spec §2 guard: anyone below the role goes to Login with a redirect naming the page. */
export function RequireRole({ minRole, children }: RequireRoleProps) {
  const claims = useAtomValue(claimsAtom);
  const location = useLocation();
  if (!hasRole(claims, minRole)) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={loginPathFor(redirect)} replace />;
  }
  return <>{children}</>;
}
