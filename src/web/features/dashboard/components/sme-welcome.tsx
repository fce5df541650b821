import { ArrowRight, ChevronDown, Clock, Lock, Target, Users, Zap } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { agentAccess } from '@/shared/agent-features';
import { AGENT_GROUPS, AGENTS, agentById } from '@/shared/agents';
import { DISPLAY_COUNTS } from '@/shared/dashboard';
import type { UnlockState } from '@/shared/unlocks';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useRunTime } from '@/web/lib/agents';
import { openQuickStart } from '@/web/lib/app-events';
import { cn } from '@/web/lib/utils';
import { useReadiness } from '../api/get-readiness';
import { useRecentOutputs } from '../api/get-recent-outputs';
import { AgentIcon } from './agent-visuals';
import { RecentIntelligence } from './recent-intelligence';

/**
 * The seven agents of the welcome screen (seed 000 §2.4): every specialised agent an SME
 * uses, without Quick Start (it has its own card), ROI & Budget and the agency-only ones.
 */
export const WELCOME_AGENTS = AGENTS.filter(
  (a) => !a.agencyOnly && a.id !== 'quick_start' && a.id !== 'roi-budget',
);

const time = (id: string) => agentById(id)?.estimatedTime ?? '';
const lockedBecause = (id: string, unlocks: UnlockState) => {
  const agent = agentById(id);
  return agent ? agentAccess(agent, unlocks).requirement : null;
};

/**
 * An SME with no campaigns and no documents: where to start, and what its agents saved so far
 * (a Quick Start's SWOT, personas and plan), so the first hour ends on its results.
 */
export function SmeWelcome({
  organizationName,
  unlocks,
  hasWork,
}: {
  organizationName: string;
  unlocks: UnlockState;
  /** Whether an agent has worked for the organization: a fresh one has nothing to list. */
  hasWork: boolean;
}) {
  const outputs = useRecentOutputs(DISPLAY_COUNTS.recentIntelligence, hasWork);
  const runTime = useRunTime();
  const readiness = useReadiness(hasWork);
  // Personas already saved (by Quick Start) are there to read: the card opens them, unlocked.
  const hasPersonas = readiness.data?.has_persona ?? false;
  return (
    <div className="space-y-8">
      {outputs.data && outputs.data.length > 0 && (
        <RecentIntelligence
          outputs={outputs.data}
          isPending={false}
          error={null}
          onRetry={() => void outputs.refetch()}
        />
      )}
      <section aria-labelledby="start-heading" className="space-y-4">
        <div>
          <h2 id="start-heading" className="text-xl font-semibold tracking-tight">
            Where would you like to start?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Your agents turn what you know about {organizationName} into saved, reusable
            intelligence. Pick one way in.
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <StartCard
            icon={<Target className="size-5" aria-hidden="true" />}
            title="Start with Strategy"
            description="See where you stand with a SWOT or any of 11 frameworks before you spend a dollar."
            time={runTime(time('strategy'))}
            action={
              <Button asChild className="w-full">
                <Link to="/strategy">
                  Open Strategy <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          />
          <StartCard
            icon={<Users className="size-5" aria-hidden="true" />}
            title="Know Your Customers"
            description={
              hasPersonas
                ? 'Your personas are saved: read who you sell to, then interview them.'
                : 'Build research-grade personas of the people you sell to, then interview them.'
            }
            time={runTime(time('persona'))}
            lockedBecause={hasPersonas ? null : lockedBecause('persona', unlocks)}
            action={
              <Button asChild variant="outline" className="w-full">
                <Link to="/persona">
                  {hasPersonas ? 'Open your personas' : 'Open Persona'}{' '}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          />
          <StartCard
            highlighted
            icon={<Zap className="size-5" aria-hidden="true" />}
            title="Quick Start 5 Minutes"
            description="Answer 5 questions and get a strategy, three personas and a marketing plan."
            time={runTime(time('quick_start'))}
            action={
              <Button className="w-full" onClick={openQuickStart}>
                Answer 5 questions <ArrowRight aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </section>
      <AgentDirectory unlocks={unlocks} hasPersonas={hasPersonas} />
    </div>
  );
}

function StartCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  time: string;
  action: ReactNode;
  highlighted?: boolean;
  lockedBecause?: string | null;
}) {
  return (
    <Card
      className={cn(
        'flex flex-col gap-4 p-5',
        props.highlighted && 'border-primary/40 bg-accent/40',
      )}
    >
      <div className="flex items-center justify-between">
        <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          {props.icon}
        </span>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" /> {props.time}
        </span>
      </div>
      <div className="flex-1 space-y-1.5">
        <h3 className="text-lg font-semibold">{props.title}</h3>
        <p className="text-sm leading-relaxed text-muted-foreground">{props.description}</p>
        {props.lockedBecause && <LockNote requirement={props.lockedBecause} />}
      </div>
      {props.action}
    </Card>
  );
}

/** The expandable list of the seven agents, in the menu's three categories. */
function AgentDirectory({ unlocks, hasPersonas }: { unlocks: UnlockState; hasPersonas: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const runTime = useRunTime();
  return (
    <section aria-labelledby="agents-heading" className="rounded-xl border bg-card shadow-sm">
      <h2 id="agents-heading" className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-xl p-5 text-left hover:bg-muted/50"
        >
          <span>
            <span className="block text-base font-semibold">Explore your agents</span>
            <span className="block text-sm font-normal text-muted-foreground">
              Foundation, Planning & Creation and Intelligence: what each one does and how long it
              takes.
            </span>
          </span>
          <ChevronDown
            className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h2>
      <div id={listId} hidden={!open} className="space-y-6 border-t p-5">
        {AGENT_GROUPS.map((group) => {
          const agents = WELCOME_AGENTS.filter((a) => a.group === group.id);
          return (
            <div key={group.id} className="space-y-3">
              <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {group.label}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {agents.map((agent) => {
                  const requirement =
                    agent.id === 'persona' && hasPersonas ? null : lockedBecause(agent.id, unlocks);
                  return (
                    <li key={agent.id}>
                      <Link
                        to={agent.path}
                        className="flex h-full gap-3 rounded-lg border p-4 transition-colors hover:border-primary/40 hover:bg-accent/40"
                      >
                        <AgentIcon
                          type={agent.id}
                          className="mt-0.5 size-5 shrink-0 text-primary"
                        />
                        <span className="space-y-1">
                          <span className="block font-medium">{agent.name}</span>
                          <span className="block text-sm text-muted-foreground">
                            {agent.description}
                          </span>
                          <span className="block text-xs text-muted-foreground">
                            {runTime(agent.estimatedTime)}
                          </span>
                          {requirement && <LockNote requirement={requirement} />}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

function LockNote({ requirement }: { requirement: string }) {
  return (
    <span className="flex items-center gap-1 text-xs font-medium text-warning-text">
      <Lock className="size-3.5" aria-hidden="true" /> Locked: {requirement}
    </span>
  );
}
