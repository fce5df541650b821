/** The server's own OpenAPI document as the list of operations to attack, and values its schemas accept. */
import type { Client } from './client';
import type { Rng } from './prng';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
};

export type Operation = {
  method: string;
  /** The path as documented, e.g. /api/v1/campaigns/{id}. */
  path: string;
  parameters: Parameter[];
  bodyType: 'json' | 'multipart' | 'csv' | undefined;
  bodySchema: Schema | undefined;
  /** The server's own declaration (`x-permission`), when it makes one. */
  permission: string | undefined;
};

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, Schema> };
};

export const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const opName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export async function loadOperations(
  client: Client,
): Promise<{ operations: Operation[]; resolve: (s: Schema | undefined) => Schema }> {
  const answer = await client.get('/api/openapi.json');
  if (answer.status !== 200) throw new Error(`/api/openapi.json answered ${answer.status}`);
  const doc = answer.json as Doc;
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return resolve(doc.components?.schemas?.[name]);
    }
    return schema;
  };
  const operations: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content =
        (raw.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
          ?.content ?? {};
      const bodyType = content['application/json']
        ? 'json'
        : content['multipart/form-data']
          ? 'multipart'
          : content['text/csv']
            ? 'csv'
            : undefined;
      const bodySchema = bodyType
        ? resolve(
            content[
              { json: 'application/json', multipart: 'multipart/form-data', csv: 'text/csv' }[
                bodyType
              ]
            ]!.schema,
          )
        : undefined;
      operations.push({
        method: method.toUpperCase(),
        path: p,
        parameters: ((raw.parameters as Parameter[] | undefined) ?? []).map((param) => ({
          ...param,
          schema: resolve(param.schema),
        })),
        bodyType,
        bodySchema,
        permission: raw['x-permission'] as string | undefined,
      });
    }
  }
  return { operations, resolve };
}

export const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path');

/** Fills `{name}` placeholders; values are URL-encoded. */
export function fillPath(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

export const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * A value the schema accepts. `named` supplies meaningful values by property name (ids of the
 * fixture, a valid framework, an e-mail address); everything else is derived from the schema.
 */
export function validValue(
  schema: Schema,
  resolve: (s: Schema | undefined) => Schema,
  named: (name: string, schema: Schema) => unknown,
  name = '',
  depth = 0,
): unknown {
  const s = resolve(schema);
  const fromName = name ? named(name, s) : undefined;
  if (fromName !== undefined) return fromName;
  if (s.enum?.length) return s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    const nonNull =
      alternatives.find((a) => !typesOf(resolve(a)).includes('null')) ?? alternatives[0]!;
    return validValue(nonNull, resolve, named, name, depth + 1);
  }
  const types = typesOf(s).filter((t) => t !== 'null');
  const type = types[0] ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (depth > 4 && !s.required?.includes(key)) continue;
        out[key] = validValue(prop, resolve, named, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () =>
        validValue(s.items ?? {}, resolve, named, `${name}[]`, depth + 1),
      );
    }
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 1, 1));
    case 'boolean':
      return true;
    default:
      return validString(s);
  }
}

function validString(s: Schema): string {
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (s.format === 'email') return 'someone@example.com';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-01-05';
  if (s.pattern?.startsWith('^[a-z0-9]')) return 'security-suite';
  const base = 'Security suite value';
  const min = s.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, min)) : text;
}

/** A random draw from the schema: valid most of the time, for the fuzz family's "valid" requests. */
export function randomValid(
  schema: Schema,
  resolve: (s: Schema | undefined) => Schema,
  rng: Rng,
  named: (name: string, schema: Schema) => unknown,
  name = '',
  depth = 0,
): unknown {
  const s = resolve(schema);
  if (name && rng.chance(0.5)) {
    const fromName = named(name, s);
    if (fromName !== undefined) return fromName;
  }
  if (s.enum?.length) return rng.pick(s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return randomValid(rng.pick(alternatives), resolve, rng, named, name, depth + 1);
  const types = typesOf(s);
  const type = types.length ? rng.pick(types) : s.properties ? 'object' : 'string';
  switch (type) {
    case 'null':
      return null;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        if (!s.required?.includes(key) && rng.chance(0.3)) continue;
        if (depth > 5) continue;
        out[key] = randomValid(prop, resolve, rng, named, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 5, min + 5);
      return Array.from({ length: rng.int(min, max) }, () =>
        randomValid(s.items ?? {}, resolve, rng, named, `${name}[]`, depth + 1),
      );
    }
    case 'integer':
      return rng.int(s.minimum ?? 0, Math.min(s.maximum ?? 1000, (s.minimum ?? 0) + 100_000));
    case 'number':
      return (s.minimum ?? 0) + rng.next() * 1000;
    case 'boolean':
      return rng.chance(0.5);
    default: {
      if (s.format || s.pattern) return validString(s);
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 80, min + 80);
      const length = rng.int(min, Math.max(min, max));
      const alphabet = 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,';
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[rng.int(0, alphabet.length - 1)];
      return out;
    }
  }
}

/** Which of the organization's ids a path parameter names, from the path segment before it. */
export function resourceOf(path: string, param: string): string | undefined {
  if (param === 'orgId') return 'org';
  if (param === 'workspaceId') return 'workspace';
  if (param === 'runId') return 'run';
  if (param === 'userId') return 'member';
  const before = path.split(`/{${param}}`)[0]!.split('/').pop();
  return (
    {
      campaigns: 'campaign',
      documents: 'document',
      outputs: 'output',
      'agent-sessions': 'session',
      'api-keys': 'apiKey',
      invitations: 'invitation',
      history: 'history',
      clients: 'client',
      approvals: 'approval',
      reports: 'report',
    } as Record<string, string>
  )[before ?? ''];
}
