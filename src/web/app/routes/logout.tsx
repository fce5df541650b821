import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@/shared/messages';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingState } from '@/web/components/ui/spinner';
import { useSignOut } from '@/web/features/auth/api/sign-out';

/**
 * Reached by navigating inside the app (a full page load of /logout is answered by the
 * server, which signs out itself). Leaves only once the server confirmed the sign-out.
 */
export default function LogoutPage() {
  const signOut = useSignOut();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const attempt = useCallback(() => {
    setFailed(false);
    signOut().catch(() => setFailed(true));
  }, [signOut]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    attempt();
  }, [attempt]);

  if (!failed) return <LoadingState label="Signing you out..." />;
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-md flex-col justify-center gap-4 px-4">
      <Alert variant="destructive" title={MESSAGES.signout.failed}>
        {MESSAGES.signout.failedDescription}
      </Alert>
      <Button onClick={attempt}>{MESSAGES.signout.retry}</Button>
    </div>
  );
}
