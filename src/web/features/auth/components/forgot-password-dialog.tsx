import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { TIMINGS } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { forgotPasswordSchema } from '@/shared/schemas';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { authClient } from '@/web/lib/auth-client';

type Values = { email: string };

/** 'Forgot?': asks for the e-mail, then confirms with 'Check Your Email' (seed 001 §2, §4, §8). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (open) {
      clearTimeout(resetTimer.current);
      if (!form.getValues('email') && defaultEmail) form.setValue('email', defaultEmail);
      return;
    }
    // The fields reset 200 ms after the dialog closes, once its closing animation is over.
    resetTimer.current = setTimeout(() => {
      form.reset({ email: '' });
      setSentTo(null);
    }, TIMINGS.forgotDialogResetMs);
    return () => clearTimeout(resetTimer.current);
  }, [open, form, defaultEmail]);

  const onSubmit = form.handleSubmit(
    async ({ email }) => {
      try {
        const { error } = await authClient.requestPasswordReset({
          email,
          redirectTo: paths.resetPassword,
        });
        if (error) {
          // The server found the account but could not send the e-mail: say that (seed 000 §8).
          const title =
            error.message === MESSAGES.password.resetEmailFailed
              ? MESSAGES.password.resetEmailFailed
              : MESSAGES.forgot.failed;
          toast.error(title, { description: MESSAGES.forgot.failedDescription });
          return;
        }
        toast.success(MESSAGES.forgot.sent);
        setSentTo(email);
      } catch {
        toast.error(MESSAGES.forgot.unexpected, {
          description: MESSAGES.forgot.unexpectedDescription,
        });
      }
    },
    (errors) => {
      if (errors.email?.message) toast.error(errors.email.message);
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {sentTo ? (
          <div className="flex flex-col items-center gap-3 py-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
              <MailCheck className="size-6" aria-hidden="true" />
            </span>
            <DialogHeader className="items-center pr-0">
              <DialogTitle>{MESSAGES.forgot.checkEmail}</DialogTitle>
              <DialogDescription>
                If an account exists for <strong className="text-foreground">{sentTo}</strong>, we
                sent a link to reset its password. The link expires in 24 hours.
              </DialogDescription>
            </DialogHeader>
            <Button className="mt-2 w-full" onClick={() => onOpenChange(false)}>
              Back to sign in
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Reset your password</DialogTitle>
              <DialogDescription>
                Enter the e-mail you signed up with and we will send you a reset link.
              </DialogDescription>
            </DialogHeader>
            <FormField label="Email" error={form.formState.errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                {...form.register('email')}
              />
            </FormField>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Send reset link
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
