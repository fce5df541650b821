import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '@/web/lib/auth-client';
import { queryKeys } from '@/web/lib/query-keys';

export class UpdateNameError extends Error {}

/** better-auth's update-user endpoint changes the signed-in user's name. */
export async function updateName(name: string) {
  const result = await authClient.updateUser({ name });
  if (result.error)
    throw new UpdateNameError(
      result.error.message || 'Your name could not be saved. Please try again.',
    );
}

export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
