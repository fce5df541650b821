import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { useCampaignOptions } from '../api/performance';

/** All campaigns or one of the organization's campaigns. */
export function CampaignPicker({
  value,
  onChange,
  allLabel = 'All campaigns',
  hint,
}: {
  value: string;
  onChange: (campaignId: string) => void;
  allLabel?: string;
  hint?: string;
}) {
  const campaigns = useCampaignOptions();
  return (
    <FormField
      label="Campaign"
      className="min-w-56"
      hint={campaigns.isError ? 'Campaigns could not be loaded.' : hint}
    >
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={campaigns.isPending}
      >
        <option value="">{allLabel}</option>
        {campaigns.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.archived ? ' (archived)' : ''}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
