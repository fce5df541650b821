import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  roleClientRule,
  roleLabel,
  ROLE_DESCRIPTIONS,
  teamInviteSchema,
  type TeamInviteInput,
} from '@/shared/settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import type { TeamClient } from '../api/get-team';
import { useInviteTeammate } from '../api/invite-teammate';

/**
 * Invite a teammate by e-mail with one of the organization's team roles. An agency also
 * chooses the role's clients: exactly one for a client portal role, any for an account
 * manager or creative strategist (none: every client).
 */
export function InviteTeammateForm({
  roles,
  clients = [],
  isAgency = false,
}: {
  roles: readonly string[];
  clients?: TeamClient[];
  isAgency?: boolean;
}) {
  const invite = useInviteTeammate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TeamInviteInput>({
    resolver: zodResolver(teamInviteSchema) as never,
    defaultValues: {
      email: '',
      role_name: roles.find((r) => !r.endsWith('_admin')) ?? roles[0] ?? '',
      client_ids: [],
    },
  });
  const role = form.watch('role_name');
  const chosen = form.watch('client_ids') ?? [];
  const rule = isAgency ? roleClientRule(role) : 'none';
  // A new role starts with no clients chosen.
  useEffect(() => {
    form.setValue('client_ids', []);
  }, [role, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await invite.mutateAsync(values);
      form.reset({ email: '', role_name: values.role_name, client_ids: [] });
      if (result.emailSent) {
        toast.success(`Invitation sent to ${result.invitation.email}`);
      } else {
        toast.warning('Invitation saved, but the e-mail could not be sent', {
          description: `Ask ${result.invitation.email} to sign up at /signup with this address, or resend it later.`,
        });
      }
    } catch (e) {
      if (
        e instanceof ApiError &&
        (e.field === 'email' || e.field === 'role_name' || e.field === 'client_ids')
      ) {
        form.setError(e.field, { message: e.message });
      } else {
        setError(
          e instanceof ApiError ? e.message : 'Could not send the invitation. Please try again.',
        );
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="@container grid gap-4"
      aria-label="Invite a teammate"
    >
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="grid gap-4 @lg:grid-cols-[minmax(0,1fr)_14rem]">
        <FormField label="Teammate's email" error={form.formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="off"
            placeholder="teammate@company.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField label="Role" error={form.formState.errors.role_name?.message}>
          <NativeSelect {...form.register('role_name')}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {rule !== 'none' && (
        <ClientChoice
          clients={clients}
          single={rule === 'one'}
          chosen={chosen}
          error={form.formState.errors.client_ids?.message}
          onChange={(ids) => form.setValue('client_ids', ids, { shouldValidate: true })}
        />
      )}
      <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
        <p className="text-xs text-muted-foreground">{ROLE_DESCRIPTIONS[role] ?? ''}</p>
        <Button type="submit" loading={form.formState.isSubmitting} className="shrink-0">
          {!form.formState.isSubmitting && <Send aria-hidden="true" />}
          Send invitation
        </Button>
      </div>
    </form>
  );
}

/** The clients of the invited role: one (radio buttons) or any number (checkboxes). */
function ClientChoice({
  clients,
  single,
  chosen,
  error,
  onChange,
}: {
  clients: TeamClient[];
  single: boolean;
  chosen: string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const toggle = (clientId: string, on: boolean) =>
    onChange(
      single ? [clientId] : on ? [...chosen, clientId] : chosen.filter((c) => c !== clientId),
    );
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium">{single ? 'Client' : 'Clients'}</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {single
          ? "They see this client's read-only portal and nothing of your other clients."
          : 'They work only on the clients you tick. Tick none to give them every client.'}
      </p>
      {clients.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No clients yet.{' '}
          <Link to="/clients/new" className="font-medium text-primary underline">
            Add a client
          </Link>{' '}
          first.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {clients.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`${id}-clients`}
                  value={c.id}
                  checked={chosen.includes(c.id)}
                  onChange={(event) => toggle(c.id, event.target.checked)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="truncate">{c.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
