import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '@/shared/webhooks';
import { CopyButton } from '@/web/components/copy-button';
import { CardContent } from '@/web/components/ui/card';

const VERIFY = `import crypto from 'node:crypto';
// header: the Stratagent-Signature header; body: the raw request body (a string)
const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
const expected = crypto.createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
const valid = crypto.timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(expected, 'hex'))
  && Math.abs(Date.now() / 1000 - Number(t)) < 300;`;

const delay = (s: number) => (s < 60 ? `${s} s` : s < 3600 ? `${s / 60} min` : `${s / 3600} h`);

/** How a receiver checks a delivery, and how failed deliveries are retried. */
export function WebhookGuide() {
  return (
    <CardContent className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        Each delivery is a POST with the headers <code>Stratagent-Event</code>,{' '}
        <code>Stratagent-Delivery</code>, <code>Stratagent-Timestamp</code> and{' '}
        <code>Stratagent-Signature: t=…,v1=…</code>, where v1 is the hex HMAC-SHA256 of{' '}
        <code>{'"<t>.<body>"'}</code> with your secret. In Node.js:
      </p>
      <div className="relative">
        <pre className="overflow-x-auto rounded-lg border bg-muted p-3 pr-12 text-xs">
          <code>{VERIFY}</code>
        </pre>
        <div className="absolute top-1.5 right-1.5">
          <CopyButton value={VERIFY} label="Copy the verification code" />
        </div>
      </div>
      <p className="text-muted-foreground">
        Answer with a 2xx status, the whole answer within {WEBHOOK_TIMEOUT_MS / 1000} seconds of the
        connection. Otherwise the delivery is retried after{' '}
        {WEBHOOK_RETRY_DELAYS_SECONDS.map(delay).join(', ')} (give or take a fifth), and marked
        failed after {WEBHOOK_MAX_ATTEMPTS} attempts; you can redeliver any delivery from its log.
      </p>
    </CardContent>
  );
}
