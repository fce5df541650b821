/** Test helpers: solve the invitation form's ALTCHA challenge the way the browser widget does. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestApp } from '../../testing/test-app';

export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** A fresh challenge from the API, solved: a valid `altcha` field for one submission. */
export async function solvedAltchaPayload(t: TestApp): Promise<string> {
  const res = await t.request('/api/v1/invitation-requests/challenge');
  if (res.status !== 200 || res.json.data.provider !== 'altcha')
    throw new Error(`no challenge: ${res.text}`);
  return solveAltcha(res.json.data.challenge as Challenge);
}

export const validRequest = (overrides: Record<string, unknown> = {}) => ({
  email: `lead-${Math.random().toString(36).slice(2, 10)}@example.com`,
  company_name: 'Acme Bakery',
  organization_type: 'SME',
  use_case: 'Plan our spring campaign',
  referral_source: 'A friend',
  ...overrides,
});

/** Submits an invitation request through the API with a solved bot check. */
export async function submitRequest(t: TestApp, body: Record<string, unknown> = {}) {
  return t.request('/api/v1/invitation-requests', {
    body: { ...validRequest(), ...body, altcha: await solvedAltchaPayload(t) },
  });
}
