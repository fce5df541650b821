import { useQuery } from '@tanstack/react-query';
import { History, Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { StrategyFrameworkId } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useAgents } from '@/web/lib/agents';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import {
  campaignQueryOptions,
  isCampaignNotFound,
} from '@/web/features/campaigns/api/get-campaign';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { useOutputs } from '@/web/features/outputs/api/get-outputs';
import { useContextDocuments } from '@/web/features/strategy/api/get-context-documents';
import { ContextChecklist } from '@/web/features/strategy/components/context-checklist';
import { FrameworkPicker } from '@/web/features/strategy/components/framework-picker';
import { frameworkLabel } from '@/web/features/strategy/lib/frameworks';
import { strategySessionPath, type PendingRun } from '@/web/features/strategy/lib/paths';
import { useActiveClient, usableForClient, useScopedNavigate } from '@/web/lib/active-client';

/** /strategy and /strategy/campaign/{campaignId}: pick a framework and its context, run it. */
export default function StrategyPage() {
  const { campaignId } = useParams();
  const campaign = useQuery({
    ...campaignQueryOptions(campaignId ?? ''),
    enabled: Boolean(campaignId),
  });
  if (!campaignId) return <StrategyHome />;
  if (campaign.isPending) return <LoadingState label="Loading the campaign..." />;
  if (campaign.isError) {
    if (isCampaignNotFound(campaign.error)) {
      return (
        <NotFoundState
          title="Campaign not found"
          backTo="/strategy"
          backLabel="Strategy without a campaign"
        >
          It may have been removed, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={campaign.error.message} onRetry={() => void campaign.refetch()} />;
  }
  return <StrategyHome fixedCampaign={{ id: campaign.data.id, name: campaign.data.name }} />;
}

function StrategyHome({ fixedCampaign }: { fixedCampaign?: { id: string; name: string } }) {
  const navigate = useScopedNavigate();
  const agents = useAgents();
  // In a client workspace (or with ?client_id=), only that client's campaigns.
  const { clientId: activeClientId } = useActiveClient();
  const campaigns = useCampaigns({ clientId: activeClientId });
  const documents = useContextDocuments();
  const outputs = useOutputs({ limit: 50 });
  const createSession = useCreateSession();

  const [framework, setFramework] = useState<StrategyFrameworkId | ''>('');
  const [frameworkError, setFrameworkError] = useState<string>();
  const [campaignId, setCampaignId] = useState(fixedCampaign?.id ?? '');
  const [focus, setFocus] = useState('');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [outputIds, setOutputIds] = useState<string[]>([]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!framework) {
      setFrameworkError('Choose a framework');
      document.getElementById('frameworks')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    setFrameworkError(undefined);
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'strategy',
        campaign_id: campaignId || null,
        title: frameworkLabel(framework),
      });
      const pending: PendingRun = {
        tool: framework,
        ...(focus.trim() ? { message: focus.trim() } : {}),
        ...(documentIds.length ? { document_ids: documentIds } : {}),
        ...(outputIds.length ? { output_ids: outputIds } : {}),
      };
      void navigate(strategySessionPath(session.id, fixedCampaign?.id ?? null), {
        state: { pendingRun: pending },
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The analysis could not be started');
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-8">
      <title>Strategy Agent — Stratagent</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Strategy Agent</h1>
          <p className="max-w-2xl text-sm text-muted-foreground">
            Strategic analysis grounded in your business context, campaigns and documents. Pick one
            of 11 frameworks; the result is saved to your outputs.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {fixedCampaign && <Badge variant="default">Campaign: {fixedCampaign.name}</Badge>}
            {agents.data && (
              <EngineBadge engine={agents.data.engine.engine} model={agents.data.engine.model} />
            )}
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/strategy/history">
            <History aria-hidden="true" /> History
          </Link>
        </Button>
      </div>

      <div id="frameworks" className="space-y-2">
        <FrameworkPicker
          value={framework}
          onChange={(id) => {
            setFramework(id);
            setFrameworkError(undefined);
          }}
        />
        {frameworkError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {frameworkError}
          </p>
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Context (optional)</CardTitle>
          <CardDescription>
            Your business context is always used. Add a campaign, documents or earlier outputs to
            sharpen the analysis.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-4">
            {fixedCampaign ? (
              <p className="text-sm">
                <span className="font-medium">Campaign: </span>
                {fixedCampaign.name}
              </p>
            ) : (
              <FormField
                label="Campaign"
                hint={campaigns.isError ? 'Campaigns could not be loaded.' : undefined}
              >
                <NativeSelect
                  value={campaignId}
                  onChange={(e) => setCampaignId(e.target.value)}
                  disabled={campaigns.isPending}
                >
                  <option value="">No campaign</option>
                  {campaigns.data?.data.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <FormField label="Focus" hint="Optional: a question or angle for the analysis.">
              <Textarea
                value={focus}
                onChange={(e) => setFocus(e.target.value)}
                maxLength={5000}
                placeholder="e.g. We are considering a move into wholesale."
              />
            </FormField>
          </div>
          <div className="space-y-4">
            {documents.isPending ? (
              <p className="text-sm text-muted-foreground">Loading documents…</p>
            ) : (
              <ContextChecklist
                legend="Documents"
                options={(documents.data ?? [])
                  .filter((d) => usableForClient(activeClientId, d.clientId))
                  .map((d) => ({
                    id: d.id,
                    label: d.title,
                    hint: d.filename,
                  }))}
                selected={documentIds}
                onChange={setDocumentIds}
                empty={
                  documents.isError ? (
                    'Documents could not be loaded.'
                  ) : (
                    <>
                      No documents yet.{' '}
                      <Link className="text-primary underline" to="/documents/upload">
                        Upload one
                      </Link>{' '}
                      to use it as context.
                    </>
                  )
                }
              />
            )}
            {outputs.isPending ? (
              <p className="text-sm text-muted-foreground">Loading outputs…</p>
            ) : (
              <ContextChecklist
                legend="Earlier outputs"
                options={(outputs.data?.data ?? [])
                  .filter((o) => usableForClient(activeClientId, o.client_id))
                  .map((o) => ({
                    id: o.id,
                    label: o.title,
                    hint: `${o.output_type.replace(/_/g, ' ')} · ${formatRelativeTime(o.created_at)}`,
                  }))}
                selected={outputIds}
                onChange={setOutputIds}
                empty={
                  outputs.isError
                    ? 'Outputs could not be loaded.'
                    : 'No outputs yet. Your first analysis will appear here.'
                }
              />
            )}
          </div>
        </CardContent>
      </Card>

      {createSession.isError && <Alert variant="destructive">{createSession.error.message}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {framework && (
          <p className="text-sm text-muted-foreground">{frameworkLabel(framework)} selected</p>
        )}
        <Button type="submit" size="lg" loading={createSession.isPending}>
          <Play aria-hidden="true" /> Run analysis
        </Button>
      </div>
    </form>
  );
}
