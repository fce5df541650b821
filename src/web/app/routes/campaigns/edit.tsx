import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { CAMPAIGN_MESSAGES } from '@/shared/campaigns';
import { Alert } from '@/web/components/ui/alert';
import { useUpdateCampaign } from '@/web/features/campaigns/api/update-campaign';
import { CampaignForm } from '@/web/features/campaigns/components/campaign-form';
import { CampaignPage } from '@/web/features/campaigns/components/campaign-page';

export default function EditCampaignPage() {
  const { campaignId = '' } = useParams();
  const navigate = useNavigate();
  const update = useUpdateCampaign();

  return (
    <CampaignPage campaignId={campaignId} title="Edit">
      {({ campaign, canEdit }) =>
        canEdit ? (
          <div className="mx-auto max-w-3xl">
            <h2 className="sr-only">Edit campaign</h2>
            <CampaignForm
              key={campaign.id}
              mode="edit"
              campaign={campaign}
              cancelTo={`/campaigns/${campaign.id}`}
              onNoChanges={() => toast.info('No changes to save')}
              onSubmit={async (changes) => {
                try {
                  await update.mutateAsync({ campaignId: campaign.id, changes });
                  toast.success(CAMPAIGN_MESSAGES.updated);
                  void navigate(`/campaigns/${campaign.id}`);
                } catch (error) {
                  toast.error(CAMPAIGN_MESSAGES.updateFailed, {
                    description: error instanceof Error ? error.message : undefined,
                  });
                  // The form marks the field the server names, and keeps every value typed.
                  throw error;
                }
              }}
            />
          </div>
        ) : (
          <Alert variant="destructive" title="You cannot edit this campaign">
            Your role can view campaigns but not change them.
          </Alert>
        )
      }
    </CampaignPage>
  );
}
