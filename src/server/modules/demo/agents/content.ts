/**
 * The Content agent's demo data, written by the offline engine as a real run would write it.
 * The coffee roaster: three drafts from its own business context, campaigns and documents (an
 * approved brew guide article, social posts scheduled for next week, a subscription e-mail in
 * draft). The agency: two drafts for its first client's launch, written from the client's
 * record in the client's voice (decision 063), which the portal demo sends for approval.
 */
import { sql } from 'drizzle-orm';
import { CONTENT_TOOLS, formatContentBrief, type ContentToolId } from '@/shared/content';
import { queryRows, type Tx } from '../../../db/client';
import { contentAgent } from '../../../agents/content';
import { loadAgentContext } from '../../../agents/engine/load-context';
import { ensureBrandVoice } from '../../content/brand-voice-store';
import type { DemoSeed } from './index';
import { offlineOutput } from '../../../agents/engine/complete-output';

type DemoDraft = {
  tool: ContentToolId;
  campaign: string;
  topic: string;
  status: 'draft' | 'approved';
  /** Days from today, or null when not scheduled. */
  scheduledIn: number | null;
};

const SME_DRAFTS: DemoDraft[] = [
  {
    tool: 'blog_article',
    campaign: 'Brew Guide Content Series',
    topic: 'How to brew single-origin coffee at home',
    status: 'approved',
    scheduledIn: null,
  },
  {
    tool: 'social_posts',
    campaign: 'Spring Subscription Launch',
    topic: 'Skip or swap: the flexible subscription is here',
    status: 'draft',
    scheduledIn: 7,
  },
  {
    tool: 'email_newsletter',
    campaign: 'Spring Subscription Launch',
    topic: 'Your first bag is half price this spring',
    status: 'draft',
    scheduledIn: null,
  },
];

const AGENCY_DRAFTS: DemoDraft[] = [
  {
    tool: 'social_posts',
    campaign: 'Fernleaf — Summer SPF Launch',
    topic: 'Meet our mineral SPF 30: gentle, reef-safe protection',
    status: 'draft',
    scheduledIn: 10,
  },
  {
    tool: 'email_newsletter',
    campaign: 'Fernleaf — Summer SPF Launch',
    topic: 'Early access to the new mineral SPF 30',
    status: 'draft',
    scheduledIn: null,
  },
];

export const seedContent: DemoSeed = async (tx: Tx, input) => {
  const drafts = input.organizationType === 'SME' ? SME_DRAFTS : AGENCY_DRAFTS;
  // The SME's drafts quote its first document; a client's drafts only what is the client's.
  const [doc] =
    input.organizationType === 'SME'
      ? await queryRows<{ id: string }>(
          tx,
          sql`select id from documents where org_id = ${input.orgId} order by created_at, title limit 1`,
        )
      : [];
  for (const draft of drafts) {
    const campaignId = input.campaignIds.get(draft.campaign) ?? null;
    if (input.organizationType === 'AGENCY' && !campaignId) continue;
    const [campaign] = campaignId
      ? await queryRows<{ client_id: string | null }>(
          tx,
          sql`select client_id from campaigns where id = ${campaignId}`,
        )
      : [];
    const clientId = campaign?.client_id ?? null;
    const voice = await ensureBrandVoice(tx, { orgId: input.orgId, clientId });
    const tool = contentAgent.tools.find((t) => t.id === draft.tool)!;
    const message = formatContentBrief({ topic: draft.topic });
    const ctx = await loadAgentContext(tx, {
      orgId: input.orgId,
      sessionId: null,
      campaignId,
      documentIds: doc ? [doc.id] : [],
      message,
    });
    ctx.facts = { voice: voice.profile, template: null };
    const content = offlineOutput(tool, ctx) as Record<string, unknown>;
    const title = tool.title(ctx);
    const [session] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_sessions (org_id, client_id, agent_type, title, mode, status, campaign_id, created_by)
          values (${input.orgId}, ${clientId}, 'content', ${`${CONTENT_TOOLS[draft.tool].label}: ${draft.topic}`}, ${draft.tool},
            'idle', ${campaignId}, ${input.userId}) returning id`,
    );
    await tx.execute(sql`insert into agent_messages (org_id, session_id, role, content, parts)
      values (${input.orgId}, ${session!.id}, 'user', ${message}, ${JSON.stringify([{ type: 'text', text: message }])}::jsonb)`);
    const [output] = await queryRows<{ id: string }>(
      tx,
      sql`insert into agent_outputs (org_id, client_id, campaign_id, session_id, agent_type, output_type, title, summary, content, engine, saved, created_by)
          values (${input.orgId}, ${clientId}, ${campaignId}, ${session!.id}, 'content', ${draft.tool}, ${title},
            ${typeof content.summary === 'string' ? content.summary : null}, ${JSON.stringify(content)}::jsonb,
            'offline', true, ${input.userId}) returning id`,
    );
    await tx.execute(sql`insert into ai_interactions (org_id, user_id, session_id, agent_type)
      values (${input.orgId}, ${input.userId}, ${session!.id}, 'content')`);
    await tx.execute(sql`insert into content_items (org_id, client_id, output_id, campaign_id, content_type, status, scheduled_for)
      values (${input.orgId}, ${clientId}, ${output!.id}, ${campaignId}, ${CONTENT_TOOLS[draft.tool].contentType}, ${draft.status},
        ${draft.scheduledIn === null ? null : sql`current_date + ${draft.scheduledIn}::int`})`);
  }
};
