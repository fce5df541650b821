/**
 * XSS: classic vectors stored through every user-controlled field that is rendered, then
 * every page showing them opened in Chromium, signed in. Fails on a script that ran (a dialog,
 * or the `__xss` flag the vectors set), on vector markup that reached the DOM as live
 * elements or attributes (even when the CSP blocked it), on a `javascript:` URL rendered as a
 * link, and on a CSP whose script-src allows 'unsafe-inline'.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { testChromiumLaunchOptions } from '../../e2e/support/chromium';
import { isOk } from '../lib/client';
import { firstTool, runTool, type Org } from '../lib/fixture';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';
import type { ServerProcess } from '../lib/server';

const FLAG = 'window.__xss=1';

/** 60 vectors; each either sets window.__xss or opens a dialog when it runs. */
export const VECTORS: string[] = [
  `<script>${FLAG}</script>`,
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=data:text/javascript,${FLAG}></SCRIPT>`,
  `<img src=x onerror="${FLAG}">`,
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC="javascript:${FLAG}">`,
  `<img src="x" onerror="&#119;indow.__xss=1">`,
  `<svg onload=${FLAG}>`,
  `<svg><script>${FLAG}</script></svg>`,
  `<svg><animate onbegin=${FLAG} attributeName=x dur=1s>`,
  `<body onload=${FLAG}>`,
  `<iframe src="javascript:parent.__xss=1"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<object data="javascript:${FLAG}"></object>`,
  `<embed src="data:text/html,<script>parent.__xss=1</script>">`,
  `<a href="javascript:${FLAG}">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:${FLAG}">x</a>`,
  `<a href=" javascript:${FLAG}">x</a>`,
  `<details open ontoggle=${FLAG}>`,
  `<input autofocus onfocus=${FLAG}>`,
  `<select autofocus onfocus=${FLAG}></select>`,
  `<textarea autofocus onfocus=${FLAG}></textarea>`,
  `<video><source onerror="${FLAG}"></video>`,
  `<audio src=x onerror=${FLAG}>`,
  `<marquee onstart=${FLAG}>x</marquee>`,
  `<form><button formaction="javascript:${FLAG}">x</button></form>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${FLAG}">x</maction></math>`,
  `<div style="background:url(javascript:${FLAG})">x</div>`,
  `<style>@import 'javascript:${FLAG}';</style>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${FLAG}">`,
  `<base href="javascript:${FLAG}//">`,
  `<link rel=import href="data:text/html,<script>${FLAG}</script>">`,
  `"><script>${FLAG}</script>`,
  `'><img src=x onerror=${FLAG}>`,
  `" onmouseover="${FLAG}" x="`,
  `' onfocus='${FLAG}' autofocus='`,
  `</textarea><script>${FLAG}</script>`,
  `</title><script>${FLAG}</script>`,
  `</script><script>${FLAG}</script>`,
  `<!--<img src="--><img src=x onerror=${FLAG}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${FLAG}>">`,
  `[click me](javascript:${FLAG})`,
  `[x](JAVASCRIPT:alert(1))`,
  `![img](x" onerror="${FLAG})`,
  `![x](javascript:${FLAG})`,
  `[a](data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3M9MTwvc2NyaXB0Pg==)`,
  `<a href="data:text/html,<script>${FLAG}</script>">data</a>`,
  '{{constructor.constructor("window.__xss=1")()}}',
  '${window.__xss=1}',
  '`${alert(1)}`',
  '#{window.__xss=1}',
  '<%= window.__xss=1 %>',
  '\\u003cscript\\u003ewindow.__xss=1\\u003c/script\\u003e',
  '\u003cimg src=x onerror=window.__xss=1\u003e',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E',
  `<scr<script>ipt>${FLAG}</scr</script>ipt>`,
  `<img src=x:alert(1) onerror=eval(src)>`,
  `<x contenteditable onblur=${FLAG}>lose focus`,
  `javascript:${FLAG}`,
];

const joined = (max: number) => {
  let out = '';
  for (const v of VECTORS) {
    const next = out ? `${out}\n\n${v}` : v;
    if (next.length > max) break;
    out = next;
  }
  return out;
};
const fit = (v: string, max: number) => v.slice(0, max);

type Stored = {
  campaigns: string[];
  outputs: string[];
  personas: string[];
  sessions: string[];
  documents: string[];
  problems: string[];
};

export async function runXss(server: ServerProcess, org: Org): Promise<FamilyResult> {
  const result = newResult('xss');
  const stored = await storeVectors(org);
  for (const problem of stored.problems) result.notes.push(`not stored: ${problem}`);

  const home = await org.owner.client.get('/');
  const csp = home.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? /default-src([^;]*)/.exec(csp)?.[1] ?? '';
  if (!csp) fail(result, 'the app is served without a Content-Security-Policy header');
  else if (/'unsafe-inline'/.test(scriptSrc))
    fail(result, `the CSP allows 'unsafe-inline' scripts: ${csp}`);
  if (/'unsafe-eval'/.test(scriptSrc)) result.notes.push(`the CSP allows 'unsafe-eval' scripts`);

  const [campaign, campaign2] = stored.campaigns;
  const pages = [
    '/dashboard',
    '/dashboard/metrics',
    '/dashboard/recommendations',
    '/campaigns',
    ...stored.campaigns.slice(0, 2).flatMap((id) => [`/campaigns/${id}`, `/campaigns/${id}/edit`]),
    `/campaigns/${campaign}/analytics`,
    `/campaigns/${campaign}/settings`,
    `/campaigns/${campaign}/insights`,
    `/campaigns/${campaign}/content`,
    `/campaigns/${campaign}/strategy`,
    `/campaigns/${campaign}/execution`,
    '/outputs',
    '/outputs/saved',
    `/outputs/campaign/${campaign}`,
    '/outputs/agent/strategy',
    ...stored.outputs.map((id) => `/outputs/${id}`),
    '/documents',
    `/documents/campaign/${campaign}`,
    ...stored.documents.map((id) => `/documents/${id}`),
    `/documents/search?q=${encodeURIComponent('script')}`,
    '/strategy',
    '/strategy/history',
    `/strategy/campaign/${campaign2}`,
    ...stored.sessions.map((id) => `/strategy/session/${id}`),
    '/persona',
    ...stored.personas.flatMap((id) => [
      `/persona/${id}`,
      `/persona/${id}/edit`,
      `/persona/interview/${id}`,
    ]),
    '/marketing-strategy/outputs',
    '/quick-start',
    '/settings',
    '/settings/workspace',
    '/settings/team',
    '/settings/integrations',
    '/profile',
    '/workspace',
    `/workspace/${org.orgId}`,
    '/onboarding/business-context',
    '/feedback',
  ];

  const browser = await chromium.launch(testChromiumLaunchOptions);
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.addCookies(
      org.owner.client.cookieHeader().map((c) => ({ ...c, url: server.baseUrl })),
    );
    const { page, events } = await watchedPage(context);
    // The detector must see a vector that does run, or every page below would pass blindly.
    await page.setContent(
      `<div>${VECTORS[3]}${VECTORS[8]}<a href="javascript:void 0">x</a></div>`,
      { waitUntil: 'load' },
    );
    await page.waitForTimeout(200);
    const canary = await inspect(page, events);
    if (!canary || !/__xss was set/.test(canary) || !/javascript/.test(canary)) {
      fail(
        result,
        `the detector missed a vector that ran on an unprotected page (${canary ?? 'nothing found'})`,
      );
    }
    // A few tabs side by side: each visit mostly waits for the page's requests to settle.
    const tabs = [{ page, events }];
    for (let i = 1; i < PAGES_AT_ONCE; i++) tabs.push(await watchedPage(context));
    const queue = [...pages];
    await Promise.all(
      tabs.map(async (tab) => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          tab.events.length = 0;
          result.tried++;
          const problem = await visit(tab.page, path, tab.events);
          if (problem) fail(result, `${path}: ${problem}`);
          else result.refused++;
        }
      }),
    );
    // Feedback goes out by e-mail: its HTML, opened as a page, must not run the vectors either.
    const mails = await server.outbox(org.owner.email).catch(() => []);
    const htmlMails = (mails as { subject: string; html?: string }[]).filter(
      (m) => m.html && /feedback/i.test(m.subject),
    );
    for (const mail of htmlMails) {
      events.length = 0;
      result.tried++;
      await page.setContent(mail.html!, { waitUntil: 'load' }).catch(() => undefined);
      await page.waitForTimeout(300);
      const flag = await page
        .evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
        .catch(() => undefined);
      if (flag || events.some((e) => e.startsWith('dialog')))
        fail(
          result,
          `the feedback e-mail "${mail.subject}" ran a vector when opened: ${events.join('; ')}`,
        );
      else result.refused++;
    }
    await context.close();
  } finally {
    await browser.close();
  }
  result.notes.push(`${VECTORS.length} vectors stored; ${pages.length} pages opened in Chromium`);
  return result;
}

/** How many tabs open the pages side by side. */
const PAGES_AT_ONCE = 3;

/** A new tab whose dialogs, CSP reports about scripts and `__xss` errors land in `events`. */
async function watchedPage(context: BrowserContext) {
  const page = await context.newPage();
  const events: string[] = [];
  page.on('dialog', (dialog) => {
    events.push(`dialog "${dialog.type()}: ${dialog.message()}"`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text) && /script|event handler|javascript:/i.test(text))
      events.push(`CSP blocked: ${clip(text, 140)}`);
  });
  page.on('pageerror', (error) => {
    if (/__xss/.test(error.message)) events.push(`script error mentioning __xss: ${error.message}`);
  });
  return { page, events };
}

async function visit(page: Page, path: string, events: string[]): Promise<string | undefined> {
  const response = await page
    .goto(path, { waitUntil: 'load', timeout: 20_000 })
    .catch((e: Error) => e);
  if (response instanceof Error) return `did not load: ${response.message}`;
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page.waitForTimeout(250);
  return inspect(page, events);
}

async function inspect(page: Page, events: string[]): Promise<string | undefined> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss)
      out.push('window.__xss was set: a vector ran');
    const all = Array.from(document.querySelectorAll('*'));
    for (const el of all) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const value = attr.value;
        if (name.startsWith('on') && /__xss|alert\(|eval\(/.test(value))
          out.push(`live ${name} handler on <${el.tagName.toLowerCase()}>: ${value.slice(0, 60)}`);
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'].includes(name) &&
          /^\s*(javascript|vbscript|data:text\/html)/i.test(value)
        ) {
          out.push(`${name}="${value.slice(0, 60)}" on <${el.tagName.toLowerCase()}>`);
        }
      }
      if (el.tagName === 'SCRIPT' && /__xss|alert\(/.test(el.textContent ?? ''))
        out.push('an injected <script> element');
      if (
        ['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(el.tagName) &&
        /__xss|javascript:/i.test(el.outerHTML)
      ) {
        out.push(`an injected <${el.tagName.toLowerCase()}>`);
      }
    }
    return { problems: out };
  });
  const dialogs = events.filter((e) => e.startsWith('dialog'));
  const problems = [...found.problems, ...events];
  if (dialogs.length || problems.length) return problems.slice(0, 4).join('; ');
  return undefined;
}

/** Stores the vectors through the API, as the web app's forms would. */
async function storeVectors(org: Org): Promise<Stored> {
  const c = org.owner.client;
  const problems: string[] = [];
  const attempt = async <T>(what: string, fn: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await fn();
    } catch (error) {
      problems.push(`${what}: ${clip((error as Error).message, 200)}`);
      return undefined;
    }
  };
  const long = joined(5000);
  await attempt('workspace name', () =>
    c.data('PATCH', '/api/v1/organization', {
      name: fit(`${org.marker} <img src=x onerror=${FLAG}>`, 200),
    }),
  );
  await attempt('your name', async () => {
    const answer = await c.post('/api/auth/update-user', {
      name: `<svg onload=${FLAG}> ${org.marker}`,
    });
    if (!isOk(answer.status)) throw new Error(`update-user answered ${answer.status}`);
  });
  await attempt('business context', () =>
    c.data('POST', `/api/v1/business-context/organization/${org.orgId}`, {
      companyName: fit(`<script>${FLAG}</script>${org.marker}`, 200),
      industry: 'Other',
      companySize: '1-10 employees',
      description: joined(2000),
    }),
  );

  const campaigns: string[] = [];
  const shortVectors = VECTORS.filter((v) => v.length <= 120);
  for (let i = 0; i < 6; i++) {
    const id = await attempt(`campaign ${i}`, async () => {
      const created = await c.data<{ id: string }>('POST', '/api/v1/campaigns', {
        name: fit(`${shortVectors[i % shortVectors.length]} ${org.marker}`, 120),
        description: long,
        campaign_type: fit(shortVectors[(i + 1) % shortVectors.length]!, 100),
        target_audience: joined(2000),
        objectives: long,
        competitor_context: long,
        geographic_target: joined(500),
        goals: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        success_metrics: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        content_pillars: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        target_personas: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        marketing_channels: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        tags: VECTORS.filter((v) => v.length <= 200).slice(0, 50),
        status: i % 2 ? 'active' : 'draft',
      });
      return created.id;
    });
    if (id) campaigns.push(id);
  }
  if (!campaigns.length) throw new Error(`no campaign could be stored: ${problems.join('; ')}`);

  const outputs: string[] = [];
  const personas: string[] = [];
  const sessions: string[] = [];
  for (const agent of ['strategy', 'persona']) {
    await attempt(`${agent} output`, async () => {
      const session = await c.data<{ id: string }>('POST', '/api/v1/agent-sessions', {
        agent_type: agent,
        campaign_id: campaigns[0],
        title: fit(`<img src=x onerror=${FLAG}> ${agent}`, 200),
      });
      sessions.push(session.id);
      const run = await runTool(c, session.id, await firstTool(c, agent), {
        message: joined(5000),
      });
      if (!run.outputId) throw new Error('the run left no output');
      const output = await c.data<{ content: Record<string, unknown> }>(
        'GET',
        `/api/v1/outputs/${run.outputId}`,
      );
      // Every string of the content becomes a vector, except those the output's schema constrains
      // (enums, kinds): the server names them one validation error at a time, and they are restored.
      const keep = new Set<string>();
      let n = 0;
      const poison = (value: unknown, at: string): unknown => {
        if (typeof value === 'string')
          return keep.has(at) ? value : `${VECTORS[n++ % VECTORS.length]} ${value.slice(0, 20)}`;
        if (Array.isArray(value)) return value.map((v, i) => poison(v, `${at}.${i}`));
        if (value && typeof value === 'object')
          return Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, poison(v, `${at}.${k}`)]),
          );
        return value;
      };
      for (let attemptNo = 0; attemptNo < 60; attemptNo++) {
        n = 0;
        const answer = await c.patch(`/api/v1/outputs/${run.outputId}`, {
          title: fit(`<script>${FLAG}</script> ${agent} ${org.marker}`, 200),
          summary: long,
          content: poison(output.content, 'content'),
          saved: true,
        });
        if (isOk(answer.status)) break;
        const path = /(content(?:\.[\w-]+)+)/.exec(answer.text)?.[1];
        if (answer.status !== 400 || !path || keep.has(path))
          throw new Error(`PATCH output answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        keep.add(path);
      }
      (agent === 'persona' ? personas : outputs).push(run.outputId);
      if (agent === 'strategy') {
        await c.post(
          `/api/v1/agent-sessions/${session.id}/messages`,
          { content: joined(5000) },
          { timeoutMs: 60_000 },
        );
      }
    });
  }

  const documents: string[] = [];
  for (const [name, type] of [
    [`<img src=x onerror=${FLAG}>.txt`, 'text/plain'],
    [`notes-${org.marker}.md`, 'text/markdown'],
  ] as const) {
    await attempt(`document ${name}`, async () => {
      const form = new FormData();
      form.set('file', new Blob([`${long}\n\nscript ${org.marker}`], { type }), name);
      form.set('title', fit(`"><svg onload=${FLAG}> ${org.marker}`, 200));
      form.set('campaign_id', campaigns[0]!);
      const answer = await c.request('POST', '/api/v1/documents', { body: form });
      if (!isOk(answer.status))
        throw new Error(`upload answered ${answer.status}: ${answer.text.slice(0, 120)}`);
      documents.push((answer.json as { data: { id: string } }).data.id);
    });
  }

  await attempt('pending business context', async () => {
    const extracted = await c.data<{ history_id?: string } | undefined>(
      'POST',
      '/api/v1/business-context/extract-from-conversation',
      {
        agent_type: 'strategy',
        conversation_text: `We are <script>${FLAG}</script> Inc, a SaaS company. Our target market is <img src=x onerror=${FLAG}>. Our competitors are <svg onload=${FLAG}>.`,
      },
    );
    const historyId = (extracted as { history_id?: string } | undefined)?.history_id;
    if (!historyId) return;
    await c.data('PUT', `/api/v1/business-context/history/${historyId}`, {
      extracted_context: {
        companyName: fit(VECTORS[0]!, 200),
        description: joined(1000),
        targetMarket: joined(500),
        uniqueValue: joined(500),
        businessModel: joined(300),
        products: VECTORS.filter((v) => v.length <= 300).slice(0, 25),
        competitors: VECTORS.filter((v) => v.length <= 300).slice(0, 25),
      },
    });
  });
  await attempt('feedback', () =>
    c.data('POST', '/api/v1/feedback', {
      category: 'bug',
      message: joined(5000),
      pageUrl: `/dashboard?q="><script>${FLAG}</script>`,
    }),
  );
  await attempt('teammate invitation', () =>
    c.data('POST', '/api/v1/team/invitations', {
      email: `xss-${org.marker.toLowerCase()}@security.test`,
      role_name: 'marketing_manager',
    }),
  );
  return { campaigns, outputs, personas, sessions, documents, problems };
}
