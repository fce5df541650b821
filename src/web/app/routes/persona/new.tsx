import { Play } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { CUSTOMER_DISCOVERY_TEMPLATE, PERSONA_COUNT_MAX } from '@/shared/persona';
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
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { useAgents } from '@/web/lib/agents';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { EngineBadge } from '@/web/features/agents/components/engine-badge';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { useUnlocks } from '@/web/features/dashboard/api/get-dashboard-metrics';
import { personaSessionPath, type PendingPersonas } from '@/web/features/persona/lib/paths';
import { useActiveClient, useScopedNavigate } from '@/web/lib/active-client';
import { hasTemplate, takeTemplate } from '@/web/lib/quick-win-template';

/**
 * /persona/new: choose a campaign, a focus and how many personas, then generate them. Inside
 * a client's workspace the session is the client's (useCreateSession), so are the campaigns
 * offered, and the session opens in the workspace.
 */
export default function NewPersonaPage() {
  const navigate = useScopedNavigate();
  const [params] = useSearchParams();
  const agents = useAgents();
  const campaigns = useCampaigns({ clientId: useActiveClient().clientId });
  const unlocks = useUnlocks();
  const createSession = useCreateSession();
  const [campaignId, setCampaignId] = useState(params.get('campaign') ?? '');
  const location = useLocation();
  // The palette's 'Customer Discovery' template (seed 000 §2.7) fills the focus; taken once.
  const [fromTemplate] = useState(
    () =>
      Boolean((location.state as { template?: boolean } | null)?.template) ||
      hasTemplate(CUSTOMER_DISCOVERY_TEMPLATE.id),
  );
  useEffect(() => {
    if (fromTemplate) takeTemplate(CUSTOMER_DISCOVERY_TEMPLATE.id);
  }, [fromTemplate]);
  const [focus, setFocus] = useState<string>(fromTemplate ? CUSTOMER_DISCOVERY_TEMPLATE.focus : '');
  const [count, setCount] = useState(3);
  const locked = unlocks ? !unlocks.persona.unlocked : false;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const campaign = campaigns.data?.data.find((c) => c.id === campaignId);
      const session = await createSession.mutateAsync({
        agent_type: 'persona',
        campaign_id: campaignId || null,
        title: `Personas${campaign ? `: ${campaign.name}` : focus.trim() ? `: ${focus.trim().slice(0, 60)}` : ''}`,
      });
      const pending: PendingPersonas = {
        count,
        ...(focus.trim() ? { message: focus.trim() } : {}),
      };
      void navigate(personaSessionPath(session.id), { state: { pendingPersonas: pending } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The personas could not be started');
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-2xl space-y-6">
      <title>New persona — Stratagent</title>
      <div className="space-y-2">
        <Link to="/persona" className="text-sm text-muted-foreground hover:text-foreground">
          ← Personas
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">New persona</h1>
        <p className="text-sm text-muted-foreground">
          Personas are built from your business context, the campaign you pick and the industry
          knowledge base. Each one is saved to your persona library.
        </p>
        {agents.data && (
          <EngineBadge engine={agents.data.engine.engine} model={agents.data.engine.model} />
        )}
      </div>
      {fromTemplate && (
        <Alert variant="success" title="Customer Discovery template applied">
          The focus asks what customer discovery asks; change it or generate as it is.
        </Alert>
      )}
      {locked && (
        <Alert variant="destructive" title="Persona Agent is locked">
          {lockedFeatureMessage('persona')}
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">What to generate</CardTitle>
          <CardDescription>
            All fields are optional; the defaults generate three personas for your main audience.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField
            label="Campaign"
            hint={
              campaigns.isError
                ? 'Campaigns could not be loaded.'
                : 'Ground the personas in one campaign’s audience and goals.'
            }
          >
            <NativeSelect
              value={campaignId}
              onChange={(e) => setCampaignId(e.target.value)}
              disabled={campaigns.isPending}
            >
              <option value="">No campaign</option>
              {campaigns.data?.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Focus or segment"
            hint="Optional: who to focus on, or what you want to learn."
          >
            <Textarea
              value={focus}
              onChange={(e) => setFocus(e.target.value)}
              maxLength={2000}
              placeholder="e.g. First-time buyers who compare prices online"
            />
          </FormField>
          <FormField label="Number of personas">
            <NativeSelect value={String(count)} onChange={(e) => setCount(Number(e.target.value))}>
              {Array.from({ length: PERSONA_COUNT_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n} persona{n > 1 ? 's' : ''}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={createSession.isPending} disabled={locked}>
          <Play aria-hidden="true" /> Generate personas
        </Button>
        <Button asChild variant="outline">
          <Link to="/persona">Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
