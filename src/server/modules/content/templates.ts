/** Content templates: the built-in ones (src/shared/content.ts) and the organization's own, saved from a draft. */
import { sql } from 'drizzle-orm';
import {
  BUILT_IN_TEMPLATES,
  CONTENT_MESSAGES,
  CONTENT_TOOLS,
  draftStructure,
  isContentTool,
  type ContentTemplate,
  type ContentToolId,
  type CreateContentTemplateInput,
} from '@/shared/content';
import { queryRows, type Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../dashboard/require-feature';

type Row = {
  id: string;
  tool: string;
  name: string;
  description: string;
  structure: string[];
  source_output_id: string | null;
  created_at: string | Date;
};

const present = (r: Row): ContentTemplate => ({
  id: r.id,
  tool: r.tool as ContentToolId,
  name: r.name,
  description: r.description,
  structure: r.structure ?? [],
  built_in: false,
  source_output_id: r.source_output_id,
  created_at: new Date(r.created_at).toISOString(),
});

const columns = sql`select id, tool, name, description, structure, source_output_id, created_at from content_templates`;

export function listContentTemplates(
  db: Db,
  scope: { orgId: string; userId: string },
  tool?: ContentToolId,
) {
  return withTenant(db, scope, async (tx) => {
    await requireFeature(tx, scope, 'content');
    const rows = await queryRows<Row>(
      tx,
      tool
        ? sql`${columns} where tool = ${tool} order by created_at desc`
        : sql`${columns} order by created_at desc`,
    );
    const builtIn: ContentTemplate[] = BUILT_IN_TEMPLATES.filter(
      (t) => !tool || t.tool === tool,
    ).map((t) => ({ ...t, built_in: true, source_output_id: null, created_at: null }));
    return [...builtIn, ...rows.map(present)];
  });
}

export function createContentTemplate(
  db: Db,
  scope: { orgId: string; userId: string },
  input: CreateContentTemplateInput,
) {
  return withTenant(db, scope, async (tx) => {
    const [output] = await queryRows<{
      id: string;
      output_type: string;
      agent_type: string;
      content: Record<string, unknown>;
      title: string;
    }>(
      tx,
      sql`select id, output_type, agent_type, content, title from agent_outputs where id = ${input.output_id}`,
    );
    if (!output) throw new AppError('not_found', CONTENT_MESSAGES.outputNotFound);
    await requireFeature(tx, scope, 'content');
    if (output.agent_type !== 'content' || !isContentTool(output.output_type))
      throw new AppError('validation_error', CONTENT_MESSAGES.notContentOutput, {
        field: 'output_id',
      });
    const tool = output.output_type;
    const structure = draftStructure(tool, output.content);
    const description =
      input.description?.trim() ||
      `${CONTENT_TOOLS[tool].label} structure saved from “${output.title}”.`;
    const [row] = await queryRows<Row>(
      tx,
      sql`insert into content_templates (org_id, tool, name, description, structure, source_output_id, created_by)
          values (${scope.orgId}, ${tool}, ${input.name.trim()}, ${description},
            array[${sql.join(
              structure.map((s) => sql`${s}`),
              sql`, `,
            )}]::text[], ${output.id}, ${scope.userId})
          returning id, tool, name, description, structure, source_output_id, created_at`,
    );
    return present(row!);
  });
}

export function deleteContentTemplate(
  db: Db,
  scope: { orgId: string; userId: string },
  id: string,
) {
  if (id.startsWith('builtin:'))
    throw new AppError('validation_error', CONTENT_MESSAGES.builtInTemplate);
  if (!/^[0-9a-f-]{36}$/i.test(id))
    throw new AppError('not_found', CONTENT_MESSAGES.templateNotFound);
  return withTenant(db, scope, async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`select id from content_templates where id = ${id}`,
    );
    if (!row) throw new AppError('not_found', CONTENT_MESSAGES.templateNotFound);
    await requireFeature(tx, scope, 'content');
    await tx.execute(sql`delete from content_templates where id = ${id}`);
  });
}
