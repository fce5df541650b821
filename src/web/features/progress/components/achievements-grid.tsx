import { formatDay } from '@/shared/format';
import { Lock, Trophy } from 'lucide-react';
import { HOW_TO_EARN, type AchievementState } from '@/shared/user-progress';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import { RARITY_STYLES } from './rarity';
import { RarityBadge } from './rarity-badge';

/** All ten achievements: unlocked ones with their date, locked ones greyed with how to earn them. */
export function AchievementsGrid({ achievements }: { achievements: AchievementState[] }) {
  const unlocked = achievements.filter((a) => a.unlockedAt).length;
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Achievements</CardTitle>
          <CardDescription>
            {unlocked === 0
              ? 'None unlocked yet. Run your first agent to earn one.'
              : 'Each achievement unlocks once and adds its XP to your total.'}
          </CardDescription>
        </div>
        <p className="text-sm font-medium tabular-nums">
          {unlocked} of {achievements.length} unlocked
        </p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {achievements.map((a) => (
            <AchievementItem key={a.id} achievement={a} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function AchievementItem({ achievement: a }: { achievement: AchievementState }) {
  const unlockedAt = a.unlockedAt ? new Date(a.unlockedAt) : null;
  return (
    <li
      aria-label={`${a.title}, ${unlockedAt ? 'unlocked' : 'locked'}`}
      className={cn('flex gap-3 rounded-lg border p-4', unlockedAt ? 'bg-card' : 'bg-muted/50')}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          unlockedAt ? RARITY_STYLES[a.rarity].icon : 'bg-muted text-muted-foreground',
        )}
      >
        {unlockedAt ? (
          <Trophy className="size-5" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 className={cn('font-semibold leading-tight', !unlockedAt && 'text-muted-foreground')}>
            {a.title}
          </h3>
          <RarityBadge rarity={a.rarity} locked={!unlockedAt} />
        </div>
        <p className="text-sm text-muted-foreground">
          {unlockedAt ? a.description : HOW_TO_EARN[a.id]}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs">
          <span
            className={cn('font-semibold', unlockedAt ? 'text-primary' : 'text-muted-foreground')}
          >
            +{a.xp} XP
          </span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          {unlockedAt ? (
            <span className="text-success">
              Unlocked <time dateTime={a.unlockedAt!}>{formatDay(unlockedAt)}</time>
            </span>
          ) : (
            <span className="text-muted-foreground">Locked</span>
          )}
        </p>
      </div>
    </li>
  );
}
