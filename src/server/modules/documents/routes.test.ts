import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, FILE_NAME_MAX } from '@/shared/documents';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { makeDocx, makePdf, makeZipBomb } from './testing';

describe('documents', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-docs-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function upload(
    cookie: string,
    file: { name: string; bytes: Uint8Array | string; type?: string },
    fields: Record<string, string> = {},
  ) {
    const form = new FormData();
    const part = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    form.set(
      'file',
      new File([part], file.name, { type: file.type ?? 'application/octet-stream' }),
    );
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const res = await t.app.request('/api/v1/documents', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie },
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  it('uploads each accepted type and extracts its text', async () => {
    const user = await t.createUser();
    const files = [
      {
        name: 'Growth plan.pdf',
        bytes: makePdf(['Quarterly growth plan', 'Expand into Portland cafes']),
        expect: 'Expand into Portland cafes',
      },
      {
        name: 'brief.docx',
        bytes: await makeDocx(['Brand voice brief', 'Warm and playful tone']),
        expect: 'Warm and playful tone',
      },
      { name: 'notes.txt', bytes: 'Plain notes about loyalty cards', expect: 'loyalty cards' },
      {
        name: 'readme.md',
        bytes: '# Launch\n\nMarkdown launch checklist',
        expect: 'Markdown launch checklist',
      },
      { name: 'leads.csv', bytes: 'name,city\nAcme,Denver\n', expect: 'Acme | Denver' },
    ];
    for (const file of files) {
      const res = await upload(user.cookie, file);
      expect(res.status, file.name).toBe(201);
      expect(res.json.data.title).toBe(file.name.replace(/\.[^.]+$/, ''));
      const detail = await t.request(`/api/v1/documents/${res.json.data.id}`, {
        cookie: user.cookie,
      });
      expect(detail.status).toBe(200);
      expect(detail.json.data.textPreview).toContain(file.expect);
    }
    const list = await t.request('/api/v1/documents', { cookie: user.cookie });
    expect(list.json.data.map((d: { filename: string }) => d.filename)).toEqual(
      files.map((f) => f.name).reverse(),
    );
    expect(list.json.meta.total).toBe(5);
  });

  it('keeps the original for download and deletes it with the document', async () => {
    const user = await t.createUser();
    const bytes = makePdf('Download me');
    const res = await upload(user.cookie, { name: 'Plan é.pdf', bytes }, { title: 'Custom title' });
    expect(res.json.data.title).toBe('Custom title');
    const id = res.json.data.id as string;
    const file = path.join(dataDir, 'uploads', user.orgId, `${id}-Plan-e.pdf`);
    expect(fs.existsSync(file)).toBe(true);

    const download = await t.app.request(`/api/v1/documents/${id}/download`, {
      headers: { cookie: user.cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const removed = await t.request(`/api/v1/documents/${id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(removed.status).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.request(`/api/v1/documents/${id}`, { cookie: user.cookie })).status).toBe(404);
  });

  it('refuses other types, empty, unreadable and oversized files with clear messages', async () => {
    const user = await t.createUser();
    const exe = await upload(user.cookie, { name: 'tool.exe', bytes: 'MZ' });
    expect(exe.status).toBe(400);
    expect(exe.json.error.message).toBe(DOCUMENT_MESSAGES.unsupportedType);

    const empty = await upload(user.cookie, { name: 'empty.txt', bytes: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(DOCUMENT_MESSAGES.emptyFile);

    const fake = await upload(user.cookie, { name: 'fake.pdf', bytes: 'not a pdf at all' });
    expect(fake.status).toBe(400);
    expect(fake.json.error.message).toBe(DOCUMENT_MESSAGES.unreadable);

    const big = await upload(user.cookie, {
      name: 'big.txt',
      bytes: new Uint8Array(DOCUMENT_MAX_BYTES + 1).fill(97),
    });
    expect(big.status).toBe(413);
    expect(big.json.error.message).toBe(DOCUMENT_MESSAGES.tooLarge);

    const none = await t.request('/api/v1/documents', { cookie: user.cookie, body: { file: 'x' } });
    expect(none.status).toBe(415);

    const list = await t.request('/api/v1/documents', { cookie: user.cookie });
    expect(list.json.data).toEqual([]);
  });

  it('refuses a crafted 120 000-character file name at once, and still takes files over 1 MB', async () => {
    const user = await t.createUser();
    // This name used to hold the event loop for seconds in the file-name sanitiser.
    const crafted = await upload(user.cookie, { name: `a${'.-'.repeat(60_000)}a.txt`, bytes: 'x' });
    expect(crafted).toEqual({
      status: 400,
      json: {
        error: {
          code: 'validation_error',
          message: DOCUMENT_MESSAGES.fileNameTooLong,
          field: 'file',
        },
      },
    });
    const longest = await upload(user.cookie, {
      name: `${'n'.repeat(FILE_NAME_MAX - 4)}.txt`,
      bytes: 'x',
    });
    expect(longest.status).toBe(201);
    // The 1 MB cap on JSON bodies does not reach uploads.
    const large = await upload(user.cookie, { name: 'large.txt', bytes: 'word '.repeat(400_000) });
    expect(large.status).toBe(201);
  });

  it('refuses a zip bomb with a plain message', async () => {
    const user = await t.createUser();
    const bomb = await upload(user.cookie, { name: 'bomb.docx', bytes: await makeZipBomb(128) });
    expect(bomb).toEqual({
      status: 400,
      json: {
        error: { code: 'bad_request', message: DOCUMENT_MESSAGES.tooComplex, field: 'file' },
      },
    });
  });

  it('finds documents by full-text search with highlighted snippets', async () => {
    const user = await t.createUser();
    await upload(user.cookie, {
      name: 'pricing.txt',
      bytes: 'Our pricing strategy uses <b>tiered</b> bundles for espresso lovers.',
    });
    await upload(user.cookie, { name: 'other.txt', bytes: 'Nothing relevant here about tea.' });

    const res = await t.request('/api/v1/documents/search?q=espresso%20bundle', {
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(1);
    const [hit] = res.json.data;
    expect(hit.title).toBe('pricing');
    const matches = hit.snippet
      .filter((s: { match: boolean }) => s.match)
      .map((s: { text: string }) => s.text);
    expect(matches).toEqual(expect.arrayContaining(['bundles', 'espresso']));
    // Highlights travel as plain-text segments; the document's own markup never becomes a highlight.
    expect(hit.snippet.map((s: { text: string }) => s.text).join('')).toContain(
      'Our pricing strategy uses tiered bundles',
    );
    expect(hit.snippet.every((s: { text: string }) => !s.text.includes('\uE000'))).toBe(true);
    const byTitle = await t.request('/api/v1/documents/search?q=pricing', { cookie: user.cookie });
    expect(byTitle.json.data[0].titleSegments).toEqual([{ text: 'pricing', match: true }]);

    const none = await t.request('/api/v1/documents/search?q=unicorn', { cookie: user.cookie });
    expect(none.json.data).toEqual([]);
    const blank = await t.request('/api/v1/documents/search?q=%20', { cookie: user.cookie });
    expect(blank.status).toBe(400);
    expect(blank.json.error.message).toBe(DOCUMENT_MESSAGES.queryRequired);
    const syntax = await t.request(
      `/api/v1/documents/search?q=${encodeURIComponent('"espresso & (| !')}`,
      { cookie: user.cookie },
    );
    expect(syntax.status).toBe(200);
  });

  it('files a document under a campaign and filters by it', async () => {
    const user = await t.createUser();
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: user.cookie,
      body: { name: 'Spring launch' },
    });
    expect(campaign.status).toBe(201);
    const campaignId = campaign.json.data.id as string;
    await upload(
      user.cookie,
      { name: 'brief.txt', bytes: 'Spring brief' },
      { campaign_id: campaignId },
    );
    await upload(user.cookie, { name: 'loose.txt', bytes: 'Unfiled' });
    const filtered = await t.request(`/api/v1/documents?campaign_id=${campaignId}`, {
      cookie: user.cookie,
    });
    expect(filtered.json.data).toHaveLength(1);
    expect(filtered.json.data[0]).toMatchObject({
      filename: 'brief.txt',
      campaignName: 'Spring launch',
    });
    const bad = await t.request('/api/v1/documents?campaign_id=nope', { cookie: user.cookie });
    expect(bad.status).toBe(400);
  });

  it("never shows or touches another organization's documents", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: b.cookie,
      body: { name: 'B only' },
    });
    const doc = await upload(b.cookie, { name: 'secret.txt', bytes: 'Confidential merger plan' });
    const id = doc.json.data.id as string;

    expect((await t.request(`/api/v1/documents/${id}`, { cookie: a.cookie })).status).toBe(404);
    expect(
      (await t.app.request(`/api/v1/documents/${id}/download`, { headers: { cookie: a.cookie } }))
        .status,
    ).toBe(404);
    expect(
      (await t.request(`/api/v1/documents/${id}`, { method: 'DELETE', cookie: a.cookie })).status,
    ).toBe(404);
    expect(
      (await t.request('/api/v1/documents/search?q=merger', { cookie: a.cookie })).json.data,
    ).toEqual([]);
    expect((await t.request('/api/v1/documents', { cookie: a.cookie })).json.data).toEqual([]);
    const filed = await upload(
      a.cookie,
      { name: 'x.txt', bytes: 'x' },
      { campaign_id: campaign.json.data.id },
    );
    expect(filed.status).toBe(404);
    expect(filed.json.error.message).toBe(DOCUMENT_MESSAGES.campaignNotFound);

    expect((await t.request(`/api/v1/documents/${id}`, { cookie: b.cookie })).status).toBe(200);
    expect((await t.request('/api/v1/documents')).status).toBe(401);
  });
});
