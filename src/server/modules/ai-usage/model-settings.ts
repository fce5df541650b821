/**
 * The model choice of an organization and of its clients (decision 048), the organization's
 * own connection (base URL and write-only API key, decision 071): reading and saving them,
 * and resolving the model a run uses, client -> organization -> the server's default.
 */
import { sql } from 'drizzle-orm';
import {
  AI_MODEL_MESSAGES,
  API_KEY_SHOWN,
  resolveModelChoice,
  type LlmProvider,
  type ModelChoice,
  type ModelSetting,
  type OrgModelSetting,
  type UpdateModelSetting,
  type UpdateOrgModelSetting,
} from '@/shared/ai-models';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { Config, LlmConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { findClient, inClientTx, type ClientCaller } from '../clients/queries';
import { checkModelBaseUrl } from './model-base-url';
import { guardedModelFetch } from './model-fetch';

/** What the model settings need of the server: its default model and the operator's rules. */
export type ModelEnv = {
  server: LlmConfig | undefined;
  allowKeys: boolean;
  allowPrivateUrls: boolean;
  timeoutMs: number;
  testTimeoutMs: number;
  box: SecretBox;
};

export const modelEnvOf = (app: { config: Config; secretBox: SecretBox }): ModelEnv => ({
  server: app.config.llm,
  allowKeys: app.config.allowOrgModelKeys,
  allowPrivateUrls: app.config.allowPrivateModelUrls,
  timeoutMs: app.config.llmTimeoutMs,
  testTimeoutMs: app.config.modelTestTimeoutMs,
  box: app.secretBox,
});

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

/** The organization's saved connection, as stored (the key still sealed). */
export type StoredConnection = {
  provider: LlmProvider;
  base_url: string | null;
  api_key_sealed: string | null;
  api_key_last4: string | null;
};

export async function findConnection(tx: Tx, orgId: string): Promise<StoredConnection | null> {
  const [row] = await queryRows<StoredConnection>(
    tx,
    sql`select provider, base_url, api_key_sealed, api_key_last4
        from organization_model_keys where org_id = ${orgId}::uuid`,
  );
  return row ?? null;
}

/** The connection's key in clear; null = none saved, undefined = saved but unreadable. */
export function openKey(
  box: SecretBox,
  orgId: string,
  connection: StoredConnection,
): string | null | undefined {
  if (!connection.api_key_sealed) return null;
  return box.open(connection.api_key_sealed, orgId) ?? undefined;
}

/**
 * The connection a run may use: in-product keys allowed, saved for the organization's chosen
 * provider, and its key readable (a key sealed under a rotated secret disconnects it until
 * entered again: the runs then use the server's default, or the offline engine).
 */
function usableConnection(
  env: ModelEnv,
  orgId: string,
  organization: ModelChoice | null,
  connection: StoredConnection | null,
): { provider: LlmProvider; baseUrl: string | undefined; apiKey: string | undefined } | null {
  if (!env.allowKeys || !connection || connection.provider !== organization?.provider) return null;
  // An OpenAI-compatible key without its server's address has nowhere checked to go.
  if (connection.provider === 'openai-compatible' && !connection.base_url) return null;
  const key = openKey(env.box, orgId, connection);
  if (key === undefined) return null;
  return {
    provider: connection.provider,
    baseUrl: connection.base_url ?? undefined,
    apiKey: key ?? undefined,
  };
}

type Levels = Parameters<typeof resolveModelChoice>[0];

function present(choice: ModelChoice | null, levels: Levels): ModelSetting {
  const resolved = resolveModelChoice(levels);
  return {
    choice,
    effective: resolved.choice,
    source: resolved.source,
    server_default: levels.server,
  };
}

async function levelsOf(tx: Tx, env: ModelEnv, orgId: string, clientId: string | null) {
  const organization = await orgChoice(tx, orgId);
  const connection = await findConnection(tx, orgId);
  const usable = usableConnection(env, orgId, organization, connection);
  const levels: Levels = {
    client: await clientChoice(tx, clientId),
    organization,
    connected: usable?.provider ?? null,
    server: serverChoice(env.server),
  };
  return { levels, usable, connection };
}

/**
 * The LLM configuration of a run in this organization (and client). The organization's own
 * connection goes with its provider; otherwise the server's key and base URL go with the
 * server's provider, another provider's SDK reads its usual variable (OPENAI_API_KEY,
 * ANTHROPIC_API_KEY), and an OpenAI-compatible server without a base URL is the local
 * default. Undefined = the offline engine.
 */
export async function resolveRunLlm(
  tx: Tx,
  env: ModelEnv,
  orgId: string,
  clientId: string | null,
): Promise<LlmConfig | undefined> {
  const { levels, usable } = await levelsOf(tx, env, orgId, clientId);
  const { choice } = resolveModelChoice(levels);
  if (!choice) return undefined;
  if (usable && choice.provider === usable.provider) {
    const timing = { timeoutMs: env.timeoutMs, maxRetries: env.server?.maxRetries ?? 2 };
    return {
      ...timing,
      ...choice,
      baseUrl: usable.baseUrl,
      apiKey: usable.apiKey,
      ...(usable.baseUrl
        ? { fetch: guardedModelFetch({ allowPrivate: env.allowPrivateUrls }) }
        : {}),
    };
  }
  // resolveModelChoice answers another provider only when the server has a model.
  const server = env.server!;
  if (choice.provider === server.provider) return { ...server, model: choice.model };
  return { ...server, ...choice, apiKey: undefined, baseUrl: undefined };
}

type OrgScope = { orgId: string; userId: string };

async function presentOrg(tx: Tx, env: ModelEnv, orgId: string): Promise<OrgModelSetting> {
  const { levels, connection } = await levelsOf(tx, env, orgId, null);
  const current = connection?.provider === levels.organization?.provider ? connection : null;
  return {
    ...present(levels.organization, levels),
    connection: {
      base_url: current?.base_url ?? null,
      api_key_last4: current?.api_key_last4 ?? null,
      api_key_unreadable: current ? openKey(env.box, orgId, current) === undefined : false,
    },
    keys_allowed: env.allowKeys,
  };
}

export function getOrgModelSetting(db: Db, scope: OrgScope, env: ModelEnv) {
  return withTenant(db, scope, (tx) => presentOrg(tx, env, scope.orgId));
}

/** A 403 when the operator forbids in-product keys and addresses (ALLOW_ORG_MODEL_KEYS=false). */
export function requireKeysAllowed(env: ModelEnv) {
  if (!env.allowKeys) throw new AppError('forbidden', AI_MODEL_MESSAGES.keysForbidden);
}

/** A base URL for the provider, checked against the operator's rules; null when none is given. */
export async function checkedBaseUrl(
  env: ModelEnv,
  provider: LlmProvider,
  baseUrl: string | null | undefined,
): Promise<string | null | undefined> {
  if (!baseUrl) return baseUrl;
  if (provider !== 'openai-compatible')
    throw new AppError('validation_error', AI_MODEL_MESSAGES.baseUrlOnlyCompatible, {
      field: 'base_url',
    });
  return checkModelBaseUrl(baseUrl, { allowPrivate: env.allowPrivateUrls });
}

/**
 * Saves the organization's choice and connection. A saved key goes with the provider and
 * base URL it was entered for: changing either forgets it unless a new key comes with the
 * change, so that nobody can send a key someone else entered to a server of their choosing.
 */
export async function saveOrgModelSetting(
  db: Db,
  scope: OrgScope,
  env: ModelEnv,
  input: UpdateOrgModelSetting,
): Promise<OrgModelSetting> {
  const touchesConnection = typeof input.base_url === 'string' || typeof input.api_key === 'string';
  if (touchesConnection) requireKeysAllowed(env);
  const choice = input.choice;
  const baseUrl = choice ? await checkedBaseUrl(env, choice.provider, input.base_url) : undefined;
  return withTenant(db, scope, async (tx) => {
    await tx.execute(sql`update organizations
      set llm_provider = ${choice?.provider ?? null}, llm_model = ${choice?.model ?? null}
      where id = ${scope.orgId}::uuid`);
    const existing = await findConnection(tx, scope.orgId);
    if (!choice) {
      await tx.execute(
        sql`delete from organization_model_keys where org_id = ${scope.orgId}::uuid`,
      );
      return presentOrg(tx, env, scope.orgId);
    }
    if (!env.allowKeys) return presentOrg(tx, env, scope.orgId);
    const sameProvider = existing?.provider === choice.provider;
    const nextBaseUrl =
      choice.provider !== 'openai-compatible'
        ? null
        : baseUrl === undefined
          ? sameProvider
            ? (existing?.base_url ?? null)
            : null
          : baseUrl;
    const sameTarget = sameProvider && (existing?.base_url ?? null) === nextBaseUrl;
    let sealed: string | null = null;
    let last4: string | null = null;
    if (typeof input.api_key === 'string') {
      sealed = env.box.seal(input.api_key, scope.orgId);
      last4 = input.api_key.slice(-API_KEY_SHOWN);
    } else if (input.api_key === undefined && sameTarget && existing) {
      sealed = existing.api_key_sealed;
      last4 = existing.api_key_last4;
    }
    if (sealed && !nextBaseUrl && choice.provider === 'openai-compatible')
      throw new AppError('validation_error', AI_MODEL_MESSAGES.baseUrlRequired, {
        field: 'base_url',
      });
    if (!sealed && !nextBaseUrl) {
      await tx.execute(
        sql`delete from organization_model_keys where org_id = ${scope.orgId}::uuid`,
      );
    } else {
      await tx.execute(sql`insert into organization_model_keys
          (org_id, provider, base_url, api_key_sealed, api_key_last4, updated_by, updated_at)
        values (${scope.orgId}::uuid, ${choice.provider}, ${nextBaseUrl}, ${sealed}, ${last4}, ${scope.userId}, now())
        on conflict (org_id) do update set provider = excluded.provider, base_url = excluded.base_url,
          api_key_sealed = excluded.api_key_sealed, api_key_last4 = excluded.api_key_last4,
          updated_by = excluded.updated_by, updated_at = now()`);
    }
    return presentOrg(tx, env, scope.orgId);
  });
}

async function presentClient(tx: Tx, env: ModelEnv, orgId: string, clientId: string) {
  const { levels } = await levelsOf(tx, env, orgId, clientId);
  return present(levels.client, levels);
}

export function getClientModelSetting(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  env: ModelEnv,
) {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    return presentClient(tx, env, caller.orgId, clientId);
  });
}

export function saveClientModelSetting(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  env: ModelEnv,
  input: UpdateModelSetting,
) {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    await tx.execute(sql`update clients
      set llm_provider = ${input.choice?.provider ?? null}, llm_model = ${input.choice?.model ?? null},
          updated_at = now()
      where id = ${clientId}::uuid`);
    return presentClient(tx, env, caller.orgId, clientId);
  });
}
