/**
 * The model choice of an organization and of its clients (decision 048): reading and saving
 * it, and resolving the model a run uses, client -> organization -> the server's default.
 * API keys stay server configuration: a choice names a provider and a model, nothing secret.
 */
import { sql } from 'drizzle-orm';
import {
  resolveModelChoice,
  type ModelChoice,
  type ModelSetting,
  type UpdateModelSetting,
} from '@/shared/ai-models';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { LlmConfig } from '../../config';
import { findClient, inClientTx, type ClientCaller } from '../clients/queries';

type ChoiceRow = { llm_provider: ModelChoice['provider'] | null; llm_model: string | null };

const choiceOf = (row: ChoiceRow | undefined): ModelChoice | null =>
  row?.llm_provider && row.llm_model ? { provider: row.llm_provider, model: row.llm_model } : null;

const serverChoice = (llm: LlmConfig | undefined): ModelChoice | null =>
  llm ? { provider: llm.provider, model: llm.model } : null;

async function orgChoice(tx: Tx, orgId: string): Promise<ModelChoice | null> {
  const [row] = await queryRows<ChoiceRow>(
    tx,
    sql`select llm_provider, llm_model from organizations where id = ${orgId}::uuid`,
  );
  return choiceOf(row);
}

async function clientChoice(tx: Tx, clientId: string | null): Promise<ModelChoice | null> {
  if (!clientId) return null;
  const [row] = await queryRows<ChoiceRow>(
    tx,
    sql`select llm_provider, llm_model from clients where id = ${clientId}::uuid`,
  );
  return choiceOf(row);
}

function present(
  choice: ModelChoice | null,
  levels: Parameters<typeof resolveModelChoice>[0],
): ModelSetting {
  const resolved = resolveModelChoice(levels);
  return {
    choice,
    effective: resolved.choice,
    source: resolved.source,
    server_default: levels.server,
  };
}

/**
 * The LLM configuration of a run in this organization (and client): the server's, with the
 * chosen provider and model. The server's key and base URL go with its own provider only;
 * another provider's SDK reads its usual variable (OPENAI_API_KEY, ANTHROPIC_API_KEY), and
 * an OpenAI-compatible server without LLM_BASE_URL is the local default. Undefined = the
 * offline engine.
 */
export async function resolveRunLlm(
  tx: Tx,
  server: LlmConfig | undefined,
  orgId: string,
  clientId: string | null,
): Promise<LlmConfig | undefined> {
  if (!server) return undefined;
  const { choice } = resolveModelChoice({
    client: await clientChoice(tx, clientId),
    organization: await orgChoice(tx, orgId),
    server: serverChoice(server),
  });
  if (!choice) return server;
  if (choice.provider === server.provider) return { ...server, model: choice.model };
  return { ...server, ...choice, apiKey: undefined, baseUrl: undefined };
}

type OrgScope = { orgId: string; userId: string };

export function getOrgModelSetting(db: Db, scope: OrgScope, server: LlmConfig | undefined) {
  return withTenant(db, scope, async (tx) => {
    const organization = await orgChoice(tx, scope.orgId);
    return present(organization, { client: null, organization, server: serverChoice(server) });
  });
}

export function saveOrgModelSetting(
  db: Db,
  scope: OrgScope,
  server: LlmConfig | undefined,
  input: UpdateModelSetting,
) {
  return withTenant(db, scope, async (tx) => {
    await tx.execute(sql`update organizations
      set llm_provider = ${input.choice?.provider ?? null}, llm_model = ${input.choice?.model ?? null}
      where id = ${scope.orgId}::uuid`);
    const organization = await orgChoice(tx, scope.orgId);
    return present(organization, { client: null, organization, server: serverChoice(server) });
  });
}

export function getClientModelSetting(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  server: LlmConfig | undefined,
) {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    const client = await clientChoice(tx, clientId);
    return present(client, {
      client,
      organization: await orgChoice(tx, caller.orgId),
      server: serverChoice(server),
    });
  });
}

export function saveClientModelSetting(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  server: LlmConfig | undefined,
  input: UpdateModelSetting,
) {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    await tx.execute(sql`update clients
      set llm_provider = ${input.choice?.provider ?? null}, llm_model = ${input.choice?.model ?? null},
          updated_at = now()
      where id = ${clientId}::uuid`);
    const client = await clientChoice(tx, clientId);
    return present(client, {
      client,
      organization: await orgChoice(tx, caller.orgId),
      server: serverChoice(server),
    });
  });
}
