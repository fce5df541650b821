import { ArrowRight, CheckCircle2, Circle, Rocket } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { IntelligenceReadiness } from '@/shared/dashboard';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

/** 'Maybe Later' hides the banner for the browser session (seed 000 §4). */
export const READINESS_DISMISSED_KEY = 'stratagent:readiness-banner-dismissed';

const STEPS = [
  { key: 'has_strategy', label: 'Strategy', path: '/strategy' },
  { key: 'has_persona', label: 'Personas', path: '/persona' },
  { key: 'has_marketing_strategy', label: 'Marketing strategy', path: '/marketing-strategy' },
] as const;

/** Only this component writes the flag, and it re-renders itself when it does. */
const noSubscription = () => () => undefined;

function readDismissed() {
  try {
    return sessionStorage.getItem(READINESS_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Foundation readiness, then once it is complete the nudge to turn it into a first campaign.
 * An organization that already has campaigns is past that nudge (issue 29): it sees nothing.
 */
export function ReadinessBanner({
  readiness,
  hasCampaigns,
}: {
  readiness: IntelligenceReadiness;
  hasCampaigns: boolean;
}) {
  // The server renders the page for the session, not for this tab: the page it sent shows the
  // banner, and the app hides it once hydrated if this tab dismissed it.
  const dismissedInTab = useSyncExternalStore(noSubscription, readDismissed, () => false);
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedInTab || dismissedNow;

  if (!readiness.is_ready) {
    return (
      <section
        aria-labelledby="readiness-heading"
        className="rounded-xl border bg-card p-5 shadow-sm"
      >
        <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0 flex-1 space-y-2">
            <h2 id="readiness-heading" className="font-semibold">
              Intelligence readiness: {readiness.readiness_score}%
            </h2>
            <div
              role="progressbar"
              aria-label="Intelligence readiness"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={readiness.readiness_score}
              className="h-2 w-full overflow-hidden rounded-full bg-muted md:max-w-md"
            >
              <div
                className="h-full rounded-full bg-primary transition-all"
                style={{ width: `${readiness.readiness_score}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              A strategy, personas and a marketing strategy make every campaign sharper.{' '}
              {hasCampaigns
                ? 'Finish them to sharpen the campaigns you run.'
                : 'Finish them before you launch.'}
            </p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Readiness steps">
            {STEPS.map((step) => {
              const done = readiness[step.key];
              const Icon = done ? CheckCircle2 : Circle;
              const content = (
                <>
                  <Icon
                    className={cn('size-4', done ? 'text-success' : 'text-muted-foreground')}
                    aria-hidden="true"
                  />
                  {step.label}
                  <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                </>
              );
              return (
                <li key={step.key}>
                  {done ? (
                    <span className="flex items-center gap-1.5 rounded-full border border-success/30 bg-success/10 px-3 py-1 text-sm">
                      {content}
                    </span>
                  ) : (
                    <Link
                      to={step.path}
                      className="flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm hover:border-primary/40 hover:bg-accent"
                    >
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    );
  }

  if (dismissed || hasCampaigns) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(READINESS_DISMISSED_KEY, '1');
    } catch {
      // Storage can be unavailable (private mode); hiding it for this view is still right.
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="readiness-heading"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-accent/60 p-5 shadow-sm sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Rocket className="size-5" aria-hidden="true" />
      </span>
      <div className="flex-1 space-y-1">
        <h2 id="readiness-heading" className="font-semibold">
          Your intelligence is ready for a campaign
        </h2>
        <p className="text-sm text-muted-foreground">
          Strategy, personas and marketing strategy are in place. Turn them into a campaign while
          they are fresh.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/campaigns/new">
            Create Campaign <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          Maybe Later
        </Button>
      </div>
    </section>
  );
}
