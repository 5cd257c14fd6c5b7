import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { logout } from '../../../lib/auth.ts';

/** Spec §2: /logout logs out, then goes to Login. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    logout();
    void navigate('/login', { replace: true });
  }, [navigate]);
  return <PageLoader />;
}
