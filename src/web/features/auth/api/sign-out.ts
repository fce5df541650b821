import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { authClient } from '@/web/lib/auth-client';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string = paths.login) => {
    await authClient.signOut().catch(() => undefined);
    queryClient.clear();
    navigate(to, { replace: true });
  };
}
