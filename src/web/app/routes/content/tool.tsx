import { Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  CONTENT_TOOL_IDS,
  CONTENT_TOOLS,
  contentTypeById,
  formatContentBrief,
  isContentTool,
  parseContentBrief,
  SOCIAL_PLATFORM_IDS,
  SOCIAL_POSTS_MAX,
  SOCIAL_PLATFORMS,
  TOPIC_MAX,
  type ContentToolId,
  type SocialPlatform,
} from '@/shared/content';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { PageHeader } from '@/web/components/ui/page-header';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { CampaignSelect } from '@/web/features/campaigns/components/campaign-select';
import { useContentTemplates } from '@/web/features/content/api/templates';
import { contentPaths } from '@/web/features/content/lib/paths';
import { useDocuments } from '@/web/features/documents/api/get-documents';
import { ContextChecklist } from '@/web/features/strategy/components/context-checklist';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { useActiveClient, usableForClient, useScopedNavigate } from '@/web/lib/active-client';

/** /content/tool/{tool}: the tool's form (topic, campaign, documents, template); starts a session and its run. */
export default function ContentToolPage() {
  const { tool } = useParams();
  if (!isContentTool(tool))
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
  return <ToolForm key={tool} tool={tool} />;
}

function ToolForm({ tool }: { tool: ContentToolId }) {
  const info = CONTENT_TOOLS[tool];
  const navigate = useScopedNavigate();
  const [params] = useSearchParams();
  const documents = useDocuments();
  const { clientId: activeClientId } = useActiveClient();
  const templates = useContentTemplates(tool);
  const createSession = useCreateSession();
  const [topic, setTopic] = useState('');
  const [keyword, setKeyword] = useState('');
  const [campaignId, setCampaignId] = useState(params.get('campaign') ?? '');
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const [template, setTemplate] = useState(params.get('template') ?? '');
  const [platforms, setPlatforms] = useState<string[]>([]);
  const [posts, setPosts] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const message = formatContentBrief({
      topic,
      keyword: tool === 'seo_brief' ? keyword : undefined,
      platforms: tool === 'social_posts' ? (platforms as SocialPlatform[]) : undefined,
      posts: tool === 'social_posts' && posts ? Number(posts) : undefined,
      template: template || undefined,
    });
    const problem = parseContentBrief(message).problem;
    if (problem) return setError(problem);
    setError(undefined);
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'content',
        campaign_id: campaignId || null,
        title: `${info.label}${topic.trim() ? `: ${topic.trim().slice(0, 120)}` : ''}`,
        mode: tool,
      });
      const pending: PendingRun = {
        tool,
        ...(message ? { message } : {}),
        ...(documentIds.length ? { document_ids: documentIds } : {}),
      };
      void navigate(contentPaths.session(session.id, { tool, campaignId: campaignId || null }), {
        state: { pendingRun: pending },
      });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The draft could not be started');
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={info.label}
        description={info.description}
        back={{
          to: contentPaths.type(info.contentType),
          label: `${contentTypeById(info.contentType)?.label} content`,
        }}
        badges={<Badge variant="outline">5-10 min</Badge>}
      />
      {createSession.isError && <Alert variant="destructive">{createSession.error.message}</Alert>}
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Card>
          <CardContent className="grid gap-6 p-6 lg:grid-cols-2">
            <div className="space-y-4">
              <FormField
                label="Topic"
                hint={`Optional: otherwise the campaign or your main offer. ${info.topicHint}.`}
                error={error}
              >
                <Input
                  value={topic}
                  onChange={(e) => setTopic(e.target.value)}
                  maxLength={TOPIC_MAX}
                />
              </FormField>
              {tool === 'seo_brief' && (
                <FormField label="Primary keyword" hint="Optional: otherwise the topic.">
                  <Input
                    value={keyword}
                    onChange={(e) => setKeyword(e.target.value)}
                    maxLength={TOPIC_MAX}
                  />
                </FormField>
              )}
              {tool === 'social_posts' && (
                <ContextChecklist
                  legend="Platforms (none chosen: the campaign’s, or all four)"
                  options={SOCIAL_PLATFORM_IDS.map((p) => ({
                    id: p,
                    label: SOCIAL_PLATFORMS[p].label,
                    hint: `${SOCIAL_PLATFORMS[p].limit.toLocaleString('en-US')} characters`,
                  }))}
                  selected={platforms}
                  onChange={setPlatforms}
                  empty=""
                />
              )}
              {tool === 'social_posts' && (
                <FormField
                  label="Number of posts"
                  hint="More posts than platforms: the platforms take turns, each post a new angle."
                >
                  <NativeSelect value={posts} onChange={(e) => setPosts(e.target.value)}>
                    <option value="">One per platform</option>
                    {Array.from({ length: SOCIAL_POSTS_MAX }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n} {n === 1 ? 'post' : 'posts'}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              )}
              <CampaignSelect
                value={campaignId}
                onChange={setCampaignId}
                noneLabel="No campaign"
                hint="Optional: the draft is saved to it."
              />
              <FormField
                label="Template"
                hint={
                  templates.isError
                    ? 'Templates could not be loaded.'
                    : 'Optional: the structure the draft follows.'
                }
              >
                <NativeSelect
                  value={template}
                  onChange={(e) => setTemplate(e.target.value)}
                  disabled={templates.isPending}
                >
                  <option value="">No template</option>
                  {templates.data?.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                      {t.built_in ? '' : ' (yours)'}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
            <ContextChecklist
              legend="Documents to use"
              options={(documents.data?.data ?? [])
                .filter((d) => usableForClient(activeClientId, d.clientId))
                .map((d) => ({
                  id: d.id,
                  label: d.title,
                  hint: d.filename,
                }))}
              selected={documentIds}
              onChange={setDocumentIds}
              empty={documents.isPending ? 'Loading documents...' : 'No documents yet.'}
            />
            <div className="flex justify-end lg:col-span-2">
              <Button type="submit" size="lg" loading={createSession.isPending}>
                <Play aria-hidden="true" /> {info.action}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
