import { Link } from 'react-router';
import { CopyButton } from './copy-button';

/** How an API client sends daily metrics instead of uploading a file. */
export function MetricsApiHelp({ campaignId }: { campaignId: string }) {
  const address = `${window.location.origin}/api/v1/campaigns/${campaignId}/metrics`;
  const example = [
    `curl -X POST '${address}' \\`,
    `  -H 'Authorization: Bearer <API key>' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"rows":[{"date":"2026-03-02","impressions":12500,"clicks":310,"conversions":14,"spend_cents":42050,"revenue_cents":126000}]}'`,
  ].join('\n');
  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        Send daily results from your ad platform or reporting tool. Each row is one day with the
        figures you have: sending a day again changes only the figures in the row and keeps the
        others. To replace whole days (a figure left out becomes 0), add{' '}
        <code className="font-mono text-xs">?mode=replace</code> to the address. Money is in cents
        here. Create an API key with read and write access in{' '}
        <Link
          to="/settings/integrations"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Settings → Integrations
        </Link>
        .
      </p>
      <div className="space-y-1">
        <p className="font-medium">Address</p>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1.5 font-mono text-xs">
            POST {address}
          </code>
          <CopyButton value={address} label="Copy address" />
        </div>
      </div>
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-2">
          <p className="font-medium">Example</p>
          <CopyButton value={example} label="Copy example" />
        </div>
        <pre className="overflow-x-auto rounded-lg bg-slate-950 p-3 font-mono text-xs leading-relaxed text-slate-100">
          {example}
        </pre>
      </div>
    </div>
  );
}
