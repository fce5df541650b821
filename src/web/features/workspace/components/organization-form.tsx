import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { LIMITS } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { currencyChoices, currencySymbol, DEFAULT_CURRENCY } from '@/shared/format';
import { slugSchema, type UpdateOrganizationInput } from '@/shared/settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useUpdateOrganization, type Organization } from '../api/update-organization';

const formSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MESSAGES.signup.organizationRequired)
    .min(LIMITS.organizationNameMin, MESSAGES.signup.organizationTooShort)
    .max(LIMITS.textMax),
  slug: slugSchema,
  currency: z.string(),
});
type Values = z.input<typeof formSchema>;

const TYPE_LABELS = { SME: 'Small or mid-size business', AGENCY: 'Marketing agency' } as const;

/** The organization's name, address and currency; its type is fixed. Read-only for members who cannot manage it. */
export function OrganizationForm({
  organization,
  canManage,
}: {
  organization: Organization;
  canManage: boolean;
}) {
  const update = useUpdateOrganization();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    values: {
      name: organization.name,
      slug: organization.slug,
      currency: organization.currency ?? DEFAULT_CURRENCY,
    },
  });
  const slug = form.watch('slug');

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const changes = {
      ...(values.name.trim() !== organization.name && { name: values.name }),
      ...(values.slug.trim().toLowerCase() !== organization.slug && { slug: values.slug }),
      ...(values.currency !== (organization.currency ?? DEFAULT_CURRENCY) && {
        currency: values.currency as UpdateOrganizationInput['currency'],
      }),
    };
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to save: no changes');
      return;
    }
    try {
      await update.mutateAsync(changes);
      toast.success('Workspace settings saved');
    } catch (e) {
      if (
        e instanceof ApiError &&
        (e.field === 'slug' || e.field === 'name' || e.field === 'currency')
      )
        form.setError(e.field, { message: e.message });
      else
        setError(
          e instanceof ApiError
            ? e.message
            : 'Could not save the workspace settings. Please try again.',
        );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Organization">
      {!canManage && (
        <Alert>
          Only owners and admins can change the organization's name, address and currency.
        </Alert>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField label="Organization name" error={form.formState.errors.name?.message}>
        <Input autoComplete="organization" disabled={!canManage} {...form.register('name')} />
      </FormField>
      <FormField
        label="Workspace address"
        error={form.formState.errors.slug?.message}
        hint={
          <>
            Lower-case letters, numbers and dashes:{' '}
            <strong className="text-foreground">stratagent.app/{slug || '…'}</strong>
          </>
        }
      >
        <Input
          autoCapitalize="none"
          spellCheck={false}
          disabled={!canManage}
          {...form.register('slug')}
        />
      </FormField>
      <FormField
        label="Currency"
        error={form.formState.errors.currency?.message}
        hint="Every amount on your pages, reports, client portal and agents' texts is shown in it."
      >
        <NativeSelect disabled={!canManage} {...form.register('currency')}>
          {currencyChoices(organization.currency).map((code) => (
            <option key={code} value={code}>
              {code} ({currencySymbol(code)})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Organization type" hint="Chosen at sign-up; it cannot be changed.">
        <Input
          readOnly
          value={`${organization.type} · ${TYPE_LABELS[organization.type]}`}
          className="bg-muted/50 text-muted-foreground"
        />
      </FormField>
      {canManage && (
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      )}
    </form>
  );
}
