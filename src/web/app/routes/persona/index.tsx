import { useQuery } from '@tanstack/react-query';
import { Lock, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { CUSTOMER_DISCOVERY_TEMPLATE } from '@/shared/persona';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { usePermission } from '@/web/lib/use-permission';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { usePersonas } from '@/web/features/persona/api/get-personas';
import { PersonaCard } from '@/web/features/persona/components/persona-card';
import { useScopedNavigate, useScopedPath } from '@/web/lib/active-client';
import { hasTemplate } from '@/web/lib/quick-win-template';

/** /persona and /persona/campaign/{campaignId}: the persona library, with the way to generate more. */
export default function PersonaLibraryPage() {
  const { campaignId } = useParams();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId ?? ''),
    enabled: Boolean(campaignId),
  });
  if (!campaignId) return <Library />;
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error)) {
      return (
        <NotFoundState title="Campaign not found" backTo="/persona" backLabel="All personas">
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  return <Library campaign={{ id: campaign.data.id, name: campaign.data.name }} />;
}

function Library({ campaign }: { campaign?: { id: string; name: string } }) {
  const navigate = useScopedNavigate();
  // The palette's 'Customer Discovery' template lands here: open a new run with its focus.
  useEffect(() => {
    if (hasTemplate(CUSTOMER_DISCOVERY_TEMPLATE.id))
      void navigate('/persona/new', { replace: true, state: { template: true } });
  }, [navigate]);
  const personas = usePersonas(campaign?.id);
  const unlocks = useUnlocks();
  const locked = unlocks ? !unlocks.persona.unlocked : false;
  const canWrite = usePermission('content:write');
  // In a client's workspace the new personas are the client's: the form opens there too.
  const scoped = useScopedPath();
  const newPath = scoped(
    campaign ? `/persona/new?campaign=${encodeURIComponent(campaign.id)}` : '/persona/new',
  );

  return (
    <div className="space-y-6">
      <title>Persona Agent — Stratagent</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Persona Agent</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Research-grade customer personas grounded in your business context, campaigns and
            documents. Open one to read it, edit it or interview it.
          </p>
          {campaign && <Badge variant="default">Campaign: {campaign.name}</Badge>}
        </div>
        {!locked && canWrite && (
          <Button asChild>
            <Link to={newPath}>
              <Plus aria-hidden="true" /> New persona
            </Link>
          </Button>
        )}
      </div>

      {locked && canWrite && (
        <Alert title="Persona Agent is locked">
          <p className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-4" /> {lockedFeatureMessage('persona')}
          </p>
          <Button asChild size="sm" variant="outline" className="mt-3">
            <Link to="/campaigns/new">Create a campaign</Link>
          </Button>
        </Alert>
      )}

      {personas.isPending ? (
        <LoadingState label="Loading personas..." />
      ) : personas.isError ? (
        <ErrorState message={personas.error.message} onRetry={() => void personas.refetch()} />
      ) : personas.data.data.length === 0 ? (
        <Card>
          <CardContent className="space-y-3 p-6 text-sm">
            <p className="font-medium">No personas yet.</p>
            <p className="text-muted-foreground">
              {!canWrite
                ? 'Personas your teammates generate appear here.'
                : campaign
                  ? `Generate personas for “${campaign.name}” to see who the campaign speaks to.`
                  : 'Generate up to three personas from your business context, then interview them to test your messaging.'}
            </p>
            {!locked && canWrite && (
              <Button asChild size="sm">
                <Link to={newPath}>
                  <Plus aria-hidden="true" /> New persona
                </Link>
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <ul aria-label="Personas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {personas.data.data.map((output) => (
            <PersonaCard key={output.id} output={output} />
          ))}
        </ul>
      )}
    </div>
  );
}
