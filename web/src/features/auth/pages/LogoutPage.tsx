import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { LOGIN_PATH } from '../urls.ts';
import { logout } from '../../../lib/auth.ts';
import { safeRedirect } from './LoginPage.tsx';

/**
 * Spec §2: /logout logs out, then goes to Login (or to `?to=`, a same-site path). The session ends
 * here, on a public page, so no guard on a staff page can turn it into a login redirect.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = safeRedirect(params.get('to')) ?? LOGIN_PATH;
  useEffect(() => {
    logout();
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <PageLoader />;
}
