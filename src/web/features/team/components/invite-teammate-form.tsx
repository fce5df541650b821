import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
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
import { useInviteTeammate } from '../api/invite-teammate';

/** Invite a teammate by e-mail with one of the organization's team roles. */
export function InviteTeammateForm({ roles }: { roles: readonly string[] }) {
  const invite = useInviteTeammate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TeamInviteInput>({
    resolver: zodResolver(teamInviteSchema) as never,
    defaultValues: {
      email: '',
      role_name: roles.find((r) => !r.endsWith('_admin')) ?? roles[0] ?? '',
    },
  });
  const role = form.watch('role_name');

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await invite.mutateAsync(values);
      form.reset({ email: '', role_name: values.role_name });
      if (result.emailSent) {
        toast.success(`Invitation sent to ${result.invitation.email}`);
      } else {
        toast.warning('Invitation saved, but the e-mail could not be sent', {
          description: `Ask ${result.invitation.email} to sign up at /signup with this address, or resend it later.`,
        });
      }
    } catch (e) {
      if (e instanceof ApiError && (e.field === 'email' || e.field === 'role_name')) {
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
