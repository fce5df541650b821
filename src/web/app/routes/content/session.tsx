import { useEffect } from 'react';
import { useParams } from 'react-router';
import { CONTENT_TOOL_IDS, CONTENT_TOOLS, isContentTool } from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import {
  AgentSessionView,
  SessionOutput,
} from '@/web/features/agents/components/agent-session-view';
import { NextSteps } from '@/web/features/agents/components/next-steps';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useAgentRun } from '@/web/features/agents/hooks/use-agent-run';
import { usePermission } from '@/web/lib/use-permission';
import { useContentItems } from '@/web/features/content/api/content-items';
import { ContentItemActions } from '@/web/features/content/components/content-item-actions';
import { contentPaths } from '@/web/features/content/lib/paths';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';

const toolLabel = (tool: string | undefined) =>
  isContentTool(tool) ? CONTENT_TOOLS[tool].label : 'Content';

/**
 * /content/session/{sessionId}, /content/tool/{tool}/session/{sessionId} and
 * /content/campaign/{campaignId}/session/{sessionId}: the shared session view, each draft
 * rendered with its brand-voice score and counts, and its library actions.
 */
export default function ContentSessionPage() {
  const { sessionId = '', tool, campaignId } = useParams();
  const run = useAgentRun(sessionId);
  const canWrite = usePermission('content:write');
  const items = useContentItems(
    { session_id: sessionId, limit: 100, offset: 0 },
    Boolean(sessionId),
  );
  const outputCount = run.outputs.length;
  const { refetch } = items;
  // A run that just saved a draft: its library item exists now.
  useEffect(() => {
    if (outputCount > 0) void refetch();
  }, [outputCount, refetch]);
  if (tool !== undefined && !isContentTool(tool))
    return (
      <NotFoundState
        title="Unknown content tool"
        backTo={contentPaths.home}
        backLabel="Back to Content"
      >
        The Content agent’s tools are:{' '}
        {CONTENT_TOOL_IDS.map((t) => CONTENT_TOOLS[t].label).join(', ')}.
      </NotFoundState>
    );
  const back = campaignId
    ? { to: contentPaths.campaign(campaignId), label: '← Content for this campaign' }
    : isContentTool(tool)
      ? { to: contentPaths.tool(tool), label: `← ${CONTENT_TOOLS[tool].label}` }
      : { to: contentPaths.home, label: '← Content Agent' };
  const sessionCampaign = run.session.data?.session.campaign_id ?? null;
  const lastTool = run.session.data?.session.mode;

  return (
    <AgentSessionView
      run={run}
      notFound={{
        title: 'Session not found',
        backTo: contentPaths.home,
        backLabel: 'Back to Content',
      }}
      back={back}
      fallbackTitle="Content draft"
      runTitle={({ tool: t, refreshing }) =>
        `${toolLabel(t)} ${refreshing ? 'finished' : 'in progress'}`
      }
      howMade="How this draft was made"
      failure={{
        title: 'The draft failed',
        cancelledHint: 'It stopped before saving a draft. Retry runs it again with the same brief.',
      }}
      renderOutput={(output) => {
        const item = items.data?.data.find((i) => i.output_id === output.id);
        return (
          <SessionOutput
            key={output.id}
            output={output}
            actions={
              item ? (
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={item.status === 'approved' ? 'success' : 'secondary'}>
                    {item.status === 'approved' ? 'Approved' : 'Draft'}
                  </Badge>
                  <ContentItemActions item={item} canWrite={canWrite} />
                </div>
              ) : undefined
            }
          >
            <OutputRenderer
              outputType={output.output_type}
              content={item?.content ?? output.content}
              engine={output.engine}
            />
          </SessionOutput>
        );
      }}
      empty={{ writer: 'No draft in this session yet.', reader: 'No draft in this session yet.' }}
      actions={
        canWrite && (
          <NextSteps
            label="Write another:"
            links={[
              isContentTool(lastTool ?? undefined) && {
                to: contentPaths.tool(lastTool as never, { campaignId: sessionCampaign }),
                label: CONTENT_TOOLS[lastTool as keyof typeof CONTENT_TOOLS].label,
                primary: true,
              },
              {
                to: sessionCampaign ? contentPaths.campaign(sessionCampaign) : contentPaths.home,
                label: 'Another tool',
              },
              { to: contentPaths.library, label: 'Library' },
            ]}
          />
        )
      }
      agentName="Content Agent"
    />
  );
}
