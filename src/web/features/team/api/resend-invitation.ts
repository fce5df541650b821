import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

export const resendInvitation = (id: string) =>
  api<{ emailSent: boolean }>(`/team/invitations/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });
