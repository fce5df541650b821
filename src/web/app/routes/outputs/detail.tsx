import {
  Bookmark,
  BookmarkCheck,
  Download,
  ExternalLink,
  FolderInput,
  Pencil,
  Printer,
  Trash2,
} from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { AgentOutput } from '@/shared/agent-runs';
import { CAMPAIGN_PLAN_OUTPUT_TYPE } from '@/shared/campaign-planning';
import type { RewriteEngine } from '@/shared/output-versions';
import { agentSessionPath } from '@/shared/agents';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { INSIGHTS_OUTPUT_TYPE } from '@/shared/persona';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { SkeletonText } from '@/web/components/ui/skeleton';
import { LoadingState } from '@/web/components/ui/spinner';
import { queryKeys } from '@/web/lib/query-keys';
import { usePermission } from '@/web/lib/use-permission';
import { useSessions } from '@/web/features/agents/api/get-sessions';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { PartialOutput } from '@/web/features/agents/components/partial-output';
import { RunProgress } from '@/web/features/agents/components/run-progress';
import { useRunStream } from '@/web/features/agents/hooks/use-agent-run';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { planningKeys } from '@/web/features/campaign-planning/api/keys';
import { useDeleteOutput } from '@/web/features/outputs/api/delete-output';
import {
  isOutputNotFound,
  outputExportUrl,
  useOutput,
} from '@/web/features/outputs/api/get-output';
import { useOutputSources } from '@/web/features/outputs/api/get-output-sources';
import {
  outputVersionsQueryOptions,
  useOutputVersions,
} from '@/web/features/outputs/api/get-output-versions';
import { useRefreshOutput } from '@/web/features/outputs/api/refresh-output';
import { useShareOutput } from '@/web/features/outputs/api/share-output';
import { useUpdateOutput } from '@/web/features/outputs/api/update-output';
import { EditOutputForm } from '@/web/features/outputs/components/edit-output-form';
import { OutputSourcesList, StaleBanner } from '@/web/features/outputs/components/output-sources';
import { OutputVersions, RewriteActions } from '@/web/features/outputs/components/output-versions';
import { LazyOutputRenderer } from '@/web/features/outputs/components/renderers/lazy-output-renderer';
import { ClientBadge } from '@/web/features/clients/components/client-badge';
import { ShareOutputDialog } from '@/web/features/outputs/components/share-output-dialog';
import { agentLabel, outputTypeLabel } from '@/web/features/outputs/lib/output-labels';
import { notifyDirectAchievement } from '@/web/lib/notify-progress';
import {
  OutputApprovalBadge,
  SendForApprovalButton,
} from '@/web/features/portal/components/output-approval';

/**
 * While this page is shown, printing hides the application shell (its header, breadcrumbs and
 * the page's own toolbar, toasts) so 'Print / Save as PDF' gives the output alone.
 */
const PRINT_CLASSES = [
  'print:[&_header]:hidden',
  'print:[&_.fixed]:hidden',
  'print:[&_[data-sonner-toaster]]:hidden',
  'print:bg-white',
];

function usePrintReadyBody() {
  useEffect(() => {
    document.body.classList.add(...PRINT_CLASSES);
    return () => document.body.classList.remove(...PRINT_CLASSES);
  }, []);
}

/** /outputs/{outputId}: the rendered output with editing, campaign, sharing, export, print and delete. */
export default function OutputDetailPage() {
  const { outputId = '' } = useParams();
  const output = useOutput(outputId);
  usePrintReadyBody();
  if (output.isPending) return <LoadingState label="Loading the output..." />;
  if (output.isError) {
    if (isOutputNotFound(output.error)) {
      return (
        <NotFoundState title="Output not found" backTo="/outputs" backLabel="Back to outputs">
          It may have been deleted, or the link may be mistyped.
        </NotFoundState>
      );
    }
    return <ErrorState message={output.error.message} onRetry={() => void output.refetch()} />;
  }
  return <OutputDetail output={output.data} />;
}

function OutputDetail({ output }: { output: AgentOutput }) {
  const navigate = useNavigate();
  const update = useUpdateOutput(output.id);
  const remove = useDeleteOutput(output.id);
  const share = useShareOutput(output.id);
  const campaigns = useCampaigns();
  const sessions = useSessions({ limit: 50 });
  const [editing, setEditing] = useState(false);
  const [campaignId, setCampaignId] = useState(output.campaign_id ?? '');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const canWrite = usePermission('content:write');
  const sources = useOutputSources(output.id);
  const refresh = useRefreshOutput(output.id);
  const stale = sources.data ? sources.data.stale : output.stale;
  const versions = useOutputVersions(output.id);
  // A rewrite is a run of the output's session, streamed here as the session page streams runs.
  const rewriteRun = useRunStream(output.session_id ?? '');
  const [rewriting, setRewriting] = useState<RewriteEngine | null>(null);
  const queryClient = useQueryClient();
  const canConnect = usePermission('org:manage');

  const save = async (input: Parameters<typeof update.mutateAsync>[0], success: string) => {
    try {
      await update.mutateAsync(input);
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The output could not be updated');
      return false;
    }
  };

  const onShare = async (sessionId: string) => {
    try {
      const result = await share.mutateAsync(sessionId);
      if (result.cross_agent_share) notifyDirectAchievement('cross_agent_share');
      toast.success('Shared: the agent will use it as context');
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The output could not be shared');
      return false;
    }
  };

  const onRefresh = async () => {
    try {
      const fresh = await refresh.mutateAsync();
      toast.success('Refreshed: this is the new output, made from the current sources');
      void navigate(`/outputs/${fresh.output_id}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The output could not be refreshed');
    }
  };

  const onRewrite = async (engine: RewriteEngine) => {
    setRewriting(engine);
    try {
      const end = await rewriteRun.rewrite(output.id, engine);
      if (end.status === 'failed') toast.error(end.error);
      if (end.status !== 'finished') return;
      // The records the output made follow it (decision 082): quick wins and plans are stale;
      // the output's own queries (the content library's among them) went stale with its save.
      void queryClient.invalidateQueries({ queryKey: queryKeys.quickWins.all });
      if (output.output_type === CAMPAIGN_PLAN_OUTPUT_TYPE)
        void queryClient.invalidateQueries({ queryKey: planningKeys.all });
      const [latest] = (await queryClient.fetchQuery(outputVersionsQueryOptions(output.id))).data;
      toast.success(
        `Rewritten: this is version ${latest?.version ?? ''}; the earlier ones are kept below`,
      );
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The output could not be rewritten');
    } finally {
      setRewriting(null);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Output deleted');
      void navigate('/outputs', { replace: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The output could not be deleted');
    }
  };

  const shareTargets = (sessions.data?.data ?? []).filter((s) => s.id !== output.session_id);
  // Interview insights come from an interview, whose page needs its persona: no link.
  const sessionLink =
    output.session_id && output.output_type !== INSIGHTS_OUTPUT_TYPE
      ? agentSessionPath(output.agent_type, output.session_id)
      : null;

  return (
    <article className="space-y-6">
      <title>{`${output.title} — Stratagent`}</title>
      <div className="space-y-3">
        <Link
          to="/outputs"
          className="text-sm text-muted-foreground hover:text-foreground print:hidden"
        >
          ← Outputs
        </Link>
        {editing ? (
          <EditOutputForm
            output={output}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={async (input) => {
              if (await save(input, 'Output updated')) setEditing(false);
            }}
          />
        ) : (
          <div className="space-y-2">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight sm:text-3xl">
                {output.title}
              </h1>
              {canWrite && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(true)}
                  className="print:hidden"
                >
                  <Pencil aria-hidden="true" /> Edit title and summary
                </Button>
              )}
            </div>
            {output.summary && <p className="max-w-3xl text-muted-foreground">{output.summary}</p>}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{agentLabel(output.agent_type)}</Badge>
          <Badge variant="outline">{outputTypeLabel(output.output_type)}</Badge>
          {output.campaign_name && (
            <Badge variant="default">Campaign: {output.campaign_name}</Badge>
          )}
          {output.client_id && <ClientBadge clientId={output.client_id} />}
          {output.client_id && (
            <OutputApprovalBadge outputId={output.id} updatedAt={output.updated_at} />
          )}
          <EngineBadge engine={output.engine} model={output.model} />
          <span>
            Created <RelativeTime date={output.created_at} />
          </span>
          {sessionLink && (
            <Link
              to={sessionLink}
              className="inline-flex items-center gap-1 text-primary hover:underline print:hidden"
            >
              <ExternalLink className="size-3.5" aria-hidden="true" /> Open session
            </Link>
          )}
        </div>
      </div>

      {stale && (
        <StaleBanner
          canRefresh={canWrite && sources.data?.refreshable === true}
          refreshing={refresh.isPending}
          onRefresh={() => void onRefresh()}
        />
      )}

      <div
        role="toolbar"
        aria-label="Output actions"
        className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-3 print:hidden"
      >
        {canWrite && (
          <Button
            variant={output.saved ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={output.saved}
            loading={update.isPending && !editing}
            onClick={() =>
              void save(
                { saved: !output.saved },
                output.saved ? 'Removed from saved outputs' : 'Saved',
              )
            }
          >
            {output.saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {output.saved ? 'Saved' : 'Save'}
          </Button>
        )}
        <Button variant="outline" size="sm" asChild>
          <a href={outputExportUrl(output.id)} download>
            <Download aria-hidden="true" /> Export Markdown
          </a>
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print / Save as PDF
        </Button>
        {canWrite && versions.data && (
          <RewriteActions
            rewrite={versions.data.rewrite}
            canConnect={canConnect}
            pending={rewriting}
            onRewrite={(engine) => void onRewrite(engine)}
          />
        )}
        {canWrite && output.client_id && (
          <SendForApprovalButton outputId={output.id} clientId={output.client_id} />
        )}
        {canWrite && (
          <ShareOutputDialog
            sessions={shareTargets}
            loading={sessions.isPending}
            onShare={onShare}
            sharing={share.isPending}
          />
        )}
        {canWrite && (
          <Dialog open={deleteOpen} onOpenChange={setDeleteOpen}>
            <DialogTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive sm:ml-auto"
              >
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete this output?</DialogTitle>
                <DialogDescription>
                  “{output.title}” will be removed for everyone in your organization. This cannot be
                  undone.
                </DialogDescription>
              </DialogHeader>
              <div className="flex justify-end gap-2">
                <Button variant="ghost" onClick={() => setDeleteOpen(false)}>
                  Keep it
                </Button>
                <Button
                  variant="destructive"
                  loading={remove.isPending}
                  onClick={() => void onDelete()}
                >
                  Delete output
                </Button>
              </div>
            </DialogContent>
          </Dialog>
        )}
      </div>

      {canWrite && (
        <form
          className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row sm:items-end print:hidden"
          onSubmit={(e) => {
            e.preventDefault();
            void save(
              { campaign_id: campaignId || null },
              campaignId ? 'Moved to the campaign' : 'Removed from its campaign',
            );
          }}
        >
          <FormField label="Campaign" className="flex-1">
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
          <Button
            type="submit"
            variant="outline"
            disabled={campaignId === (output.campaign_id ?? '')}
          >
            <FolderInput aria-hidden="true" /> Move
          </Button>
        </form>
      )}

      {rewriting && rewriteRun.state.phase === 'streaming' && (
        <section
          aria-label="Rewriting"
          className="rounded-xl border bg-card p-4 print:hidden"
          aria-busy="true"
        >
          <RunProgress
            steps={rewriteRun.state.steps}
            status="running"
            narration={rewriteRun.state.narration}
          />
          {rewriteRun.state.partial && <PartialOutput content={rewriteRun.state.partial} />}
        </section>
      )}

      <Suspense fallback={<SkeletonText lines={8} />}>
        <LazyOutputRenderer
          outputType={output.output_type}
          content={output.content}
          engine={output.engine}
        />
      </Suspense>

      <OutputVersions
        outputId={output.id}
        outputType={output.output_type}
        versions={versions.data}
        loading={versions.isPending}
        error={versions.isError ? versions.error.message : null}
        onRetry={() => void versions.refetch()}
      />

      <OutputSourcesList
        sources={sources.data?.data}
        loading={sources.isPending}
        error={sources.isError ? sources.error.message : null}
      />
    </article>
  );
}
