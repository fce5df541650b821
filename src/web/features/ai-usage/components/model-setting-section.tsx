import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  AI_MODEL_MESSAGES,
  LLM_PROVIDER_LABELS,
  LLM_PROVIDERS,
  MODEL_SOURCE_LABELS,
  modelChoiceSchema,
  type LlmProvider,
  type ModelSetting,
} from '@/shared/ai-models';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { useModelSetting, useUpdateModelSetting } from '../api/model-setting';

const INHERIT = '';

/** "gpt-4o-mini (OpenAI), the organization’s choice" or the offline engine. */
function effectiveLabel(setting: ModelSetting) {
  if (!setting.effective) return AI_MODEL_MESSAGES.offline;
  const { provider, model } = setting.effective;
  return `${model} (${LLM_PROVIDER_LABELS[provider]}), ${MODEL_SOURCE_LABELS[setting.source]}`;
}

function ModelSettingForm(props: {
  setting: ModelSetting;
  clientId: string | null;
  canEdit: boolean;
}) {
  const { setting, clientId } = props;
  const update = useUpdateModelSetting(clientId);
  const [provider, setProvider] = useState<LlmProvider | typeof INHERIT>(
    setting.choice?.provider ?? INHERIT,
  );
  const [model, setModel] = useState(setting.choice?.model ?? '');
  const [error, setError] = useState<string>();
  const inheritLabel = clientId
    ? 'Inherit the organization’s model'
    : 'Use the server’s default model';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let choice = null;
    if (provider !== INHERIT) {
      const parsed = modelChoiceSchema.safeParse({ provider, model });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message);
        return;
      }
      choice = parsed.data;
    }
    setError(undefined);
    try {
      await update.mutateAsync({ choice });
      toast.success('AI model saved');
    } catch (e) {
      toast.error('The AI model could not be saved', {
        description: e instanceof ApiError ? e.message : 'Please try again.',
      });
    }
  };

  return (
    <form className="space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p className="text-sm">
        <span className="font-medium">Runs use:</span> {effectiveLabel(setting)}
      </p>
      {!setting.server_default && (
        <p className="text-sm text-muted-foreground">
          The server runs the offline engine (no LLM_PROVIDER is configured): a choice made here
          applies once it has one.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Provider">
          <NativeSelect
            value={provider}
            disabled={!props.canEdit}
            onChange={(e) => setProvider(e.target.value as LlmProvider | typeof INHERIT)}
          >
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
          error={error}
          hint="As the provider names it, for example gpt-4o-mini."
        >
          <Input
            value={provider === INHERIT ? '' : model}
            disabled={!props.canEdit || provider === INHERIT}
            maxLength={100}
            onChange={(e) => setModel(e.target.value)}
          />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">
        API keys stay in the server’s configuration: the server’s key goes with its own provider;
        another provider reads its usual variable (OPENAI_API_KEY, ANTHROPIC_API_KEY).
      </p>
      {props.canEdit && (
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save AI model'}
        </Button>
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
            : 'The provider and model your agents run on; a client may choose its own.'}
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
          key={JSON.stringify(setting.data.choice)}
          setting={setting.data}
          clientId={props.clientId}
          canEdit={props.canEdit}
        />
      )}
    </section>
  );
}
