import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiKeysAnswer } from '@/shared/settings';
import { Button } from '@/web/components/ui/button';

/** Where API keys would be: what unlocks them and how far the organization is. */
export function ApiAccessLocked({ access }: { access: ApiKeysAnswer['access'] }) {
  // Unlocked at more than 50 interactions, so the 51st unlocks it.
  const target = 51;
  const done = Math.min(access.ai_interactions, target);
  const remaining = target - done;
  return (
    <div className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h3 className="font-semibold">API access is locked</h3>
          <p className="text-sm text-muted-foreground">
            Requirement: <strong className="text-foreground">{access.requirement}</strong>. Every
            answer an agent gives your organization counts as an AI interaction.
          </p>
        </div>
        <div className="space-y-1.5">
          <div
            role="progressbar"
            aria-label="AI interactions towards API access"
            aria-valuemin={0}
            aria-valuemax={target}
            aria-valuenow={done}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-all"
              style={{ width: `${(done / target) * 100}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {access.ai_interactions} AI{' '}
            {access.ai_interactions === 1 ? 'interaction' : 'interactions'} so far · {remaining}{' '}
            more to unlock API keys
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">Open your dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
