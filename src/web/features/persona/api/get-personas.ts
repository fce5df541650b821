import { PERSONA_OUTPUT_TYPE } from '@/shared/persona';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';
import { useActiveClient } from '@/web/lib/active-client';

/**
 * The persona library: persona outputs, latest first, optionally of one campaign. Inside a
 * client's workspace (or with `?client_id=`) only that client's: its customers, not the
 * agency's nor another client's.
 */
export function usePersonas(campaignId?: string) {
  const { clientId } = useActiveClient();
  return useOutputs({
    agent_type: 'persona',
    output_type: PERSONA_OUTPUT_TYPE,
    campaign_id: campaignId,
    client_id: clientId,
    limit: 50,
  });
}
