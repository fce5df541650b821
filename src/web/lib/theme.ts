import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/shared/theme-script';

/**
 * The visitor's theme choice, kept in this browser (docs/decisions/040-dark-mode.md).
 * The head's inline script (src/shared/theme-script.ts) reads the same key before the first
 * paint and puts the `dark` class on <html>; this module only stores the choice and tells that
 * script (and the pickers) about it.
 */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const THEME_LABELS: Record<ThemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export { THEME_STORAGE_KEY };

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  THEME_CHOICES.includes(value as ThemeChoice);

function readChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    // Storage refused (privacy settings): the system's setting decides.
    return 'system';
  }
}

/** A choice made here, in another tab, or by the head script's own listener: all arrive as `storage`. */
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Remembers `choice` and applies it at once (the head script listens for the event). */
export function setThemeChoice(choice: ThemeChoice) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice cannot be kept, and the system's setting stays in force.
    return;
  }
  // Browsers send `storage` to the other tabs only; this tab is told the same way.
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: choice }));
}

/**
 * The stored choice. The server renders, and the browser hydrates, with 'system' (the markup
 * never depends on the theme); the stored choice shows right after hydration.
 */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readChoice, () => 'system');
}
