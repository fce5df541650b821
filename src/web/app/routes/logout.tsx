import { useEffect, useRef } from 'react';
import { LoadingState } from '@/web/components/ui/spinner';
import { useSignOut } from '@/web/features/auth/api/sign-out';

export default function LogoutPage() {
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return <LoadingState label="Signing you out..." />;
}
