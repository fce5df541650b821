import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  API_KEY_EXPIRY_CHOICES,
  API_KEY_SCOPE_LABELS,
  createApiKeySchema,
  expiryFromChoice,
  type ApiKeyExpiryChoice,
  type CreateApiKeyInput,
} from '@/shared/settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { ApiError } from '@/web/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { NewApiKeyDialog } from './new-api-key-dialog';

const ACCESS = {
  read: { label: 'Read only', scopes: ['read'] },
  read_write: { label: 'Read and write', scopes: ['read', 'write'] },
} as const;
type Access = keyof typeof ACCESS;

const expiryValues = API_KEY_EXPIRY_CHOICES.map((c) => c.value) as [
  ApiKeyExpiryChoice,
  ...ApiKeyExpiryChoice[],
];

/** What the form asks (a name, an access level, a lifetime); mapped to the API's input on submit. */
const apiKeyFormSchema = z.object({
  name: createApiKeySchema.shape.name,
  access: z.enum(['read', 'read_write']),
  expiry: z.enum(expiryValues),
});
type ApiKeyFormValues = z.infer<typeof apiKeyFormSchema>;

const DEFAULTS: ApiKeyFormValues = { name: '', access: 'read', expiry: '90' };

function toCreateApiKeyInput(values: ApiKeyFormValues, now = Date.now()): CreateApiKeyInput {
  return {
    name: values.name,
    scopes: [...ACCESS[values.access].scopes],
    expires_at: expiryFromChoice(values.expiry, now),
  };
}

const accessOptions = (Object.keys(ACCESS) as Access[]).map((value) => ({
  value,
  label: ACCESS[value].label,
  description: (
    <>
      {ACCESS[value].scopes.map((scope) => (
        <span key={scope} className="block">
          {API_KEY_SCOPE_LABELS[scope]}
        </span>
      ))}
    </>
  ),
}));

/**
 * Names a key, chooses what it may do (read only by default: the least a tool needs) and how
 * long it lives, creates it, then shows it once.
 */
export function CreateApiKeyForm() {
  const create = useCreateApiKey();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; name: string; canWrite: boolean } | null>(
    null,
  );
  const form = useForm<ApiKeyFormValues>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await create.mutateAsync(toCreateApiKeyInput(values));
      setCreated({
        key: result.key,
        name: result.api_key.name,
        canWrite: result.api_key.scopes.includes('write'),
      });
      form.reset(DEFAULTS);
    } catch (e) {
      if (e instanceof ApiError && e.field === 'name')
        form.setError('name', { message: e.message });
      else
        setError(e instanceof ApiError ? e.message : 'Could not create the key. Please try again.');
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create an API key">
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField
          label="Key name"
          error={form.formState.errors.name?.message}
          hint="Where the key is used, e.g. “Looker Studio” or “Nightly ads export”."
        >
          <Input autoComplete="off" placeholder="Nightly ads export" {...form.register('name')} />
        </FormField>
        <Controller
          control={form.control}
          name="access"
          render={({ field, fieldState }) => (
            <RadioCards
              label="Access"
              value={field.value}
              onValueChange={field.onChange}
              options={accessOptions}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <FormField
            label="Expires after"
            className="sm:w-56"
            error={form.formState.errors.expiry?.message}
            hint="A key stops working when it expires."
          >
            <NativeSelect {...form.register('expiry')}>
              {API_KEY_EXPIRY_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button
            type="submit"
            className="sm:mt-6 sm:ml-auto"
            loading={form.formState.isSubmitting}
          >
            {!form.formState.isSubmitting && <KeyRound aria-hidden="true" />}
            Create key
          </Button>
        </div>
      </form>
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
