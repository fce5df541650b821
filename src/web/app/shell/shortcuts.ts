/** The global keyboard shortcuts (seed 000 §2.7), as one pure mapping from a key press. */
export type ShortcutAction =
  | { type: 'palette' }
  | { type: 'navigate'; to: string }
  | { type: 'sign-out' }
  | { type: 'agent'; index: number };

export type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/** Ctrl on Windows and Linux, ⌘ on Apple keyboards; Alt (AltGr) combinations are typing, not shortcuts. */
export function resolveShortcut(event: KeyPress, apple: boolean): ShortcutAction | null {
  const modifier = apple ? event.metaKey : event.ctrlKey;
  if (!modifier || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (event.shiftKey) return key === 'q' || event.code === 'KeyQ' ? { type: 'sign-out' } : null;
  if (key === 'k') return { type: 'palette' };
  if (key === 'h') return { type: 'navigate', to: '/dashboard' };
  if (key === ',') return { type: 'navigate', to: '/profile' };
  const digit =
    /^Digit([1-9])$/.exec(event.code)?.[1] ?? (/^[1-9]$/.test(event.key) ? event.key : undefined);
  if (digit) return { type: 'agent', index: Number(digit) - 1 };
  return null;
}

/** What the palette's help lists; `keys` follow the modifier. */
export const SHORTCUT_HELP = [
  { keys: ['K'], label: 'Command palette' },
  { keys: ['H'], label: 'Dashboard' },
  { keys: [','], label: 'Profile' },
  { keys: ['1–9'], label: 'Open an agent' },
  { keys: ['Shift', 'Q'], label: 'Sign out' },
] as const;
