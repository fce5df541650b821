/** Shared by the agents' tests: a grounded organization and a reader for UI message streams. */
import type { TestApp } from '../../testing/test-app';

export type StreamChunk = { type: string; [key: string]: unknown };

/** The chunks of an AI SDK UI message stream (SSE `data:` lines). */
export function parseStream(text: string): StreamChunk[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as StreamChunk);
}

/** What an output must never show: a bracketed placeholder, lorem ipsum, TBD or XXX. */
export const PLACEHOLDER = /\[[^[\]]*\]|lorem|\bTBD\b|XXX/i;

/** Every string in a value, however deeply nested. */
export const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

export const streamText = (chunks: StreamChunk[]) =>
  chunks
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta as string)
    .join('');

export const PROFILE = {
  companyName: 'Harbor Roasters',
  industry: 'E-commerce',
  companySize: '11-50 employees',
  description: 'Small-batch coffee roaster selling beans and subscriptions online.',
} as const;

export const CAMPAIGN = {
  name: 'Spring Subscription Push',
  target_audience: 'home espresso enthusiasts',
  goals: ['Grow subscription orders by 25%'],
  marketing_channels: ['Email', 'Instagram'],
  budget_cents: 500_000,
  status: 'active',
} as const;

export async function groundedUser(t: TestApp, organizationName = 'Harbor Roasters Ltd') {
  const user = await t.createUser({ organizationName });
  const ctxRes = await t.request(`/api/v1/business-context/organization/${user.orgId}`, {
    cookie: user.cookie,
    body: PROFILE,
  });
  if (ctxRes.status !== 200) throw new Error(`business context: ${ctxRes.status} ${ctxRes.text}`);
  const campaign = await t.request('/api/v1/campaigns', { cookie: user.cookie, body: CAMPAIGN });
  if (campaign.status !== 201) throw new Error(`campaign: ${campaign.status} ${campaign.text}`);
  return { ...user, campaignId: campaign.json.data.id as string };
}

export async function newSession(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const res = await t.request('/api/v1/agent-sessions', { cookie, body });
  if (res.status !== 201) throw new Error(`session: ${res.status} ${res.text}`);
  return res.json.data.id as string;
}

export async function run(
  t: TestApp,
  cookie: string,
  sessionId: string,
  body: Record<string, unknown>,
) {
  const res = await t.request(`/api/v1/agent-sessions/${sessionId}/runs`, { cookie, body });
  const chunks = res.status === 200 ? parseStream(res.text) : [];
  const output = chunks.find((c) => c.type === 'data-output')?.data as
    { output_id: string } | undefined;
  const error = chunks.find((c) => c.type === 'error')?.errorText as string | undefined;
  return { res, chunks, outputId: output?.output_id, error, runId: res.headers.get('x-run-id') };
}

/**
 * Creates a session, runs one tool in it and reads the output the run saved (undefined when
 * it saved none).
 */
export async function runTool(
  t: TestApp,
  cookie: string,
  session: Record<string, unknown>,
  body: Record<string, unknown>,
) {
  const sessionId = await newSession(t, cookie, session);
  const result = await run(t, cookie, sessionId, body);
  const output = result.outputId
    ? (await t.request(`/api/v1/outputs/${result.outputId}`, { cookie })).json.data
    : undefined;
  return { ...result, sessionId, output };
}
