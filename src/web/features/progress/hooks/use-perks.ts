import { LEVEL_PERKS } from '@/shared/progress';
import { useProgress } from '../api/get-progress';

export type PerkState = (typeof LEVEL_PERKS)[number] & { unlocked: boolean };

/**
 * The level perks (seed 001 §6): Expert Mode from level 5, Priority Support from 10, Beta
 * Features from 15. Undefined while the progress loads, so callers never flash a perk.
 */
export function usePerks() {
  const progress = useProgress();
  const level = progress.data?.progress.level;
  if (level === undefined) return undefined;
  const perks: PerkState[] = LEVEL_PERKS.map((p) => ({ ...p, unlocked: level >= p.minLevel }));
  return {
    level,
    perks,
    has: (id: (typeof LEVEL_PERKS)[number]['id']) => perks.some((p) => p.id === id && p.unlocked),
  };
}
