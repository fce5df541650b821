import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientInput, UpdateClientInput } from '@/shared/clients';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

const clientPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}`;

export const createClient = (input: CreateClientInput) =>
  api<Client>('/clients', { method: 'POST', body: input });
export const updateClient = (clientId: string, input: UpdateClientInput) =>
  api<Client>(clientPath(clientId), { method: 'PATCH', body: input });
export const archiveClient = (clientId: string) =>
  api<Client>(`${clientPath(clientId)}/archive`, { method: 'POST' });
export const restoreClient = (clientId: string) =>
  api<Client>(`${clientPath(clientId)}/restore`, { method: 'POST' });

/** Every change to a client refreshes the clients and the agency dashboard that counts them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (client: Client) => {
    queryClient.setQueryData(queryKeys.clients.detail(client.id), client);
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.agency.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  };
}

export function useCreateClient() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createClient, onSuccess: refresh });
}

export function useUpdateClient(clientId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateClientInput) => updateClient(clientId, input),
    onSuccess: refresh,
  });
}

export function useArchiveClient(clientId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => archiveClient(clientId), onSuccess: refresh });
}

export function useRestoreClient(clientId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => restoreClient(clientId), onSuccess: refresh });
}
