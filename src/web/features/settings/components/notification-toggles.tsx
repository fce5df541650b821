import { Switch } from 'radix-ui';
import { useId } from 'react';
import {
  NOTIFICATION_PREFERENCES,
  type NotificationKey,
  type NotificationPreferences,
} from '@/shared/settings';
import { cn } from '@/web/lib/utils';

/** One switch per e-mail the product can send, each labelled by what it sends. */
export function NotificationToggles(props: {
  value: NotificationPreferences;
  onChange: (key: NotificationKey, on: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <ul className="divide-y" aria-label="E-mail notifications">
      {NOTIFICATION_PREFERENCES.map((preference) => (
        <Toggle
          key={preference.key}
          label={preference.label}
          description={preference.description}
          checked={props.value[preference.key]}
          disabled={props.disabled}
          onCheckedChange={(on) => props.onChange(preference.key, on)}
        />
      ))}
    </ul>
  );
}

function Toggle(props: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean | undefined;
  onCheckedChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="space-y-1">
        <label htmlFor={id} className="text-sm font-medium leading-snug">
          {props.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
        aria-describedby={`${id}-description`}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
          'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        )}
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </li>
  );
}
