import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftText } from '@/shared/brand-voice';
import { CONTENT_SCHEMAS, type ContentToolId } from '@/shared/content';
import { repeatedSequences } from '@/shared/text-quality';
import { grammarFindings } from '../../../agents/engine/grammar';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { runCliCommand } from '../../cli/commands';
import type { DemoAccount } from '../load-demo';

describe('content demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the demo SME drafts of its own (one approved, one scheduled, each valid, scored and clean) and the agency drafts for its client', async () => {
    const { accounts } = (await runCliCommand(t.ctx, { name: 'demo' })) as {
      accounts: DemoAccount[];
    };
    const sme = await t.signIn(accounts[0]!.email, accounts[0]!.password);
    const list = await t.request('/api/v1/content/items', { cookie: sme.cookie });
    expect(list.status).toBe(200);
    const items = list.json.data as {
      tool: ContentToolId;
      status: string;
      scheduled_for: string | null;
      campaign_name: string | null;
      content: unknown;
      session_id: string | null;
    }[];
    expect(items).toHaveLength(3);
    expect(items.filter((i) => i.status === 'approved')).toHaveLength(1);
    expect(items.filter((i) => i.scheduled_for !== null)).toHaveLength(1);
    for (const item of items) {
      expect(CONTENT_SCHEMAS[item.tool].safeParse(item.content).success).toBe(true);
      expect(JSON.stringify(item.content)).toContain('Northwind Coffee Roasters');
      expect(item.campaign_name).toBeTruthy();
      expect(item.session_id).toBeTruthy();
    }
    // The agency's drafts are its first client's work, written about the client (issue 26).
    const agency = await t.signIn(accounts[1]!.email, accounts[1]!.password);
    const agencyItems = (await t.request('/api/v1/content/items', { cookie: agency.cookie })).json
      .data as typeof items;
    expect(agencyItems).toHaveLength(2);
    for (const item of agencyItems) {
      expect(CONTENT_SCHEMAS[item.tool].safeParse(item.content).success).toBe(true);
      expect(item.campaign_name).toBe('Fernleaf — Summer SPF Launch');
      const text = JSON.stringify(item.content);
      expect(text).toContain('Fernleaf Skincare');
      expect(text).not.toMatch(/Brightline|Amelia/);
    }
    // What the demo shows a marketer reads as clean English, and its score says so.
    for (const item of [...items, ...agencyItems]) {
      const copy = draftText(item.content);
      const own = ['Northwind Coffee Roasters', 'Fernleaf Skincare', item.campaign_name ?? ''];
      expect(await grammarFindings(copy, own), copy).toEqual([]);
      expect(repeatedSequences(copy)).toEqual([]);
      const voice = (item.content as { brand_voice: { issues: { kind: string }[] } }).brand_voice;
      expect(voice.issues.filter((i) => i.kind !== 'long_sentence')).toEqual([]);
    }
  }, 120_000);
});
