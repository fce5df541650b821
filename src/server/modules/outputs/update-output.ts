import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AgentOutput, UpdateOutputInput } from '@/shared/agent-runs';
import type { Db } from '../../db/client';
import { withTenant, type TenantScope } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { recordWebhookEvent } from '../webhooks/record-event';
import { toolForOutputType } from '../../agents/registry';
import { recordOutputVersion } from './output-versions';
import { assertCampaignFor, findOutput } from './queries';

/** Content is checked against the schema of the tool that produced the output type. */
export async function updateOutput(
  db: Db,
  scope: TenantScope,
  id: string,
  input: UpdateOutputInput,
): Promise<AgentOutput> {
  return withTenant(db, scope, async (tx) => {
    const current = await findOutput(tx, id);
    const sets: SQL[] = [sql`updated_at = now()`];
    if (input.title !== undefined) sets.push(sql`title = ${input.title}`);
    if (input.summary !== undefined) sets.push(sql`summary = ${input.summary}`);
    if (input.saved !== undefined) sets.push(sql`saved = ${input.saved}`);
    if (input.content !== undefined) {
      const schema =
        toolForOutputType(current.output_type)?.schema ?? z.record(z.string(), z.unknown());
      const parsed = schema.safeParse(input.content);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = ['content', ...(issue?.path ?? [])].join('.');
        throw new AppError(
          'validation_error',
          `The content does not match a ${current.output_type} output: ${field}: ${issue?.message ?? 'invalid'}`,
          { field },
        );
      }
      sets.push(sql`content = ${JSON.stringify(parsed.data)}::jsonb`);
    }
    if (input.campaign_id !== undefined) {
      if (input.campaign_id === null) {
        sets.push(sql`campaign_id = null`);
      } else {
        const campaign = await assertCampaignFor(tx, input.campaign_id, current.client_id);
        sets.push(
          sql`campaign_id = ${campaign.id}, client_id = coalesce(${campaign.client_id}::uuid, client_id)`,
        );
      }
    }
    await tx.execute(sql`update agent_outputs set ${sql.join(sets, sql`, `)} where id = ${id}`);
    const updated = await findOutput(tx, id);
    // A person's edit of what the output says is a version of its own (decision 075); saving,
    // unsaving or moving it to a campaign is not.
    if (
      updated.title !== current.title ||
      updated.summary !== current.summary ||
      JSON.stringify(updated.content) !== JSON.stringify(current.content)
    )
      await recordOutputVersion(tx, {
        outputId: id,
        engine: 'person',
        userId: scope.userId ?? null,
      });
    // Kept from a draft: saved now (outputs the agents save are announced when created).
    if (input.saved === true && !current.saved)
      await recordWebhookEvent(tx, scope.orgId, 'output.saved', {
        output_id: updated.id,
        title: updated.title,
        output_type: updated.output_type,
        agent_type: updated.agent_type,
        campaign_id: updated.campaign_id,
        client_id: updated.client_id,
      });
    return updated;
  });
}
