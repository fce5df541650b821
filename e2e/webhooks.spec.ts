import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { loadDemo } from './support/accounts';
import { expect, signIn, test } from './support/fixtures';
import { shootBothWidths } from './support/screenshots';

/**
 * Webhooks: the demo SME owner subscribes a local receiver to metrics.ingested, metrics are
 * ingested through the API and the delivery shows as delivered in the log while the
 * receiver verifies its signature; a failing receiver shows a retrying attempt with its next
 * time, and Redeliver delivers it once the receiver is back.
 */
type Received = { headers: http.IncomingHttpHeaders; body: string };

function verify(secret: string, header: string, body: string) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('='))) as {
    t: string;
    v1: string;
  };
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return (
    crypto.timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(expected, 'hex')) &&
    Math.abs(Date.now() / 1000 - Number(t)) < 300
  );
}

test.describe.serial('webhooks', () => {
  const received: Received[] = [];
  let status = 200;
  let server: http.Server;
  let url = '';

  test.beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status === 200 ? 'thanks' : 'receiver is down');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stratagent`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const card = (page: Page) => page.getByRole('group', { name: url });

  test('a subscription receives signed deliveries, retries a failure and redelivers', async ({
    page,
  }) => {
    const owner = loadDemo().find((a) => a.type === 'SME')!;
    await signIn(page, owner.email, owner.password);

    await page.goto('/settings');
    await page.getByRole('link', { name: /Webhooks/ }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('No webhooks yet')).toBeVisible();

    // A bad address is refused with the reason.
    await page.getByLabel('Endpoint URL').fill('http://example.com/hooks');
    await page.getByRole('checkbox', { name: /Metrics ingested/ }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText(/Use an https:\/\/ address/)).toBeVisible();

    await page.getByLabel('Endpoint URL').fill(url);
    await page.getByLabel('Description (optional)').fill('Local receiver');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook created' });
    await expect(dialog).toBeVisible();
    const secret = await dialog.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toBeHidden();

    const hook = card(page);
    await expect(hook.getByText('No deliveries yet')).toBeVisible();

    // Metrics ingested through the API: the latest day of a demo campaign, sent again as it
    // is (the figures do not change).
    const origin = { origin: new URL(page.url()).origin };
    const campaigns = (await (await page.request.get('/api/v1/campaigns')).json()).data as {
      id: string;
    }[];
    let ingested = false;
    for (const campaign of campaigns) {
      const metrics = await (
        await page.request.get(`/api/v1/campaigns/${campaign.id}/metrics`)
      ).json();
      const day = metrics.data.daily.at(-1);
      if (!day) continue;
      const res = await page.request.post(`/api/v1/campaigns/${campaign.id}/metrics`, {
        data: { rows: [day] },
        headers: origin,
      });
      expect(res.status()).toBe(200);
      ingested = true;
      break;
    }
    expect(ingested, 'a demo campaign with daily metrics').toBe(true);

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const first = received[0]!;
    expect(first.headers['stratagent-event']).toBe('metrics.ingested');
    expect(verify(secret, first.headers['stratagent-signature'] as string, first.body)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({
      event: 'metrics.ingested',
      data: { source: 'api', days: 1 },
    });
    const log = hook.getByRole('region', { name: 'Delivery log' });
    await expect(log.getByRole('listitem').first()).toContainText('metrics.ingested', {
      timeout: 15_000,
    });
    await expect(log.getByRole('listitem').first()).toContainText('Delivered', {
      timeout: 15_000,
    });
    await expect(log.getByRole('listitem').first()).toContainText('200');
    await shootBothWidths(page, 'webhooks-delivered');

    // The receiver fails: the test event's attempt is shown with its next retry.
    status = 500;
    await hook.getByRole('button', { name: 'Send test event' }).click();
    const ping = log.getByRole('listitem').filter({ hasText: 'ping' }).first();
    await expect(ping).toContainText('Retrying', { timeout: 15_000 });
    await expect(ping).toContainText('The endpoint answered 500');
    await expect(ping).toContainText('Next attempt');
    await expect(ping).toContainText('1 of 6');
    expect(received).toHaveLength(2);
    expect(
      verify(secret, received[1]!.headers['stratagent-signature'] as string, received[1]!.body),
    ).toBe(true);
    await shootBothWidths(page, 'webhooks-retrying');

    // Back up: Redeliver sends a fresh delivery of the same event.
    status = 200;
    await ping.getByRole('button', { name: /^Redeliver/ }).click();
    const redelivery = log.getByRole('listitem').filter({ hasText: 'Redelivery' }).first();
    await expect(redelivery).toContainText('Delivered', { timeout: 15_000 });
    // The same event (the ping's id) reached the receiver again, validly signed.
    const pingId = JSON.parse(received[1]!.body).id as string;
    const resent = received.slice(2).filter((r) => JSON.parse(r.body).id === pingId);
    expect(resent.length).toBeGreaterThanOrEqual(1);
    for (const r of resent)
      expect(verify(secret, r.headers['stratagent-signature'] as string, r.body)).toBe(true);

    await shootBothWidths(page, 'webhooks-redelivered');

    // Left as found: the demo organization has no webhook afterwards.
    await hook.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
    await expect(page.getByText('No webhooks yet')).toBeVisible();
  });
});
