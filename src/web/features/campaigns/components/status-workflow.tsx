import { CheckCircle2, Pause, Play, RotateCcw, Rocket } from 'lucide-react';
import { toast } from 'sonner';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  type Campaign,
  type CampaignStatus,
} from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useUpdateCampaign } from '../api/update-campaign';
import { STATUS_LABELS, STATUS_TRANSITIONS } from '../lib/status';

const ICONS: Record<string, typeof Play> = {
  'Launch campaign': Rocket,
  'Pause campaign': Pause,
  'Resume campaign': Play,
  'Mark as completed': CheckCircle2,
  'Reopen campaign': RotateCcw,
};

/** Where the campaign stands in draft → active → paused / completed, and the next moves. */
export function StatusWorkflow({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const update = useUpdateCampaign();
  const current = CAMPAIGN_STATUSES.indexOf(campaign.status);

  const move = async (to: CampaignStatus) => {
    try {
      await update.mutateAsync({ campaignId: campaign.id, changes: { status: to } });
      toast.success(CAMPAIGN_MESSAGES.updated, { description: `Status: ${STATUS_LABELS[to]}` });
    } catch (error) {
      toast.error(CAMPAIGN_MESSAGES.updateFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <div className="space-y-4">
      <ol aria-label="Status workflow" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CAMPAIGN_STATUSES.map((status, index) => (
          <li
            key={status}
            aria-current={status === campaign.status ? 'step' : undefined}
            className={cn(
              'rounded-lg border px-3 py-2 text-sm',
              status === campaign.status
                ? 'border-primary bg-accent font-semibold text-accent-foreground'
                : index < current
                  ? 'text-foreground'
                  : 'text-muted-foreground',
            )}
          >
            <span className="block text-xs font-normal text-muted-foreground">
              Step {index + 1}
            </span>
            {STATUS_LABELS[status]}
          </li>
        ))}
      </ol>
      {canEdit && !campaign.archived_at && (
        <div className="flex flex-wrap gap-2">
          {STATUS_TRANSITIONS[campaign.status].map(({ to, label }) => {
            const Icon = ICONS[label] ?? Play;
            const pending = update.isPending && update.variables?.changes.status === to;
            return (
              <Button
                key={to}
                variant={to === 'active' ? 'default' : 'outline'}
                loading={pending}
                disabled={update.isPending}
                onClick={() => void move(to)}
              >
                {!pending && <Icon aria-hidden="true" />} {label}
              </Button>
            );
          })}
        </div>
      )}
      {campaign.archived_at && (
        <p className="text-sm text-muted-foreground">
          Restore the campaign in Settings to change its status.
        </p>
      )}
    </div>
  );
}
