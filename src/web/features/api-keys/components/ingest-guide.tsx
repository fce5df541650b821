import { ExternalLink } from 'lucide-react';
import { CopyButton } from '@/web/components/copy-button';

/** How an API client sends daily campaign metrics, with a ready-to-run example. */
export function IngestGuide({ origin }: { origin: string }) {
  const endpoint = `${origin}/api/v1/campaigns/{campaignId}/metrics`;
  const example = [
    `curl -X POST "${origin}/api/v1/campaigns/<campaignId>/metrics" \\`,
    '  -H "Authorization: Bearer <your read-and-write API key>" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"rows":[{"date":"2026-01-15","impressions":12000,"clicks":340,"conversions":18,"spend_cents":45000,"revenue_cents":120000}]}'`,
  ].join('\n');
  return (
    <div className="space-y-4 p-6 pt-0">
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Endpoint</p>
        <div className="flex items-center gap-2 rounded-md border bg-muted/50 px-3 py-1.5">
          <code className="min-w-0 flex-1 break-all font-mono text-xs">
            <span className="font-semibold text-primary">POST</span> {endpoint}
          </code>
          <CopyButton value={endpoint} label="Copy the endpoint address" />
        </div>
        <p className="text-xs text-muted-foreground">
          One row per day; a day sent again changes only the figures in the row, the others are
          kept. Add <code className="font-mono">?mode=replace</code> to replace whole days (a figure
          left out becomes 0). Money is in cents. The campaign id is in the address of the
          campaign's page.
        </p>
        <p className="text-xs text-muted-foreground">
          Sending metrics changes the campaign: create the key with <strong>Read and write</strong>{' '}
          access. A read-only key is refused with 403.
        </p>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between">
          <p className="text-sm font-medium">Example</p>
          <CopyButton value={example} label="Copy the curl example" />
        </div>
        <pre className="overflow-x-auto rounded-md bg-slate-950 p-4 font-mono text-xs leading-relaxed text-slate-100">
          <code>{example}</code>
        </pre>
      </div>
      <a
        href="/api/docs"
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        Full API reference <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
