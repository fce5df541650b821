import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModelSetting,
  OrgModelSetting,
  UpdateModelSetting,
  UpdateOrgModelSetting,
} from '@/shared/ai-models';
import { api } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** The organization's model setting (with its connection), or a client's when given. */
const settingPath = (clientId: string | null) =>
  clientId ? `/clients/${clientId}/ai-model` : '/settings/ai-model';
const settingKey = (clientId: string | null) =>
  clientId ? queryKeys.aiModel.client(clientId) : queryKeys.aiModel.organization;

export const modelSettingQueryOptions = (clientId: string | null) =>
  queryOptions({
    queryKey: settingKey(clientId),
    queryFn: () => api<ModelSetting | OrgModelSetting>(settingPath(clientId)),
  });

export const useModelSetting = (clientId: string | null) =>
  useQuery(modelSettingQueryOptions(clientId));

/** The organization's body carries its base URL and API key; a client's, the choice only. */
export function useUpdateModelSetting(clientId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateModelSetting | UpdateOrgModelSetting) =>
      api<ModelSetting | OrgModelSetting>(settingPath(clientId), { method: 'PUT', body: input }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingKey(clientId), saved);
      // The organization's choice is what its clients inherit, and what the agents run on.
      if (!clientId) {
        await queryClient.invalidateQueries({ queryKey: queryKeys.aiModel.all });
        await queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      }
    },
  });
}
