import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { directInviteSchema, useCreateInvite, type DirectInviteInput } from '../api/create-invite';

/** Whitelists an address without a request, and sends the invitation e-mail. */
export function DirectInviteForm() {
  const form = useForm<DirectInviteInput>({
    resolver: zodResolver(directInviteSchema),
    defaultValues: { email: '', organization_type: 'SME' },
  });
  const create = useCreateInvite();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { invite, emailSent } = await create.mutateAsync(values);
      form.reset({ email: '', organization_type: values.organization_type });
      if (emailSent)
        toast.success(`Invited ${invite.email}`, {
          description: 'The invitation e-mail with the sign-up link is on its way.',
        });
      else
        toast.warning(`Invited ${invite.email}, but the e-mail was not sent`, {
          description: 'Tell them they can sign up at /signup.',
        });
    } catch (caught) {
      if (caught instanceof ApiError && caught.field === 'email') {
        form.setError('email', { message: caught.message }, { shouldFocus: true });
        return;
      }
      setError(
        caught instanceof Error
          ? caught.message
          : 'Could not send the invitation. Please try again.',
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField
        label="Organization type"
        hint="An Agency invite lets them create an agency organization."
      >
        <NativeSelect {...form.register('organization_type')}>
          <option value="SME">SME</option>
          <option value="AGENCY">Agency</option>
        </NativeSelect>
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting}>
        {!form.formState.isSubmitting && <Send aria-hidden="true" />} Send invitation
      </Button>
    </form>
  );
}
