import zlib from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { stratagent } from './support/cli';
import { expect, test, unique } from './support/fixtures';
import { latestLink } from './support/outbox';
import { shootBothWidths } from './support/screenshots';

/** A solid-colour PNG of `width` × `height`, built here so the spec needs no fixture file. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(Array(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * White label (issue 9 point 5): an agency invited by the CLI adds three clients (through the
 * API), which unlocks the White Label link; on /settings/white-label it sets the primary
 * colour, a company name, a logo and custom CSS, sees what the sanitiser removed, saves, and
 * the colour is on the page's primary buttons, here and elsewhere in the app.
 */
test.describe.serial('white label', () => {
  const owner = {
    email: unique('white-label'),
    password: 'Ag3ncyPass!',
    organization: 'Lumen Agency',
  };

  const signUpAsAgency = async (page: Page) => {
    await page.goto(await latestLink(owner.email, /invitation/i));
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByLabel('Confirm password').fill(owner.password);
    await page.getByLabel('Organization name').fill(owner.organization);
    await page.getByRole('radio', { name: /Agency/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/(onboarding\/business-context|dashboard)$/);
    if (page.url().endsWith('/onboarding/business-context')) {
      await page.getByRole('button', { name: 'Skip for Now' }).click();
      await page.waitForURL('**/dashboard');
    }
  };

  const addClient = async (page: Page, name: string) => {
    const res = await page.request.post('/api/v1/clients', {
      data: { name },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
  };

  const background = (control: Locator) =>
    control.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  const saveButton = (page: Page) => page.getByRole('button', { name: 'Save white label' });

  test.beforeAll(() => {
    stratagent('invite', owner.email, '--type', 'AGENCY');
  });

  test('an agency with 3 clients brands the app and sees its colour on the page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUpAsAgency(page);

    // Two clients: still locked, with the requirement and what is left to do.
    await addClient(page, 'Fernleaf Gardens');
    await addClient(page, 'Harbor Yoga');
    await page.goto('/settings/white-label');
    await expect(page.getByText('White Label is locked')).toBeVisible();
    await expect(
      page.getByText('This feature unlocks when you run an agency with more than 2 clients.'),
    ).toBeVisible();
    await expect(page.getByText('You have 2 clients: 1 more to go.')).toBeVisible();
    const locked = await page.request.put('/api/v1/white-label', {
      data: {
        primaryColor: '#E11D48',
        secondaryColor: '#64748B',
        accentColor: '#8B5CF6',
        colors: {
          background: '#FFFFFF',
          foreground: '#111111',
          muted: '#F3F5F8',
          mutedForeground: '#5F6B7D',
          border: '#E1E5EB',
        },
        fonts: { heading: 'serif', body: 'inter', mono: 'mono' },
        borderRadius: 'lg',
        density: 'comfortable',
        companyName: '',
        customCSS: '',
      },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(locked.status()).toBe(403);

    // The third client unlocks it: the header's White Label link leads to the page.
    await addClient(page, 'Blue Fern Dental');
    await page.goto('/settings');
    await page
      .getByRole('link', { name: /White Label/ })
      .first()
      .click();
    await page.waitForURL('**/settings/white-label');
    await expect(page.getByRole('heading', { level: 1, name: 'White Label' })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'White Label' })).toHaveAttribute(
      'href',
      '/settings/white-label',
    );
    const before = await background(saveButton(page));
    expect(before).not.toBe('rgb(225, 29, 72)');

    // The primary colour, typed as hex; the preview follows the draft before saving.
    const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.fill('#E11D48');
    await expect
      .poll(() =>
        page
          .getByTestId('white-label-preview')
          .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--primary')),
      )
      .toBe('#E11D48');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Lumen Studio');
    await page.getByRole('combobox', { name: 'Border radius' }).selectOption('xl');
    await page
      .getByRole('textbox', { name: 'Custom CSS' })
      .fill(
        "@import url('https://evil.example/x.css');\nh1 { letter-spacing: 0.01em; display: none }",
      );
    await page.getByRole('button', { name: 'Save white label' }).click();
    await expect(page.getByText('White label saved')).toBeVisible();
    const removed = page.getByRole('list', { name: 'Removed CSS' });
    await expect(removed).toContainText('@import');
    await expect(removed).toContainText('display: none');

    // The colour is on the page: the primary buttons, through the theme's CSS variables.
    await expect.poll(() => background(saveButton(page))).toBe('rgb(225, 29, 72)');
    // The heading is still shown: the custom CSS could not hide it.
    await expect(page.getByRole('heading', { level: 1, name: 'White Label' })).toBeVisible();

    // A logo (a real PNG) and the company name in the header.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(96, 32, [225, 29, 72]),
    });
    await expect(page.getByText('Logo uploaded')).toBeVisible();
    const brand = page.getByRole('link', { name: 'Lumen Studio: home' });
    await expect(brand).toBeVisible();
    await expect(brand.locator('img')).toHaveJSProperty('naturalWidth', 96);
    // An SVG is refused with the reason.
    const svgChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload favicon' }).click();
    await (
      await svgChooser
    ).setFiles({
      name: 'favicon.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await expect(page.getByText(/SVG images are not accepted/)).toBeVisible();
    await shootBothWidths(page, 'white-label-settings');

    // After a reload, and elsewhere in the app, the theme still applies.
    await page.goto('/clients');
    await expect(page.locator('html')).toHaveAttribute('data-white-label', 'on');
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        ),
      )
      .toBe('#E11D48');
    await expect(page.locator('link[rel="stylesheet"][data-white-label]')).toHaveAttribute(
      'href',
      /\/api\/v1\/white-label\/theme\.css\?v=/,
    );
    await expect
      .poll(() => background(page.getByRole('link', { name: 'Add Client' })))
      .toBe('rgb(225, 29, 72)');
    await shootBothWidths(page, 'white-label-clients');

    // Reset to the defaults: the app's own look returns.
    await page.goto('/settings/white-label');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('button', { name: 'Yes, reset' }).click();
    await expect(page.getByText('White label reset to the defaults')).toBeVisible();
    await expect.poll(() => background(saveButton(page))).toBe(before);
    await expect(page.locator('html')).not.toHaveAttribute('data-white-label', 'on');
  });
});
