import { ArrowLeft, ArrowRight, Bot, Play } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MARKETING_CHANNELS } from '@/shared/campaigns';
import {
  formatPlanBrief,
  isMarketingMode,
  MARKETING_MODE_INFO,
  MAX_HORIZON_MONTHS,
  MAX_MONTHLY_BUDGET,
  PLAN_FRAMEWORK_LABELS,
  PLAN_FRAMEWORKS,
  type MarketingMode,
  type PlanBrief,
  type PlanFramework,
} from '@/shared/marketing-plan';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { NotFoundState } from '@/web/features/agents/components/not-found-state';
import { useCampaigns } from '@/web/features/campaigns/api/get-campaigns';
import { marketingSessionPath } from '@/web/features/marketing-strategy/lib/paths';
import { ContextChecklist } from '@/web/features/strategy/components/context-checklist';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { useActiveClient, useScopedNavigate } from '@/web/lib/active-client';
import { useCurrency } from '@/web/lib/money';
import { currencySymbol, formatMoneyUnits } from '@/shared/format';

const HORIZONS = [1, 2, 3, 6, 9, 12, 18, 24].filter((h) => h <= MAX_HORIZON_MONTHS);

/** /marketing-strategy/{mode}: the form of the quick, guided or advanced mode. */
export default function MarketingModePage() {
  const { mode } = useParams();
  if (!isMarketingMode(mode)) {
    return (
      <NotFoundState
        title="Unknown mode"
        backTo="/marketing-strategy"
        backLabel="Back to Marketing Strategy"
      >
        The Marketing Strategy agent has three modes: quick, guided and advanced.
      </NotFoundState>
    );
  }
  return <ModeForm key={mode} mode={mode} />;
}

/** A monthly budget typed with or without its currency sign, in the organization's currency. */
function parseBudget(value: string, currency: string): number | string {
  const amount = Number(value.replace(/[^\d.]/g, ''));
  if (!value.trim()) return 'Enter a monthly budget';
  if (!Number.isFinite(amount) || amount < 1)
    return `Enter a budget of at least ${formatMoneyUnits(1, currency)}`;
  if (amount > MAX_MONTHLY_BUDGET)
    return `Enter a budget of at most ${formatMoneyUnits(MAX_MONTHLY_BUDGET, currency)}`;
  return Math.round(amount);
}

function ModeForm({ mode }: { mode: MarketingMode }) {
  const info = MARKETING_MODE_INFO[mode];
  const navigate = useScopedNavigate();
  const [params] = useSearchParams();
  // In a client workspace (or with ?client_id=), only that client's campaigns.
  const campaigns = useCampaigns({ clientId: useActiveClient().clientId });
  const createSession = useCreateSession();
  const [campaignId, setCampaignId] = useState(params.get('campaign') ?? '');
  const fixedCampaign = campaigns.data?.data.find((c) => c.id === params.get('campaign'));

  const start = async (brief: PlanBrief, extra?: string) => {
    const message = [formatPlanBrief(brief), extra?.trim()].filter(Boolean).join('\n');
    try {
      const session = await createSession.mutateAsync({
        agent_type: 'marketing_strategy',
        campaign_id: campaignId || null,
        title: `${info.label} marketing plan`,
        mode,
      });
      const pending: PendingRun = { tool: info.tool, ...(message ? { message } : {}) };
      void navigate(marketingSessionPath(session.id, mode), { state: { pendingRun: pending } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The plan could not be started');
    }
  };

  const campaignField = (
    <FormField
      label="Campaign"
      hint={
        campaigns.isError
          ? 'Campaigns could not be loaded.'
          : 'Optional: ground the plan in one campaign.'
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
  );

  return (
    <div className="space-y-6">
      <title>{`${info.label} marketing plan — Stratagent`}</title>
      <div className="space-y-2">
        <Link
          to="/marketing-strategy"
          className="text-sm text-muted-foreground hover:text-foreground"
        >
          ← Marketing Strategy
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {info.label} marketing plan
        </h1>
        <p className="max-w-2xl text-sm text-muted-foreground">{info.description}</p>
        <div className="flex flex-wrap gap-2">
          <Badge>{info.duration}</Badge>
          {fixedCampaign && <Badge variant="default">Campaign: {fixedCampaign.name}</Badge>}
        </div>
      </div>
      {createSession.isError && <Alert variant="destructive">{createSession.error.message}</Alert>}
      {mode === 'quick' && (
        <QuickForm
          campaignField={campaignField}
          pending={createSession.isPending}
          onStart={start}
        />
      )}
      {mode === 'guided' && (
        <GuidedForm
          campaignField={campaignField}
          pending={createSession.isPending}
          onStart={start}
        />
      )}
      {mode === 'advanced' && (
        <AdvancedForm
          campaignField={campaignField}
          pending={createSession.isPending}
          onStart={start}
        />
      )}
    </div>
  );
}

type FormProps = {
  campaignField: ReactNode;
  pending: boolean;
  onStart: (brief: PlanBrief, extra?: string) => Promise<void>;
};

function QuickForm({ campaignField, pending, onStart }: FormProps) {
  const [focus, setFocus] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onStart({}, focus);
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your plan in one pass</CardTitle>
          <CardDescription>
            The agent reads your business context and knowledge base and writes the whole plan.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {campaignField}
          <FormField label="Focus" hint="Optional: anything the plan should take into account.">
            <Textarea
              value={focus}
              onChange={(e) => setFocus(e.target.value)}
              maxLength={2000}
              placeholder="e.g. We launch a new product line in spring."
            />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" size="lg" loading={pending}>
              <Play aria-hidden="true" /> Create plan
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

const GUIDED_QUESTIONS = [
  {
    key: 'objective',
    question: 'What is the main objective of this plan?',
    hint: 'e.g. Grow online orders by 30% before the holidays.',
  },
  {
    key: 'audience',
    question: 'Who do you most want to reach?',
    hint: 'e.g. Busy parents in Austin who buy gifts online.',
  },
  {
    key: 'budget',
    question: 'What can you spend on marketing each month, in dollars?',
    hint: 'An estimate is fine: the plan splits it across channels.',
  },
  {
    key: 'horizon',
    question: 'Over how many months should the plan run?',
    hint: 'Three months gives a 90-day plan.',
  },
] as const;
type GuidedKey = (typeof GUIDED_QUESTIONS)[number]['key'];

function GuidedForm({ campaignField, pending, onStart }: FormProps) {
  const currency = useCurrency();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<GuidedKey, string>>({
    objective: '',
    audience: '',
    budget: '',
    horizon: '3',
  });
  const [error, setError] = useState<string>();
  const current = GUIDED_QUESTIONS[step]!;
  const last = step === GUIDED_QUESTIONS.length - 1;

  const validate = (key: GuidedKey): string | undefined => {
    const value = answers[key].trim();
    if (key === 'budget') {
      const parsed = parseBudget(value, currency);
      return typeof parsed === 'string' ? parsed : undefined;
    }
    if (!value) return 'Answer this question to continue';
    if (value.length > 500) return 'Keep the answer under 500 characters';
    return undefined;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(current.key);
    setError(problem);
    if (problem) return;
    if (!last) {
      setStep(step + 1);
      return;
    }
    void onStart({
      objective: answers.objective.trim(),
      audience: answers.audience.trim(),
      monthlyBudget: parseBudget(answers.budget, currency) as number,
      horizonMonths: Number(answers.horizon),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            Step {step + 1} of {GUIDED_QUESTIONS.length}
          </CardTitle>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label="Guided questions"
            aria-valuemin={0}
            aria-valuemax={GUIDED_QUESTIONS.length}
            aria-valuenow={step + 1}
          >
            <div
              className="h-full rounded-full bg-primary transition-all"
              style={{ width: `${((step + 1) / GUIDED_QUESTIONS.length) * 100}%` }}
            />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          {step > 0 && (
            <ol
              className="space-y-1 text-sm text-muted-foreground"
              aria-label="Your answers so far"
            >
              {GUIDED_QUESTIONS.slice(0, step).map((q) => (
                <li key={q.key}>
                  <span className="font-medium text-foreground">{q.question}</span>{' '}
                  {q.key === 'budget'
                    ? `${currencySymbol(currency)}${answers.budget}`
                    : q.key === 'horizon'
                      ? `${answers.horizon} months`
                      : answers[q.key]}
                </li>
              ))}
            </ol>
          )}
          <div className="flex gap-3 rounded-xl bg-muted/60 p-3 text-sm">
            <Bot className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="font-medium">{current.question}</p>
          </div>
          {current.key === 'horizon' ? (
            <FormField label="Horizon" hint={current.hint} error={error}>
              <NativeSelect
                value={answers.horizon}
                onChange={(e) => setAnswers({ ...answers, horizon: e.target.value })}
              >
                {HORIZONS.map((h) => (
                  <option key={h} value={h}>
                    {h} month{h > 1 ? 's' : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : current.key === 'budget' ? (
            <FormField label={`Monthly budget (${currency})`} hint={current.hint} error={error}>
              <Input
                inputMode="numeric"
                value={answers.budget}
                autoFocus
                onChange={(e) => setAnswers({ ...answers, budget: e.target.value })}
                placeholder="e.g. 2500"
              />
            </FormField>
          ) : (
            <FormField
              label={current.key === 'objective' ? 'Objective' : 'Audience'}
              hint={current.hint}
              error={error}
            >
              <Textarea
                value={answers[current.key]}
                autoFocus
                maxLength={500}
                onChange={(e) => setAnswers({ ...answers, [current.key]: e.target.value })}
              />
            </FormField>
          )}
          {last && campaignField}
          <div className="flex flex-wrap justify-between gap-3">
            <Button
              type="button"
              variant="outline"
              disabled={step === 0}
              onClick={() => {
                setError(undefined);
                setStep(step - 1);
              }}
            >
              <ArrowLeft aria-hidden="true" /> Back
            </Button>
            <Button type="submit" loading={pending}>
              {last ? (
                <>
                  <Play aria-hidden="true" /> Create plan
                </>
              ) : (
                <>
                  Next <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}

function AdvancedForm({ campaignField, pending, onStart }: FormProps) {
  const currency = useCurrency();
  const [channels, setChannels] = useState<string[]>([]);
  const [budget, setBudget] = useState('');
  const [horizon, setHorizon] = useState('3');
  const [frameworks, setFrameworks] = useState<string[]>(['STP']);
  const [objective, setObjective] = useState('');
  const [audience, setAudience] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'channels' | 'budget' | 'frameworks', string>>
  >({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseBudget(budget, currency);
    const next = {
      ...(channels.length === 0 ? { channels: 'Choose at least one channel' } : {}),
      ...(typeof parsed === 'string' ? { budget: parsed } : {}),
      ...(frameworks.length === 0 ? { frameworks: 'Choose at least one framework' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    void onStart({
      channels: MARKETING_CHANNELS.filter((c) => channels.includes(c)),
      monthlyBudget: parsed as number,
      horizonMonths: Number(horizon),
      frameworks: PLAN_FRAMEWORKS.filter((f) => frameworks.includes(f)) as PlanFramework[],
      ...(objective.trim() ? { objective: objective.trim() } : {}),
      ...(audience.trim() ? { audience: audience.trim() } : {}),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Your constraints</CardTitle>
          <CardDescription>
            The plan uses exactly these channels and this budget, over this horizon.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-2">
            <ContextChecklist
              legend="Channels"
              options={MARKETING_CHANNELS.map((c) => ({ id: c, label: c }))}
              selected={channels}
              onChange={setChannels}
              empty=""
            />
            {errors.channels && (
              <p role="alert" className="text-xs font-medium text-destructive">
                {errors.channels}
              </p>
            )}
          </div>
          <div className="space-y-4">
            <FormField
              label={`Monthly budget (${currency})`}
              error={errors.budget}
              hint="Split across the channels; the amounts add up to it."
            >
              <Input
                inputMode="numeric"
                value={budget}
                onChange={(e) => setBudget(e.target.value)}
                placeholder="e.g. 5000"
              />
            </FormField>
            <FormField label="Horizon">
              <NativeSelect value={horizon} onChange={(e) => setHorizon(e.target.value)}>
                {HORIZONS.map((h) => (
                  <option key={h} value={h}>
                    {h} month{h > 1 ? 's' : ''}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <div className="space-y-2">
              <ContextChecklist
                legend="Frameworks to apply"
                options={PLAN_FRAMEWORKS.map((f) => ({ id: f, label: PLAN_FRAMEWORK_LABELS[f] }))}
                selected={frameworks}
                onChange={setFrameworks}
                empty=""
              />
              {errors.frameworks && (
                <p role="alert" className="text-xs font-medium text-destructive">
                  {errors.frameworks}
                </p>
              )}
            </div>
          </div>
          <FormField label="Objective" hint="Optional: otherwise your business goal is used.">
            <Input
              value={objective}
              maxLength={500}
              onChange={(e) => setObjective(e.target.value)}
            />
          </FormField>
          <FormField label="Audience" hint="Optional: otherwise your target market is used.">
            <Input value={audience} maxLength={500} onChange={(e) => setAudience(e.target.value)} />
          </FormField>
          <div className="lg:col-span-2">{campaignField}</div>
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={pending}>
          <Play aria-hidden="true" /> Create plan
        </Button>
      </div>
    </form>
  );
}
