import { ArrowRight, CheckCircle2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
import type { PerkState } from '../hooks/use-perks';

/** Where an unlocked perk is used. */
const PERK_LINKS: Partial<Record<PerkState['id'], { label: string; to: string }>> = {
  expert_mode: { label: 'Open Expert Mode', to: '/outputs?view=expert' },
};

/** The level perks (seed 001 §6) with the level each unlocks at and whether the user has it. */
export function PerksList({ level, perks }: { level: number; perks: PerkState[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Level perks</CardTitle>
        <CardDescription>Higher levels unlock extra features.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {perks.map((perk) => (
            <li
              key={perk.id}
              className={cn('flex gap-3 rounded-lg border p-4', !perk.unlocked && 'bg-muted/50')}
            >
              {perk.unlocked ? (
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Lock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              )}
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <h3 className={cn('font-semibold', !perk.unlocked && 'text-muted-foreground')}>
                    {perk.title}
                  </h3>
                  <span className="text-xs text-muted-foreground">Level {perk.minLevel}+</span>
                </div>
                <p className="text-sm text-muted-foreground">{perk.description}</p>
                <p
                  className={cn(
                    'text-xs font-medium',
                    perk.unlocked ? 'text-success' : 'text-muted-foreground',
                  )}
                >
                  {perk.unlocked
                    ? 'Unlocked'
                    : `Unlocks at level ${perk.minLevel} · ${perk.minLevel - level} level${perk.minLevel - level === 1 ? '' : 's'} to go`}
                </p>
                {perk.unlocked && PERK_LINKS[perk.id] && (
                  <Link
                    to={PERK_LINKS[perk.id]!.to}
                    className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
                  >
                    {PERK_LINKS[perk.id]!.label}{' '}
                    <ArrowRight className="size-3.5" aria-hidden="true" />
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
