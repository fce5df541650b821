import { useMe } from '@/web/lib/me';
import { usePermission } from '@/web/lib/use-permission';
import { ModelSettingSection } from '@/web/features/ai-usage/components/model-setting-section';
import { OrgAiUsage } from '@/web/features/ai-usage/components/org-ai-usage';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';

/** /settings/ai: the organization's AI model (owners and admins change it) and its AI usage. */
export default function AiSettingsPage() {
  const me = useMe();
  const canManage = usePermission('org:manage');
  return (
    <div className="space-y-6">
      <SettingsHeader
        title="AI model and usage"
        description="Which model your agents run on, and the tokens and cost of their runs."
      />
      <div className="max-w-4xl space-y-6">
        <ModelSettingSection clientId={null} canEdit={canManage} />
        <OrgAiUsage showClients={me.data?.organization?.type === 'AGENCY'} />
      </div>
    </div>
  );
}
