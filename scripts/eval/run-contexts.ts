/**
 * Runs every tool of every agent over the eval's business contexts (./contexts.ts): for each
 * organization, once for the organization as a whole and once per campaign (tools without
 * data of their own: once for the campaign whose note gives a date), with its
 * documents and its focus question (where the tool takes a free-text message), saving each
 * output as a run would so that later tools cite earlier ones (a campaign plan reads the
 * marketing plan). Each output gets the hard checks (./judge.ts) and the quality checks
 * (./quality.ts); then the organization's outputs are compared with each other.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import type { Config } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { withTenant } from '../../src/server/db/tenant';
import { loadAgentContext } from '../../src/server/agents/engine/load-context';
import { resolveRunSubject } from '../../src/server/agents/engine/run-subject';
import type { AgentContext } from '../../src/server/agents/engine/types';
import { EVAL_AGENTS, EVAL_CONTEXTS_RUN } from './agents';
import { AppError } from '../../src/server/lib/errors';
import {
  channelSplit,
  contradictionFindings,
  readableStrings,
  splitFindings,
  statesDates,
  type Finding,
  type ListedSource,
  type OrgOutput,
  type PlantedFact,
} from './checks';
import type { EvalCampaign } from './contexts';
import { judge, type Verdict } from './judge';
import { loadEvalContext, type LoadedContext } from './load-contexts';
import { checkOutput, closeGrammar } from './quality';

/** Tools whose output analyses competitors: each named competitor must appear. */
const COMPETITIVE_TOOLS = new Set([
  'competitive-intelligence/competitive_analysis',
  'competitive-intelligence/benchmarks',
  'strategy/porters_five_forces',
  'strategy/blue_ocean',
]);
/** Agents whose every figure must come from the data: a document's figure is not theirs to cite. */
const DATA_ONLY_AGENTS = new Set(['performance-intelligence', 'roi-budget']);
/** Where an output gives its advice: the keys compared across outputs for contradictions. */
const ADVICE_KEY = /recommend|action|next_step|opportunit|optimi/i;

export type LocatedFinding = Finding & { agent: string; label: string };

export type ContextRun = {
  agent: string;
  verdict: Verdict;
  /** Time of the run and its checks on the main thread (the grammar pass runs beside it). */
  ms: number;
  findings: LocatedFinding[];
  planted: { used: number; applicable: number };
};

export type ContextsResult = {
  runs: ContextRun[];
  skipped: string[];
  /** Findings across one organization's outputs, attributed to the later output's agent. */
  crossFindings: LocatedFinding[];
};

type Saved = {
  id: string;
  agent: string;
  tool: string;
  label: string;
  title: string;
  summary: string | null;
  content: unknown;
  campaignId: string | null;
};

export async function evaluateContexts(
  config: Config,
  app: Pick<AppContext, 'db' | 'auth' | 'config'>,
): Promise<() => Promise<ContextsResult>> {
  const result: ContextsResult = { runs: [], skipped: [], crossFindings: [] };
  const pending: Promise<ContextRun>[] = [];
  for (const spec of EVAL_CONTEXTS_RUN) {
    const loaded = await loadEvalContext(app, spec);
    const saved: Saved[] = [];
    // Tools that read no data of their own run for the organization and for one campaign, the
    // one whose note gives a date, to keep the eval inside its time on a 2-core machine.
    const contextCampaign =
      loaded.campaigns.find((c) => c.spec.plantedDate) ?? loaded.campaigns.at(-1) ?? null;
    for (const scope of [null, ...loaded.campaigns]) {
      await withTenant(app.db, { orgId: loaded.orgId, userId: loaded.userId }, async (tx) => {
        const subject = await resolveRunSubject(tx, {
          orgId: loaded.orgId,
          sessionId: null,
          campaignId: scope?.id ?? null,
        });
        for (const agent of EVAL_AGENTS) {
          for (const tool of agent.tools) {
            if (scope && !tool.loadFacts && scope !== contextCampaign) continue;
            const name = `${agent.agentType}/${tool.id}`;
            const label = `${name} ${spec.key}${scope ? ` / ${scope.spec.name}` : ''}`;
            const message =
              !tool.validateMessage || !tool.validateMessage(spec.focus) ? spec.focus : null;
            const grounded = await loadAgentContext(tx, {
              orgId: loaded.orgId,
              sessionId: null,
              campaignId: scope?.id ?? null,
              documentIds: loaded.documentIds,
              message,
              clientId: subject.clientId,
            });
            let facts: unknown;
            if (tool.loadFacts) {
              try {
                facts = await tool.loadFacts(tx, {
                  orgId: loaded.orgId,
                  campaignId: scope?.id ?? null,
                  clientId: subject.clientId,
                  message,
                });
              } catch (error) {
                if (error instanceof AppError && error.status < 500) {
                  result.skipped.push(`${label}: ${error.message}`);
                  continue;
                }
                throw error;
              }
            }
            const ctx: AgentContext = { ...grounded, facts };
            const verdict = await judge(config, label, tool, ctx, [grounded.company], []);
            const started = performance.now();
            const content = verdict.content as { summary?: unknown } | undefined;
            if (content && verdict.ok) {
              // Each output its own time (not the transaction's), so "the latest" is one output.
              const title = tool.title(ctx);
              const summary = typeof content.summary === 'string' ? content.summary : null;
              const [row] = await queryRows<{ id: string }>(
                tx,
                sql`insert into agent_outputs (org_id, client_id, campaign_id, agent_type, output_type, title, summary,
                      content, engine, saved, created_by, created_at)
                    values (${loaded.orgId}, ${subject.clientId}, ${scope?.id ?? null}, ${agent.agentType},
                      ${tool.outputType}, ${title}, ${summary}, ${JSON.stringify(content)}::jsonb, 'offline', true, ${loaded.userId}, clock_timestamp())
                    returning id`,
              );
              saved.push({
                id: row!.id,
                agent: agent.agentType,
                tool: name,
                label,
                title,
                summary,
                content,
                campaignId: scope?.id ?? null,
              });
            }
            const located = (findings: Finding[]) =>
              findings.map((f) => ({ ...f, agent: agent.agentType, label }));
            const ms = verdict.ms + performance.now() - started;
            // The grammar pass finishes in its worker while the next tools run.
            pending.push(
              (content
                ? checkOutput({
                    content,
                    fields: contextFields(grounded, scope?.spec ?? null, loaded),
                    ownWords: ownWords(loaded, grounded),
                    material: {
                      companyName: grounded.company,
                      documents: new Map(
                        loaded.documentIds.map((id, i) => [
                          id,
                          { title: spec.documents[i]!.title, text: spec.documents[i]!.text },
                        ]),
                      ),
                      campaigns: new Map(loaded.campaigns.map((c) => [c.id, c.spec.name])),
                      outputs: new Map(saved.map((s) => [s.id, s])),
                      knowledge: grounded.knowledge,
                    },
                    planted: plantedFacts({
                      name,
                      agent: agent.agentType,
                      loaded,
                      campaign: scope?.spec ?? null,
                      ownBusiness: subject.clientId === null,
                      focusAsked: message === spec.focus,
                      text: readableStrings(content).join('\n'),
                    }),
                  })
                : Promise.resolve({ findings: [], planted: [] })
              ).then((checked) => ({
                agent: agent.agentType,
                verdict,
                ms,
                findings: located(checked.findings),
                planted: {
                  used: checked.planted.filter((p) => p.used).length,
                  applicable: checked.planted.length,
                },
              })),
            );
          }
        }
      });
    }
    result.crossFindings.push(...crossOutputFindings(loaded, saved));
  }
  // The caller runs the demo's tools meanwhile, then waits for the last grammar passes.
  return async () => {
    try {
      result.runs = await Promise.all(pending);
    } finally {
      await closeGrammar();
    }
    return result;
  };
}

function contextFields(
  ctx: AgentContext,
  campaign: EvalCampaign | null,
  loaded: LoadedContext,
): Record<string, string | null | undefined> {
  return {
    description: ctx.description,
    targetMarket: ctx.audienceKnown ? ctx.audience : null,
    uniqueValue: ctx.uniqueValue,
    businessModel: loaded.spec.details.businessModel,
    goal: ctx.goalKnown ? ctx.goal : null,
    campaignDescription: campaign?.description,
  };
}

function ownWords(loaded: LoadedContext, ctx: AgentContext): string[] {
  const { spec } = loaded;
  return [
    spec.organization,
    spec.business.companyName,
    ctx.company,
    ...spec.details.products,
    ...spec.details.competitors,
    ...spec.competitors.map((c) => c.name),
    ...(spec.client ? [spec.client.name] : []),
    ...spec.campaigns.map((c) => c.name),
    ...spec.documents.map((d) => d.title),
  ];
}

function plantedFacts(run: {
  name: string;
  agent: string;
  loaded: LoadedContext;
  campaign: EvalCampaign | null;
  ownBusiness: boolean;
  focusAsked: boolean;
  text: string;
}): PlantedFact[] {
  const { spec } = run.loaded;
  const facts: PlantedFact[] = [];
  if (run.focusAsked) facts.push({ kind: 'focus', question: spec.focus });
  if (run.campaign?.plantedDate && statesDates(run.text))
    facts.push({ kind: 'date', ...run.campaign.plantedDate });
  if (COMPETITIVE_TOOLS.has(run.name) && run.ownBusiness)
    for (const c of spec.competitors) facts.push({ kind: 'competitor', name: c.name });
  if (!DATA_ONLY_AGENTS.has(run.agent))
    for (const d of spec.documents)
      facts.push({ kind: 'figure', document: d.title, figures: d.planted });
  return facts;
}

/** Contradictions between one organization's outputs, and splits that differ from a cited plan. */
function crossOutputFindings(loaded: LoadedContext, saved: Saved[]): LocatedFinding[] {
  const order = new Map(saved.map((s, i) => [s.label, i]));
  const outputs: (OrgOutput & { saved: Saved })[] = saved.map((s) => ({
    label: s.label,
    tool: s.label,
    campaignId: s.campaignId,
    advice: Object.entries((s.content ?? {}) as Record<string, unknown>)
      .filter(([key]) => ADVICE_KEY.test(key))
      .flatMap(([, value]) => readableStrings(value)),
    saved: s,
  }));
  const byLabel = new Map(saved.map((s) => [s.label, s]));
  const findings: LocatedFinding[] = contradictionFindings(
    outputs,
    loaded.campaigns.map((c) => ({ id: c.id, name: c.spec.name, channels: c.spec.channels })),
  ).map(({ tools, ...f }) => {
    const [a, b] = tools.map((t) => byLabel.get(t)!);
    const later = order.get(a!.label)! > order.get(b!.label)! ? a! : b!;
    return { ...f, agent: later.agent, label: later.label };
  });
  const byId = new Map(saved.map((s) => [s.id, s]));
  for (const s of saved) {
    const sources = ((s.content as { sources?: ListedSource[] }).sources ?? []).filter(
      (src) => src.kind === 'output' && src.id && byId.has(src.id),
    );
    for (const src of sources) {
      const cited = byId.get(src.id!)!;
      for (const f of splitFindings(
        channelSplit(s.content),
        channelSplit(cited.content),
        cited.title,
      ))
        findings.push({ ...f, agent: s.agent, label: s.label });
    }
  }
  return findings;
}
