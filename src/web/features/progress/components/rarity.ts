import type { Rarity } from '@/shared/progress';

/** Rarity colours: common grey, rare blue, epic violet, legendary gold. */
export const RARITY_STYLES: Record<Rarity, { badge: string; icon: string; accent: string }> = {
  common: {
    badge:
      'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
    icon: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
    accent: 'border-l-slate-400 dark:border-l-slate-500',
  },
  rare: {
    badge:
      'bg-blue-50 text-blue-700 ring-blue-200 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-800',
    icon: 'bg-blue-100 text-blue-600 dark:bg-blue-950 dark:text-blue-300',
    accent: 'border-l-blue-500',
  },
  epic: {
    badge:
      'bg-violet-50 text-violet-700 ring-violet-200 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
    icon: 'bg-violet-100 text-violet-600 dark:bg-violet-950 dark:text-violet-300',
    accent: 'border-l-violet-500',
  },
  legendary: {
    badge:
      'bg-amber-50 text-amber-800 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
    icon: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
    accent: 'border-l-amber-500',
  },
};
