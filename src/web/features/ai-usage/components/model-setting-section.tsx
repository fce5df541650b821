import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  AI_MODEL_MESSAGES,
  CONNECT_MODEL_HINT,
  LLM_PROVIDER_LABELS,
  LLM_PROVIDERS,
  maskedKey,
  MODEL_SOURCE_LABELS,
  modelChoiceSchema,
  testModelConnectionSchema,
  type ModelSetting,
  type ModelTestResult,
  type OrgModelSetting,
} from '@/shared/ai-models';
import { ErrorState } from '@/web/components/error-state';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useModelSetting, useUpdateModelSetting } from '../api/model-setting';
import { useTestModelConnection } from '../api/test-model-connection';

const INHERIT = '';

/**
 * The form's values: a provider ('' inherits), its model, and for the organization the base
 * URL of an OpenAI-compatible server and a new API key ('' keeps the saved one).
 */
const formSchema = z
  .object({
    provider: z.union([z.enum(LLM_PROVIDERS), z.literal(INHERIT)]),
    model: z.string(),
    base_url: z.string(),
    api_key: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.provider === INHERIT) return;
    const checks = [
      ['model', modelChoiceSchema.shape.model.safeParse(values.model)],
      ['api_key', testModelConnectionSchema.shape.api_key.safeParse(values.api_key || undefined)],
    ] as const;
    for (const [path, result] of checks) {
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]!.message });
    }
  });
type FormValues = z.infer<typeof formSchema>;

const isOrgSetting = (setting: ModelSetting | OrgModelSetting): setting is OrgModelSetting =>
  'connection' in setting;

/** "gpt-4o-mini (OpenAI), the organization’s choice" or the offline engine. */
function effectiveLabel(setting: ModelSetting) {
  if (!setting.effective) return AI_MODEL_MESSAGES.offline;
  const { provider, model } = setting.effective;
  return `${model} (${LLM_PROVIDER_LABELS[provider]}), ${MODEL_SOURCE_LABELS[setting.source]}`;
}

/** What the runs use now, and what to do when that is the offline engine. */
function RunsUse(props: { setting: ModelSetting | OrgModelSetting; isOrg: boolean }) {
  const { setting } = props;
  const org = isOrgSetting(setting) ? setting : null;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <span className="font-medium">Runs use:</span> {effectiveLabel(setting)}
      </p>
      {org?.connection.api_key_unreadable && (
        <Alert variant="destructive">{AI_MODEL_MESSAGES.keyUnreadable}</Alert>
      )}
      {org && !org.keys_allowed && <Alert>{AI_MODEL_MESSAGES.keysForbidden}</Alert>}
      {!setting.effective && (
        <p className="text-sm text-muted-foreground">
          {props.isOrg && (!org || org.keys_allowed)
            ? 'No model is connected: agents write offline drafts from your own facts. To connect one, choose a provider and a model, enter its API key (or the address of your own server), test the connection and save.'
            : `No model is connected: agents write offline drafts from your own facts. ${CONNECT_MODEL_HINT}`}
        </p>
      )}
    </div>
  );
}

function TestOutcome({ result }: { result: ModelTestResult }) {
  return (
    <Alert variant={result.ok ? 'success' : 'destructive'} title="Test connection">
      {result.message}
    </Alert>
  );
}

function ModelSettingForm(props: {
  setting: ModelSetting | OrgModelSetting;
  clientId: string | null;
  canEdit: boolean;
}) {
  const { setting, clientId, canEdit } = props;
  const org = isOrgSetting(setting) ? setting : null;
  const connects = Boolean(org?.keys_allowed);
  const update = useUpdateModelSetting(clientId);
  const tester = useTestModelConnection();
  const [outcome, setOutcome] = useState<ModelTestResult | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      provider: setting.choice?.provider ?? INHERIT,
      model: setting.choice?.model ?? '',
      base_url: org?.connection.base_url ?? '',
      api_key: '',
    },
  });
  const provider = form.watch('provider');
  const errors = form.formState.errors;
  const savedKey = org?.choice?.provider === provider ? org?.connection.api_key_last4 : null;
  const inheritLabel = clientId
    ? 'Inherit the organization’s model'
    : 'Use the server’s default model';

  /** A 400 about one field lands on it; anything else is a toast. */
  const fail = (title: string, caught: unknown) => {
    if (caught instanceof ApiError && (caught.field === 'base_url' || caught.field === 'api_key')) {
      form.setError(caught.field, { message: caught.message }, { shouldFocus: true });
      return;
    }
    toast.error(title, {
      description: caught instanceof ApiError ? caught.message : 'Please try again.',
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const choice =
      values.provider === INHERIT ? null : { provider: values.provider, model: values.model };
    const connection =
      connects && choice
        ? {
            ...(choice.provider === 'openai-compatible'
              ? { base_url: values.base_url.trim() || null }
              : {}),
            ...(values.api_key.trim() ? { api_key: values.api_key.trim() } : {}),
          }
        : {};
    try {
      await update.mutateAsync({ choice, ...connection });
      form.resetField('api_key');
      toast.success('AI model saved');
    } catch (caught) {
      fail('The AI model could not be saved', caught);
    }
  });

  const onTest = form.handleSubmit(async (values) => {
    if (values.provider === INHERIT) return;
    setOutcome(null);
    try {
      setOutcome(
        await tester.mutateAsync({
          provider: values.provider,
          model: values.model,
          ...(values.provider === 'openai-compatible'
            ? { base_url: values.base_url.trim() || null }
            : {}),
          ...(values.api_key.trim() ? { api_key: values.api_key.trim() } : {}),
        }),
      );
    } catch (caught) {
      fail('The connection could not be tested', caught);
    }
  });

  const removeKey = async () => {
    if (!org?.choice) return;
    try {
      await update.mutateAsync({ choice: org.choice, api_key: null });
      toast.success('API key removed');
    } catch (caught) {
      fail('The API key could not be removed', caught);
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
      <RunsUse setting={setting} isOrg={!clientId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Provider">
          <NativeSelect disabled={!canEdit} {...form.register('provider')}>
            <option value={INHERIT}>{inheritLabel}</option>
            {LLM_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {LLM_PROVIDER_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Model"
          error={errors.model?.message}
          hint="As the provider names it, for example gpt-4o-mini."
        >
          <Input
            disabled={!canEdit || provider === INHERIT}
            maxLength={100}
            {...form.register('model')}
          />
        </FormField>
        {connects && provider === 'openai-compatible' && (
          <FormField
            label="Base URL"
            error={errors.base_url?.message}
            hint="The server’s API address, for example http://localhost:11434/v1 for Ollama."
            className="sm:col-span-2"
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              disabled={!canEdit}
              placeholder="https://llm.example.com/v1"
              {...form.register('base_url')}
            />
          </FormField>
        )}
        {connects && provider !== INHERIT && (
          <FormField
            label="API key"
            error={errors.api_key?.message}
            hint={
              savedKey
                ? `Saved key: ${maskedKey(savedKey)}. Type a new key to replace it.`
                : provider === 'openai-compatible'
                  ? 'Only if your server asks for one. Stored encrypted; never shown again.'
                  : 'Stored encrypted and never shown again: only its last four characters.'
            }
            aside={
              savedKey && canEdit ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  disabled={update.isPending}
                  onClick={() => void removeKey()}
                >
                  Remove key
                </Button>
              ) : undefined
            }
            className="sm:col-span-2"
          >
            <Input
              type="password"
              autoComplete="off"
              spellCheck={false}
              disabled={!canEdit}
              placeholder={savedKey ? maskedKey(savedKey) : undefined}
              {...form.register('api_key')}
            />
          </FormField>
        )}
      </div>
      {!org && (
        <p className="text-xs text-muted-foreground">
          This client’s runs use the organization’s connection (its API key or server) when they
          name the same provider.
        </p>
      )}
      {outcome && <TestOutcome result={outcome} />}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save AI model'}
          </Button>
          {connects && provider !== INHERIT && (
            <Button
              type="button"
              variant="outline"
              loading={tester.isPending}
              onClick={() => void onTest()}
            >
              {tester.isPending ? 'Testing…' : 'Test connection'}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

/** The "AI model" section of a client (clientId) or of the organization (null). */
export function ModelSettingSection(props: { clientId: string | null; canEdit: boolean }) {
  const setting = useModelSetting(props.clientId);
  return (
    <section aria-labelledby="ai-model-heading" className="space-y-3 rounded-xl border bg-card p-5">
      <div>
        <h3 id="ai-model-heading" className="font-semibold">
          AI model
        </h3>
        <p className="text-sm text-muted-foreground">
          {props.clientId
            ? 'The provider and model this client’s agents run on; unset, the organization’s applies.'
            : 'The provider, model and key your agents run on; a client may choose its own model.'}
        </p>
      </div>
      {setting.isPending ? (
        <LoadingState label="Loading the AI model..." />
      ) : setting.isError ? (
        <ErrorState
          title="Could not load the AI model"
          message={setting.error.message}
          onRetry={() => void setting.refetch()}
        />
      ) : (
        <ModelSettingForm
          key={JSON.stringify([
            setting.data.choice,
            isOrgSetting(setting.data) && setting.data.connection,
          ])}
          setting={setting.data}
          clientId={props.clientId}
          canEdit={props.canEdit}
        />
      )}
    </section>
  );
}
