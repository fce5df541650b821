import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LIMITS } from '@/shared/constants';
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
import type { Me } from '@/web/lib/me';
import { useUpdateName } from '../api/update-name';

const nameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.textMax, `Name must be at most ${LIMITS.textMax} characters`),
});
type NameValues = z.input<typeof nameSchema>;

/** sme_owner → 'SME owner', account_manager → 'Account manager'. */
const roleLabel = (role: string) => {
  const [first = '', ...rest] = role.toLowerCase().split('_');
  const head = first === 'sme' ? 'SME' : first.charAt(0).toUpperCase() + first.slice(1);
  return [head, ...rest].join(' ');
};

/** The user's identity: an editable name, the e-mail they sign in with, their organization and role. */
export function AccountCard({ me }: { me: Me }) {
  const update = useUpdateName();
  const form = useForm<NameValues, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    values: { name: me.user.name },
  });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await update.mutateAsync(name);
      toast.success('Name updated');
    } catch {
      // The error stays on screen below the field; the typed name is kept.
    }
  });

  const roles = me.roles.map((r) => roleLabel(r.role_name));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Your name is what teammates see on shared work.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          {update.error && <Alert variant="destructive">{update.error.message}</Alert>}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <FormField label="Name" error={form.formState.errors.name?.message} className="flex-1">
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <Button
              type="submit"
              variant="outline"
              className="sm:mt-5"
              loading={update.isPending}
              disabled={!form.formState.isDirty}
            >
              Save name
            </Button>
          </div>
        </form>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Email</dt>
            <dd className="break-all font-medium">{me.user.email}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Organization</dt>
            <dd className="font-medium">
              {me.organization ? (
                <>
                  {me.organization.name}{' '}
                  <span className="text-muted-foreground">
                    ({me.organization.type === 'AGENCY' ? 'Agency' : 'SME'})
                  </span>
                </>
              ) : (
                'None'
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Role</dt>
            <dd className="font-medium">{roles.length ? roles.join(', ') : 'None'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
