import { Bot, Flag, Save, Sparkles } from 'lucide-react';
import type { ProgressSummary } from '@/shared/user-progress';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** Level, the XP bar (totalXP mod 100 of 100) and the counters the achievements are earned from. */
export function LevelCard({ progress }: { progress: ProgressSummary }) {
  const toNext = progress.nextLevelAt - progress.totalXP;
  const percent = Math.round((progress.progress / progress.progressMax) * 100);
  const counters = [
    { icon: Bot, label: 'Agents used', value: progress.agentsUsed },
    { icon: Save, label: 'Outputs saved', value: progress.outputsSaved },
    { icon: Flag, label: 'Campaigns completed', value: progress.campaignsCompleted },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Level and XP</CardTitle>
        <CardDescription>
          Earn XP by unlocking achievements. Every 100 XP is a new level.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex items-center gap-4">
          <div className="flex size-16 shrink-0 flex-col items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
            <span className="text-[10px] font-medium uppercase tracking-wider opacity-80">
              Level
            </span>
            <span className="text-2xl font-bold leading-none">{progress.level}</span>
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
              <span className="font-medium">Level {progress.level}</span>
              <span className="tabular-nums text-muted-foreground">
                {progress.progress} / {progress.progressMax} XP
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`Progress to level ${progress.level + 1}`}
              aria-valuemin={0}
              aria-valuemax={progress.progressMax}
              aria-valuenow={progress.progress}
              aria-valuetext={`${progress.progress} of ${progress.progressMax} XP`}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full rounded-full bg-primary transition-[width] duration-500"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="text-sm text-muted-foreground">
              {toNext} XP to level {progress.level + 1}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-lg border bg-muted/40 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Sparkles className="size-3.5" aria-hidden="true" /> Total XP
            </dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{progress.totalXP}</dd>
          </div>
          {counters.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-lg border bg-muted/40 p-3">
              <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Icon className="size-3.5" aria-hidden="true" /> {label}
              </dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
