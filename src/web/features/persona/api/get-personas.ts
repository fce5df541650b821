import { PERSONA_OUTPUT_TYPE } from '@/shared/persona';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';

/** The persona library: persona outputs, latest first, optionally of one campaign. */
export const usePersonas = (campaignId?: string) =>
  useOutputs({
    agent_type: 'persona',
    output_type: PERSONA_OUTPUT_TYPE,
    campaign_id: campaignId,
    limit: 50,
  });
