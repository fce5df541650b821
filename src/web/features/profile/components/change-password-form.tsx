import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MESSAGES } from '@/shared/messages';
import { changePasswordSchema } from '@/shared/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { authClient } from '@/web/lib/auth-client';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Seed 000 §5: the current password is re-verified; a wrong one gives 'Current password is incorrect'. */
export function ChangePasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: true,
      });
      if (result.error) {
        // better-auth re-verifies the current password; a wrong one answers INVALID_PASSWORD.
        setError(
          result.error.code === 'INVALID_PASSWORD'
            ? MESSAGES.password.currentIncorrect
            : MESSAGES.password.changeFailed,
        );
        return;
      }
      form.reset();
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
    } catch {
      setError(MESSAGES.password.changeFailed);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>We check your current password first.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && <Alert variant="destructive">{error}</Alert>}
          <FormField
            label="Current password"
            error={form.formState.errors.currentPassword?.message}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField label="New password" error={form.formState.errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField
            label="Confirm new password"
            error={form.formState.errors.confirmPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button
            type="submit"
            className="justify-self-start"
            loading={form.formState.isSubmitting}
          >
            Change password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
