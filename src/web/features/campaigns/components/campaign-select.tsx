import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { useCampaigns } from '../api/get-campaigns';
import { useActiveClient } from '@/web/lib/active-client';

/** A "Campaign" field: none (or all) or one of the organization's campaigns. */
export function CampaignSelect({
  value,
  onChange,
  noneLabel,
  hint,
}: {
  value: string;
  onChange: (campaignId: string) => void;
  /** The empty choice, e.g. "No campaign" or "All campaigns". */
  noneLabel: string;
  hint?: string;
}) {
  // In a client workspace (or with ?client_id=), only that client's campaigns.
  const campaigns = useCampaigns({ clientId: useActiveClient().clientId });
  return (
    <FormField label="Campaign" hint={campaigns.isError ? 'Campaigns could not be loaded.' : hint}>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={campaigns.isPending}
      >
        <option value="">{noneLabel}</option>
        {campaigns.data?.data.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
