import { Cpu, History, PencilLine, Sparkles, WifiOff } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { CONNECT_MODEL_HINT } from '@/shared/ai-models';
import type {
  OutputVersionList,
  OutputVersionSummary,
  RewriteEngine,
  VersionEngine,
} from '@/shared/output-versions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/input';
import { RelativeTime } from '@/web/components/ui/relative-time';
import { Skeleton, SkeletonText } from '@/web/components/ui/skeleton';
import { useOutputVersion } from '../api/get-output-version';
import { LazyOutputRenderer } from './renderers/lazy-output-renderer';

const absolute = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const ENGINE_ICONS: Record<VersionEngine, typeof Cpu> = {
  offline: WifiOff,
  model: Cpu,
  person: PencilLine,
};

/** What wrote a version: "Offline draft", "<model> via <provider>", "Edited by hand". */
export function VersionEngineBadge({ version }: { version: OutputVersionSummary }) {
  const Icon = ENGINE_ICONS[version.engine];
  return (
    <Badge variant={version.engine === 'offline' ? 'warning' : 'secondary'}>
      <Icon className="size-3" aria-hidden="true" />
      {version.engine_label}
    </Badge>
  );
}

/** "by Ada Lovelace · Nov 29, 2026, 12:04 PM (5m ago)" */
function VersionByline({ version }: { version: OutputVersionSummary }) {
  return (
    <span className="text-sm text-muted-foreground">
      by {version.author_name ?? 'a former member'} ·{' '}
      <time dateTime={version.created_at}>{absolute.format(new Date(version.created_at))}</time> (
      <RelativeTime date={version.created_at} />)
    </span>
  );
}

/**
 * Rewriting the output (decision 075): with the model configured for its organization or
 * client, or with the offline engine. Without a model the model button stays, disabled, with
 * what to do about it.
 */
export function RewriteActions({
  rewrite,
  canConnect,
  pending,
  onRewrite,
}: {
  rewrite: OutputVersionList['rewrite'];
  canConnect: boolean;
  pending: RewriteEngine | null;
  onRewrite: (engine: RewriteEngine) => void;
}) {
  const hintId = useId();
  if (!rewrite.possible) return null;
  return (
    <>
      {rewrite.model ? (
        <Button
          size="sm"
          // A model's name can be long: the label wraps rather than overflow a phone's width.
          className="h-auto min-h-8 max-w-full whitespace-normal py-1.5 text-left"
          loading={pending === 'model'}
          disabled={pending !== null}
          onClick={() => onRewrite('model')}
        >
          <Sparkles aria-hidden="true" />
          {pending === 'model' ? 'Rewriting…' : `Rewrite with ${rewrite.model.label}`}
        </Button>
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          <Button size="sm" disabled aria-describedby={hintId}>
            <Sparkles aria-hidden="true" /> Rewrite with a model
          </Button>
          <span id={hintId} className="text-xs text-muted-foreground">
            No AI model is configured.{' '}
            {canConnect ? (
              <Link className="font-medium text-primary underline" to="/settings/ai">
                Connect one in Settings → AI model
              </Link>
            ) : (
              CONNECT_MODEL_HINT
            )}
          </span>
        </span>
      )}
      <Button
        size="sm"
        variant="outline"
        loading={pending === 'offline'}
        disabled={pending !== null}
        onClick={() => onRewrite('offline')}
      >
        <WifiOff aria-hidden="true" />
        {pending === 'offline' ? 'Rewriting…' : 'Rewrite offline'}
      </Button>
    </>
  );
}

/** The output's versions, newest first, and two of them side by side (stacked on a phone). */
export function OutputVersions({
  outputId,
  outputType,
  versions,
  loading,
  error,
  onRetry,
}: {
  outputId: string;
  outputType: string;
  versions: OutputVersionList | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="output-versions-heading" className="space-y-3 print:hidden">
      <h2
        id="output-versions-heading"
        className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground"
      >
        <History className="size-4" aria-hidden="true" /> Versions
      </h2>
      {loading ? (
        <Skeleton className="h-24 w-full" />
      ) : error ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">The versions could not be loaded: {error}</span>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : !versions?.data.length ? (
        <p className="text-sm text-muted-foreground">No versions were recorded for this output.</p>
      ) : (
        <>
          <ol aria-label="Version history" className="divide-y rounded-xl border bg-card">
            {versions.data.map((v, i) => (
              <li
                key={v.version}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm"
              >
                <span className="font-medium">Version {v.version}</span>
                <VersionEngineBadge version={v} />
                {i === 0 && <Badge variant="outline">Shown above</Badge>}
                <VersionByline version={v} />
              </li>
            ))}
          </ol>
          {!versions.rewrite.possible && versions.rewrite.reason && (
            <p className="text-sm text-muted-foreground">{versions.rewrite.reason}</p>
          )}
          {versions.data.length > 1 ? (
            <CompareVersions outputId={outputId} outputType={outputType} versions={versions.data} />
          ) : (
            <p className="text-sm text-muted-foreground">
              One version so far. Once the output is rewritten or edited, two versions can be
              compared side by side here.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function CompareVersions({
  outputId,
  outputType,
  versions,
}: {
  outputId: string;
  outputType: string;
  versions: OutputVersionSummary[];
}) {
  // Until someone chooses, the latest version beside the one before it.
  const [left, setLeft] = useState<number | null>(null);
  const [right, setRight] = useState<number | null>(null);
  const known = (n: number | null) => n !== null && versions.some((v) => v.version === n);
  const leftVersion = known(left) ? left! : versions[1]!.version;
  const rightVersion = known(right) ? right! : versions[0]!.version;
  const option = (v: OutputVersionSummary) => (
    <option key={v.version} value={v.version}>
      Version {v.version}: {v.engine_label}
    </option>
  );
  return (
    <section aria-labelledby="compare-versions-heading" className="space-y-3">
      <h3 id="compare-versions-heading" className="text-base font-semibold">
        Compare versions
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Left version">
          <NativeSelect value={leftVersion} onChange={(e) => setLeft(Number(e.target.value))}>
            {versions.map(option)}
          </NativeSelect>
        </FormField>
        <FormField label="Right version">
          <NativeSelect value={rightVersion} onChange={(e) => setRight(Number(e.target.value))}>
            {versions.map(option)}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <VersionColumn
          outputId={outputId}
          outputType={outputType}
          summary={versions.find((v) => v.version === leftVersion)!}
        />
        <VersionColumn
          outputId={outputId}
          outputType={outputType}
          summary={versions.find((v) => v.version === rightVersion)!}
        />
      </div>
    </section>
  );
}

function VersionColumn({
  outputId,
  outputType,
  summary,
}: {
  outputId: string;
  outputType: string;
  summary: OutputVersionSummary;
}) {
  const version = useOutputVersion(outputId, summary.version);
  return (
    <article
      aria-label={`Version ${summary.version}: ${summary.engine_label}`}
      className="min-w-0 space-y-3 rounded-xl border bg-card p-4"
    >
      <header className="space-y-1.5 border-b pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">Version {summary.version}</h4>
          <VersionEngineBadge version={summary} />
        </div>
        <VersionByline version={summary} />
      </header>
      {version.isPending ? (
        <SkeletonText lines={8} />
      ) : version.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive">{version.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void version.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="font-medium">{version.data.title}</p>
          {version.data.summary && (
            <p className="text-sm text-muted-foreground">{version.data.summary}</p>
          )}
          <Suspense fallback={<SkeletonText lines={8} />}>
            <LazyOutputRenderer outputType={outputType} content={version.data.content} />
          </Suspense>
        </div>
      )}
    </article>
  );
}
