import { cn } from '@/web/lib/utils';
import { setThemeChoice, THEME_CHOICES, THEME_LABELS, useThemeChoice } from '@/web/lib/theme';

/**
 * Light, Dark or System as a segmented control of native radio buttons: one tab stop, the
 * arrow keys move the choice, and no script is needed to draw it (public pages are rendered at
 * build, and their markup is the same whatever the visitor chose). Words without icons: it is
 * part of every public page's first paint, whose JavaScript has a budget. One per page: the
 * radio buttons' group is named "theme".
 */
export function ThemePicker({ className }: { className?: string }) {
  const choice = useThemeChoice();
  return (
    <fieldset className={cn('flex items-center gap-2', className)}>
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true">Theme</span>
      <div className="inline-flex rounded-full border bg-background p-0.5">
        {THEME_CHOICES.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded-full px-2.5 py-1 text-xs text-muted-foreground hover:text-foreground has-[:checked]:bg-accent has-[:checked]:text-accent-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => setThemeChoice(value)}
              className="sr-only"
            />
            {THEME_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
