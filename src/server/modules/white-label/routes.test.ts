import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { MESSAGES } from '@/shared/messages';
import {
  DEFAULT_WHITE_LABEL,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_MESSAGES,
  toWhiteLabelInput,
  type WhiteLabelState,
} from '@/shared/white-label';
import { userRoles } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';
import { addTeammate } from '../team/testing';

type User = Awaited<ReturnType<TestApp['createUser']>>;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0,
]);
const ICO = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0]);
const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

const kit = (overrides: Record<string, unknown> = {}) => ({
  ...toWhiteLabelInput(DEFAULT_WHITE_LABEL),
  ...overrides,
});

describe('white label API', () => {
  let t: TestApp;
  let agency: User;
  let small: User;
  let sme: User;
  let other: User;
  let fernleafId: string;

  const send = (who: User | { cookie: string }, path: string, method = 'GET', body?: unknown) =>
    t.request(`/api/v1/white-label${path}`, { method, cookie: who.cookie, body });
  const upload = async (
    who: { cookie: string },
    asset: 'logo' | 'favicon',
    bytes: Uint8Array,
    name: string,
    type = 'application/octet-stream',
  ) => {
    const form = new FormData();
    form.set('file', new File([bytes.slice()], name, { type }));
    const res = await t.app.request(`/api/v1/white-label/${asset}`, {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    });
    return { status: res.status, json: (await res.json()) as any };
  };

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({ organizationName: 'Pixel Foundry', organizationType: 'AGENCY' });
    small = await t.createUser({ organizationName: 'Two Clients', organizationType: 'AGENCY' });
    sme = await t.createUser({ organizationName: 'Corner Bakery' });
    other = await t.createUser({ organizationName: 'Elsewhere', organizationType: 'AGENCY' });
    const a = seedFor(t.ctx.db, agency);
    fernleafId = (await a.client({ name: 'Fernleaf' })).id;
    await a.client({ name: 'Harbor Yoga' });
    await a.client({ name: 'Blue Fern Dental' });
    await seedFor(t.ctx.db, small).client({ name: 'One' });
    await seedFor(t.ctx.db, small).client({ name: 'Two' });
    for (const name of ['A', 'B', 'C']) await seedFor(t.ctx.db, other).client({ name });
  });
  afterAll(() => t.close());

  it('answers the defaults before a kit is saved, unlocked for an agency with 3 clients', async () => {
    const res = await send(agency, '');
    expect(res.status, res.text).toBe(200);
    const state = res.json.data as WhiteLabelState;
    expect(state).toMatchObject({ unlocked: true, customized: false, stylesheetUrl: null });
    expect(state.kit.primaryColor).toBe('#3B82F6');
    expect(state.kit.borderRadius).toBe('lg');
  });

  it('is locked for an SME and for an agency with 2 clients: reads answer the defaults, writes 403', async () => {
    for (const who of [sme, small]) {
      const read = await send(who, '');
      expect(read.status).toBe(200);
      expect(read.json.data).toMatchObject({ unlocked: false, customized: false });
      const write = await send(who, '', 'PUT', kit({ primaryColor: '#111111' }));
      expect(write.status).toBe(403);
      expect(write.json.error.message).toBe(lockedFeatureMessage('white_label'));
      expect(write.json.error.message).toBe(
        'This feature unlocks when you run an agency with more than 2 clients.',
      );
      expect((await upload(who, 'logo', PNG, 'logo.png')).status).toBe(403);
      expect((await send(who, '', 'DELETE')).status).toBe(403);
    }
  });

  it('refuses bad colours, radii, fonts, densities and unknown fields with a message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ primaryColor: 'blue' }, WHITE_LABEL_MESSAGES.color('primaryColor'), 'primaryColor'],
      [{ accentColor: '#12345' }, WHITE_LABEL_MESSAGES.color('accentColor'), 'accentColor'],
      [
        { colors: { ...DEFAULT_WHITE_LABEL.colors, border: 'red; x: y' } },
        WHITE_LABEL_MESSAGES.color('colors.border'),
        'colors.border',
      ],
      [{ borderRadius: 'huge' }, WHITE_LABEL_MESSAGES.radius, 'borderRadius'],
      [{ density: 'airy' }, WHITE_LABEL_MESSAGES.density, 'density'],
      [
        { fonts: { ...DEFAULT_WHITE_LABEL.fonts, body: 'Comic Sans' } },
        WHITE_LABEL_MESSAGES.font('fonts.body'),
        'fonts.body',
      ],
      [{ companyName: 'x'.repeat(101) }, WHITE_LABEL_MESSAGES.companyName, 'companyName'],
      [
        { customCSS: 'a{}'.repeat(WHITE_LABEL_LIMITS.customCss) },
        WHITE_LABEL_MESSAGES.customCss,
        'customCSS',
      ],
    ];
    for (const [change, message, field] of cases) {
      const res = await send(agency, '', 'PUT', kit(change));
      expect(res.status, field).toBe(400);
      expect(res.json.error).toMatchObject({ message, field });
    }
    const unknown = await send(agency, '', 'PUT', { ...kit(), logo: 'https://evil.example/x.png' });
    expect(unknown.status).toBe(400);
    const unparsable = await send(agency, '', 'PUT', kit({ customCSS: 'a { b: "x' }));
    expect(unparsable.status).toBe(400);
    expect(unparsable.json.error.message).toContain(WHITE_LABEL_MESSAGES.unparsableCss);
    expect(unparsable.json.error.field).toBe('customCSS');
  });

  it('saves the kit, sanitises the CSS and serves it in the theme stylesheet', async () => {
    const res = await send(
      agency,
      '',
      'PUT',
      kit({
        primaryColor: '#e11d48',
        secondaryColor: '#abc',
        fonts: { heading: 'serif', body: 'system', mono: 'mono' },
        borderRadius: 'xl',
        density: 'compact',
        companyName: '  Pixel Foundry Studio ',
        customCSS:
          '@import url(https://evil.example/x.css);\nh1 { color: #e11d48; display: none }\nbody { background: url(https://evil.example/t.png) }',
      }),
    );
    expect(res.status, res.text).toBe(200);
    const saved = res.json.data as WhiteLabelState & { removed: string[] };
    expect(saved.kit).toMatchObject({
      primaryColor: '#E11D48',
      secondaryColor: '#AABBCC',
      borderRadius: 'xl',
      density: 'compact',
      companyName: 'Pixel Foundry Studio',
      customCSS: '.wl-scope h1 { color: #e11d48 }\n',
    });
    expect(saved.removed).toHaveLength(3);
    expect(saved.removed.join('\n')).toContain('@import');
    expect(saved.removed.join('\n')).toContain('display: none');
    expect(saved.customized).toBe(true);

    const read = (await send(agency, '')).json.data as WhiteLabelState;
    expect(read.kit.primaryColor).toBe('#E11D48');
    expect(read.stylesheetUrl).toMatch(/^\/api\/v1\/white-label\/theme\.css\?v=/);

    const css = await t.app.request(read.stylesheetUrl!, {
      headers: { cookie: agency.cookie },
    });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    expect(css.headers.get('cache-control')).toContain('immutable');
    const text = await css.text();
    expect(text).toContain('.wl-scope h1 { color: #e11d48 }');
    expect(text).toContain('Georgia');
    expect(text).not.toContain('evil.example');
  });

  it('keeps organizations apart: another agency reads and writes only its own kit', async () => {
    const theirs = await send(other, '');
    expect(theirs.json.data).toMatchObject({ customized: false });
    expect(theirs.json.data.kit.primaryColor).toBe('#3B82F6');
    const wrote = await send(other, '', 'PUT', kit({ primaryColor: '#00FF00' }));
    expect(wrote.status).toBe(200);
    expect((await send(agency, '')).json.data.kit.primaryColor).toBe('#E11D48');
    expect((await send(other, '')).json.data.kit.primaryColor).toBe('#00FF00');
    // Their stylesheet is theirs.
    const css = await (
      await t.app.request('/api/v1/white-label/theme.css', { headers: { cookie: other.cookie } })
    ).text();
    expect(css).not.toContain('#e11d48');
  });

  it('uploads, serves, replaces and removes the logo and favicon; other organizations get 404', async () => {
    const logo = await upload(agency, 'logo', PNG, 'logo.png', 'image/png');
    expect(logo.status, JSON.stringify(logo.json)).toBe(201);
    const url = logo.json.data.kit.logo.url as string;
    expect(logo.json.data.kit.logo).toMatchObject({
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });

    const served = await t.app.request(url, { headers: { cookie: agency.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    // The type comes from the bytes, not the name.
    const favicon = await upload(agency, 'favicon', ICO, 'favicon.png', 'image/png');
    expect(favicon.status).toBe(201);
    expect(favicon.json.data.kit.favicon.contentType).toBe('image/x-icon');

    const theirs = await t.app.request('/api/v1/white-label/logo', {
      headers: { cookie: other.cookie },
    });
    expect(theirs.status).toBe(404);
    expect((await send(other, '/logo', 'DELETE')).status).toBe(404);

    const removed = await send(agency, '/logo', 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.json.data.kit.logo).toBeNull();
    expect((await send(agency, '/logo')).status).toBe(404);
    expect((await send(agency, '/logo', 'DELETE')).status).toBe(404);
  });

  it('refuses SVG, other types, empty and oversized images', async () => {
    const svg = await upload(agency, 'logo', SVG, 'logo.png', 'image/png');
    expect(svg.status).toBe(400);
    expect(svg.json.error.message).toBe(WHITE_LABEL_MESSAGES.svgRefused);
    const named = await upload(agency, 'logo', PNG, 'logo.svg', 'image/svg+xml');
    expect(named.json.error.message).toBe(WHITE_LABEL_MESSAGES.svgRefused);
    const html = await upload(agency, 'favicon', new TextEncoder().encode('<html>'), 'x.ico');
    expect(html.status).toBe(400);
    expect(html.json.error.message).toBe(WHITE_LABEL_MESSAGES.unsupportedType);
    const gif = await upload(agency, 'logo', new TextEncoder().encode('GIF89a....'), 'x.gif');
    expect(gif.json.error.message).toBe(WHITE_LABEL_MESSAGES.unsupportedType);
    const empty = await upload(agency, 'logo', new Uint8Array(), 'x.png');
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe(WHITE_LABEL_MESSAGES.emptyFile);
    const big = new Uint8Array(WHITE_LABEL_LIMITS.faviconBytes + 1);
    big.set(PNG);
    const tooBig = await upload(agency, 'favicon', big, 'favicon.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.message).toBe(WHITE_LABEL_MESSAGES.faviconTooLarge);
    const hugeLogo = new Uint8Array(WHITE_LABEL_LIMITS.logoBytes + 1);
    hugeLogo.set(PNG);
    const logoTooBig = await upload(agency, 'logo', hugeLogo, 'logo.png');
    expect(logoTooBig.status).toBe(413);
    expect(logoTooBig.json.error.message).toBe(WHITE_LABEL_MESSAGES.logoTooLarge);
    expect((await send(agency, '/logo', 'POST', { file: 'x' })).status).toBe(415);
    const form = new FormData();
    form.set('image', 'not a file');
    const noFile = await t.app.request('/api/v1/white-label/logo', {
      method: 'POST',
      body: form,
      headers: { origin: TEST_ORIGIN, cookie: agency.cookie },
    });
    expect(noFile.status).toBe(400);
    expect(((await noFile.json()) as any).error.message).toBe(WHITE_LABEL_MESSAGES.noFile);
  });

  it('gives client-scoped members the agency theme and refuses their writes', async () => {
    const manager = await addTeammate(t, agency.cookie, 'account_manager');
    await t.ctx.db
      .update(userRoles)
      .set({ clientId: fernleafId })
      .where(eq(userRoles.userId, manager.userId));
    const read = await send(manager, '');
    expect(read.status).toBe(200);
    // They see one client, yet the agency's unlock (3 clients) is what counts.
    expect(read.json.data).toMatchObject({ unlocked: true, customized: true });
    expect(read.json.data.kit.primaryColor).toBe('#E11D48');
    const write = await send(manager, '', 'PUT', kit());
    expect(write.status).toBe(403);
    expect(write.json.error.message).toBe(MESSAGES.permissions.managersOnly);
  });

  it('resets to the defaults, deleting the images', async () => {
    const res = await send(agency, '', 'DELETE');
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ customized: false, stylesheetUrl: null });
    expect(res.json.data.kit.favicon).toBeNull();
    expect((await send(agency, '/favicon')).status).toBe(404);
    const css = await (
      await t.app.request('/api/v1/white-label/theme.css', { headers: { cookie: agency.cookie } })
    ).text();
    expect(css).not.toContain('wl-scope');
  });
});
