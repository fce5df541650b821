import type { Rarity } from '@/shared/progress';

/** Rarity colours: common grey, rare blue, epic violet, legendary gold. */
export const RARITY_STYLES: Record<Rarity, { badge: string; icon: string; accent: string }> = {
  common: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-300',
    icon: 'bg-slate-100 text-slate-600',
    accent: 'border-l-slate-400',
  },
  rare: {
    badge: 'bg-blue-50 text-blue-700 ring-blue-200',
    icon: 'bg-blue-100 text-blue-600',
    accent: 'border-l-blue-500',
  },
  epic: {
    badge: 'bg-violet-50 text-violet-700 ring-violet-200',
    icon: 'bg-violet-100 text-violet-600',
    accent: 'border-l-violet-500',
  },
  legendary: {
    badge: 'bg-amber-50 text-amber-800 ring-amber-300',
    icon: 'bg-amber-100 text-amber-600',
    accent: 'border-l-amber-500',
  },
};
