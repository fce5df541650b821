import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { COMPANY_SIZES, INDUSTRIES } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { businessContextSchema, type BusinessContextInput } from '@/shared/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';

type Initial = {
  companyName: string | null;
  industry: string | null;
  companySize: string | null;
  description: string | null;
} | null;

/**
 * The business context the agents ground their work in: the onboarding fields, editable later
 * by the roles that write (`canEdit`); shown read-only to the others.
 */
export function BusinessContextForm(props: {
  initial: Initial;
  fallbackName: string;
  canEdit: boolean;
  onSave: (input: BusinessContextInput) => Promise<unknown>;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BusinessContextInput>({
    resolver: zodResolver(businessContextSchema) as never,
    values: {
      companyName: props.initial?.companyName ?? props.fallbackName,
      industry: (props.initial?.industry ?? '') as never,
      companySize: (props.initial?.companySize ?? '') as never,
      description: props.initial?.description ?? '',
    },
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      try {
        await props.onSave(values);
        toast.success('Business context saved');
      } catch (e) {
        setError(
          e instanceof ApiError
            ? e.message
            : 'Could not save your business context. Please try again.',
        );
      }
    },
    (errors) => {
      if (errors.industry || errors.companySize) setError(MESSAGES.onboarding.required);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Business context">
      {error && <Alert variant="destructive">{error}</Alert>}
      {!props.canEdit && (
        <Alert>Only teammates who create content can change the business context.</Alert>
      )}
      <fieldset disabled={!props.canEdit} className="contents">
        <FormField label="Company name" error={form.formState.errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Industry">
            <NativeSelect {...form.register('industry')}>
              <option value="">Select your industry</option>
              {INDUSTRIES.map((industry) => (
                <option key={industry} value={industry}>
                  {industry}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Company size">
            <NativeSelect {...form.register('companySize')}>
              <option value="">Select your company size</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField
          label="Description (optional)"
          hint="What you sell, who you serve, and what makes you different."
          error={form.formState.errors.description?.message}
        >
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
      </fieldset>
      {props.canEdit && (
        <div className="flex justify-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save business context
          </Button>
        </div>
      )}
    </form>
  );
}
