import { Archive, ArchiveRestore } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Campaign } from '@/shared/campaigns';
import { formatDay } from '@/shared/format';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { useArchiveCampaign } from '../api/archive-campaign';
import { useRestoreCampaign } from '../api/restore-campaign';
import { STATUS_LABELS } from '../lib/status';
import { CopyButton } from './copy-button';

/**
 * What identifies the campaign. Its status, like every other field, is changed in one place,
 * the header's Edit campaign form (or a move on the Execution section's workflow): not a
 * second form here.
 */
function DetailsCard({ campaign }: { campaign: Campaign }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Details</CardTitle>
        <CardDescription>
          The campaign ID identifies it in the API, for example when sending daily metrics.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div className="space-y-1">
            <dt className="font-medium text-muted-foreground">Status</dt>
            <dd>{STATUS_LABELS[campaign.status]}</dd>
          </div>
          <div className="space-y-1 sm:col-span-3">
            <dt className="font-medium text-muted-foreground">Campaign ID</dt>
            <dd className="flex items-center gap-2">
              <code className="min-w-0 break-all rounded bg-muted px-2 py-1 font-mono text-xs">
                {campaign.id}
              </code>
              <CopyButton value={campaign.id} label="Copy campaign ID" />
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="font-medium text-muted-foreground">Created</dt>
            <dd>{formatDay(campaign.created_at)}</dd>
          </div>
          <div className="space-y-1">
            <dt className="font-medium text-muted-foreground">Last updated</dt>
            <dd>
              <RelativeTime date={campaign.updated_at} />
            </dd>
          </div>
          <div className="space-y-1">
            <dt className="font-medium text-muted-foreground">Archived</dt>
            <dd>{campaign.archived_at ? formatDay(campaign.archived_at) : 'No'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function DangerZone({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveCampaign();
  const restore = useRestoreCampaign();

  const onArchive = async () => {
    try {
      await archive.mutateAsync(campaign.id);
      setOpen(false);
      toast.success('Campaign archived', {
        description: 'It no longer appears in the campaign list or the dashboard.',
      });
    } catch (error) {
      toast.error('Failed to archive campaign', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  const onRestore = async () => {
    try {
      await restore.mutateAsync(campaign.id);
      toast.success('Campaign restored', { description: 'It is back in the campaign list.' });
    } catch (error) {
      toast.error('Failed to restore campaign', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-xl border border-destructive/40 bg-card shadow-sm"
    >
      <div className="border-b border-destructive/30 bg-destructive/5 px-6 py-4">
        <h2 id="danger-zone-title" className="text-base font-semibold text-destructive">
          Danger zone
        </h2>
      </div>
      <div className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        {campaign.archived_at ? (
          <>
            <div className="space-y-1">
              <h3 className="font-medium">This campaign is archived</h3>
              <p className="text-sm text-muted-foreground">
                Archived on {formatDay(campaign.archived_at)}. Its data, outputs and metrics are
                kept. Restore it to bring it back to the list and the dashboard.
              </p>
            </div>
            <Button
              variant="outline"
              onClick={() => void onRestore()}
              loading={restore.isPending}
              className="shrink-0"
            >
              {!restore.isPending && <ArchiveRestore aria-hidden="true" />} Restore campaign
            </Button>
          </>
        ) : (
          <>
            <div className="space-y-1">
              <h3 className="font-medium">Archive this campaign</h3>
              <p className="text-sm text-muted-foreground">
                It leaves the campaign list and the dashboard counts. Nothing is deleted, and you
                can restore it at any time.
              </p>
            </div>
            <Dialog open={open} onOpenChange={setOpen}>
              <Button variant="destructive" onClick={() => setOpen(true)} className="shrink-0">
                <Archive aria-hidden="true" /> Archive campaign
              </Button>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Archive “{campaign.name}”?</DialogTitle>
                  <DialogDescription>
                    The campaign will be hidden from the campaign list and no longer counted on the
                    dashboard. Its details, outputs and performance data are kept, and you can
                    restore it from this page.
                  </DialogDescription>
                </DialogHeader>
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <DialogClose asChild>
                    <Button variant="outline">Cancel</Button>
                  </DialogClose>
                  <Button
                    variant="destructive"
                    loading={archive.isPending}
                    onClick={() => void onArchive()}
                  >
                    Archive campaign
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          </>
        )}
      </div>
    </section>
  );
}

/** /campaigns/{id}/settings: identifiers and archiving. */
export function CampaignSettings({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  if (!canEdit) {
    return (
      <div className="grid grid-cols-1 gap-6">
        <Alert title="View only">
          Your role can view this campaign but not change its settings.
        </Alert>
        <DetailsCard campaign={campaign} />
      </div>
    );
  }
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-6">
      <DetailsCard campaign={campaign} />
      <DangerZone campaign={campaign} />
    </div>
  );
}
