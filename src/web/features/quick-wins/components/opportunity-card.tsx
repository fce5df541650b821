import { ArrowRight, Check, X } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedOpportunity } from '@/shared/quick-wins';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { quickWinsPaths } from '../lib/paths';
import { FigureList, LevelBadges } from './levels';

/** One ranked opportunity: what, why (the data), the expected impact, and what to do with it. */
export function OpportunityCard({
  opportunity: o,
  rank,
  canWrite,
  compact = false,
  pending,
  onAccept,
  onDismiss,
}: {
  opportunity: ListedOpportunity;
  rank: number;
  canWrite: boolean;
  compact?: boolean;
  pending?: 'accept' | 'dismiss' | null;
  onAccept: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const headingId = `opportunity-${rank}`;
  return (
    <Card aria-labelledby={headingId} role="article" className="flex h-full flex-col">
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">#{rank}</Badge>
          <LevelBadges effort={o.effort} impact={o.impact} />
          {o.status === 'accepted' && <Badge variant="default">In progress</Badge>}
        </div>
        <h3 id={headingId} className="text-base leading-snug font-semibold">
          {o.title}
        </h3>
        {o.campaign_id && o.campaign_name && (
          <p className="text-xs text-muted-foreground">
            Campaign:{' '}
            <Link
              to={quickWinsPaths.campaign(o.campaign_id)}
              className="font-medium text-primary hover:underline"
            >
              {o.campaign_name}
            </Link>
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p>
          <span className="font-medium">Why: </span>
          {o.why}
        </p>
        <p>
          <span className="font-medium">Expected impact: </span>
          {o.impact_statement}
        </p>
        {!compact && <FigureList figures={o.figures} />}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {o.status === 'accepted' ? (
            <Button asChild size="sm">
              <Link to={quickWinsPaths.implementation}>
                Continue the checklist <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            canWrite && (
              <>
                <Button
                  size="sm"
                  onClick={() => onAccept(o.key)}
                  loading={pending === 'accept'}
                  disabled={Boolean(pending)}
                  aria-label={`Accept: ${o.title}`}
                >
                  <Check aria-hidden="true" /> Accept
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onDismiss(o.key)}
                  loading={pending === 'dismiss'}
                  disabled={Boolean(pending)}
                  aria-label={`Dismiss: ${o.title}`}
                >
                  <X aria-hidden="true" /> Dismiss
                </Button>
              </>
            )
          )}
          <Button asChild size="sm" variant="ghost">
            <Link to={o.action_url}>Where to do it</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
