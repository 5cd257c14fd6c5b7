import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../../lib/useSearchParams.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { LOGIN_PATH } from '../urls.ts';
import { LOGOUT_MUTATION } from '../../../lib/accountOperations.ts';
import { getToken, logout } from '../../../lib/auth.ts';
import { safeRedirect } from '../destination.ts';

/**
 * Spec §2: /logout logs out, then goes to Login (or to `?to=`, a same-site path). The session ends
 * here, on a public page, so no guard on a staff page can turn it into a login redirect: on the
 * server first (its token no longer works anywhere), then in this browser.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = safeRedirect(params.get('to')) ?? LOGIN_PATH;
  const [endSession] = useMutation(LOGOUT_MUTATION);
  useEffect(() => {
    const ended = getToken() ? endSession().catch(() => undefined) : Promise.resolve();
    void ended.then(() => {
      logout();
      void navigate(to, { replace: true });
    });
  }, [endSession, navigate, to]);
  return <PageLoader />;
}
