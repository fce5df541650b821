import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  CONTEXT_EXTRACTION_MESSAGES as M,
  CONVERSATION_MAX_CHARS,
} from '@/shared/context-extraction';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useExtractFromConversation } from '../api/extract-from-conversation';

/** Paste a conversation or notes; the business facts found go to the approval panel. */
export function ExtractContextCard({ agentType = 'documents' }: { agentType?: string }) {
  const extract = useExtractFromConversation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(M.conversationRequired);
    if (trimmed.length > CONVERSATION_MAX_CHARS) return setError(M.conversationTooLong);
    setError(undefined);
    extract.mutate(
      { session_id: null, agent_type: agentType, conversation_text: trimmed },
      {
        onSuccess: (result) => {
          if (result.success) {
            toast.success(M.extracted);
            setText('');
          } else setError(result.message ?? M.nothingFound);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) toast.error(M.noAuth);
          else setError(err.message || M.extractFailed);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Sparkles className="size-5 text-primary" aria-hidden="true" /> Extract business context
          from text
        </CardTitle>
        <CardDescription>
          Paste a sales call transcript, an e-mail thread or your own notes. We look for your
          company, industry, size, customers, products, competitors, goals and what sets you apart,
          and ask you to approve them before anything is saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-3">
          <FormField
            label="Paste a conversation or notes"
            error={error}
            hint="Nothing is saved until you approve it."
          >
            <Textarea
              rows={7}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
              placeholder="We are a family-run coffee roaster with 14 employees. Our customers are remote workers who…"
            />
          </FormField>
          <Button
            type="submit"
            variant="outline"
            loading={extract.isPending}
            className="w-full sm:w-auto"
          >
            <Sparkles aria-hidden="true" /> Extract business context
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
