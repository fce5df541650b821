import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { createApiKeySchema, type CreateApiKeyInput } from '@/shared/settings';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import { NewApiKeyDialog } from './new-api-key-dialog';

/** Names and creates a key, then shows it once. */
export function CreateApiKeyForm() {
  const create = useCreateApiKey();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: string; name: string } | null>(null);
  const form = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeySchema) as never, defaultValues: { name: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await create.mutateAsync(values);
      setCreated({ key: result.key, name: result.api_key.name });
      form.reset({ name: '' });
    } catch (e) {
      if (e instanceof ApiError && e.field === 'name') form.setError('name', { message: e.message });
      else setError(e instanceof ApiError ? e.message : 'Could not create the key. Please try again.');
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Create an API key">
        {error && <Alert variant="destructive">{error}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField
            label="Key name"
            className="flex-1"
            error={form.formState.errors.name?.message}
            hint="Where the key is used, e.g. “Looker Studio” or “Nightly ads export”."
          >
            <Input autoComplete="off" placeholder="Nightly ads export" {...form.register('name')} />
          </FormField>
          <Button type="submit" className="sm:mt-6" loading={form.formState.isSubmitting}>
            {!form.formState.isSubmitting && <KeyRound aria-hidden="true" />}
            Create key
          </Button>
        </div>
      </form>
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
