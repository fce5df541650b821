/**
 * The Content agent (issue 8): nine tools, one output type each. Every run loads the
 * brand voice of its subject (the organization's, or its client's) and the chosen template (loadFacts), every draft gets its
 * counts and brand-voice score computed in code (finalize), and every saved draft becomes a
 * content item of the library (onSaved) that a rewrite keeps (onRewritten).
 */
import { sql } from 'drizzle-orm';
import {
  builtInTemplate,
  CONTENT_SCHEMAS,
  CONTENT_TOOL_IDS,
  CONTENT_TOOLS,
  CONTENT_MESSAGES,
  finalizeDraft,
  overLimits,
  parseContentBrief,
  type AnyContentDraft,
  type ContentToolId,
} from '@/shared/content';
import { queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { ensureBrandVoice } from '../../modules/content/brand-voice-store';
import { postDays } from '../../modules/content/post-days';
import type { AgentContext, AgentDefinition, AgentTool } from '../engine/types';
import { contentFacts, ground, type ContentFacts, type ContentTemplateFact } from './grounding';
import { OFFLINE_GENERATORS } from './offline';
import { buildContentPrompt } from './prompt';

function narrate(tool: ContentToolId, ctx: AgentContext, draft: AnyContentDraft): string[] {
  const g = ground(tool, ctx);
  const over = overLimits(tool, draft);
  const voice = draft.brand_voice;
  return [
    `Reading the business context of ${ctx.company}${ctx.campaign ? ` and the “${ctx.campaign.name}” campaign` : ''}. `,
    `Writing in your brand voice (${g.facts.voice.tone.join(', ')}). `,
    g.facts.template ? `Following the “${g.facts.template.name}” template. ` : '',
    `\n\n${draft.summary}\n\n`,
    `Brand voice score: **${voice.score}/100**${voice.issues.length ? ` (${voice.issues.length} phrase${voice.issues.length > 1 ? 's' : ''} to review)` : ''}.\n`,
    over.length ? `Over the limit: ${over.join('; ')}.\n` : 'Every text is within its limit.\n',
  ].filter(Boolean);
}

async function loadTemplate(
  tx: Parameters<NonNullable<AgentTool['loadFacts']>>[0],
  tool: ContentToolId,
  id: string | undefined,
): Promise<ContentTemplateFact | null> {
  if (!id) return null;
  const builtIn = builtInTemplate(id);
  if (builtIn) return { id: builtIn.id, name: builtIn.name, structure: builtIn.structure };
  const [row] = await queryRows<{ id: string; name: string; structure: string[]; tool: string }>(
    tx,
    sql`select id, name, structure, tool from content_templates where id = ${id}`,
  );
  if (!row) throw new AppError('not_found', CONTENT_MESSAGES.templateNotFound);
  if (row.tool !== tool)
    throw new AppError(
      'validation_error',
      `The template “${row.name}” is for ${CONTENT_TOOLS[row.tool as ContentToolId]?.label ?? row.tool}, not ${CONTENT_TOOLS[tool].label}`,
      { field: 'message' },
    );
  return { id: row.id, name: row.name, structure: row.structure };
}

function contentTool<K extends ContentToolId>(id: K): AgentTool<(typeof CONTENT_SCHEMAS)[K]> {
  const info = CONTENT_TOOLS[id];
  const schema = CONTENT_SCHEMAS[id];
  return {
    id,
    label: info.label,
    description: info.description,
    outputType: id,
    schema,
    title: (ctx) => `${info.label}: ${ground(id, ctx).topic}`,
    buildPrompt: (ctx) => buildContentPrompt(id, ctx),
    offline: (ctx) => OFFLINE_GENERATORS[id](ctx),
    narrate: (ctx, content) => narrate(id, ctx, content as AnyContentDraft),
    validateMessage: (message) => parseContentBrief(message).problem,
    loadFacts: async (tx, query): Promise<ContentFacts> => {
      // The voice of whom the run works for: a client's drafts are in the client's voice.
      const voice = await ensureBrandVoice(tx, { orgId: query.orgId, clientId: query.clientId });
      const { brief } = parseContentBrief(query.message);
      return { voice: voice.profile, template: await loadTemplate(tx, id, brief.template) };
    },
    // The model writes the copy; every count and the score are ours.
    finalize: (ctx, content) => finalizeDraft(id, content as never, contentFacts(ctx).voice),
    onSaved: async (tx, saved) => {
      await tx.execute(sql`insert into content_items (org_id, client_id, output_id, campaign_id, content_type, status)
        values (${saved.orgId}, ${saved.clientId}, ${saved.outputId}, ${saved.campaignId}, ${info.contentType}, 'draft')`);
    },
    // The item already points at the output, so it reads the new text; an approval covered the
    // text it was given, so the item is a draft again; its posts keep their first day (082).
    onRewritten: async (tx, saved) => {
      const { posts } = saved.content as { posts?: unknown };
      const count = Array.isArray(posts) ? posts.length : 0;
      await tx.execute(sql`update content_items set status = 'draft', updated_at = now(),
          post_dates = case when post_dates is null or scheduled_for is null then post_dates
            when ${count}::int = 0 then null
            else ${postDays(sql`scheduled_for`, sql`${count}::int`)} end
        where output_id = ${saved.outputId}`);
    },
  };
}

export const contentAgent: AgentDefinition = {
  agentType: 'content',
  persona:
    'You are the Content Agent of Stratagent: a senior copywriter who writes blog articles, social posts, e-mails, ads, landing pages, SEO briefs, video scripts, press releases and product descriptions in the brand voice of the organization, grounded in its strategy and documents.',
  tools: CONTENT_TOOL_IDS.map((id) => contentTool(id) as unknown as AgentTool),
};
