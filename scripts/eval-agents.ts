/**
 * `npm run eval:agents`: every registered agent tool with the configured engine (offline
 * unless LLM_PROVIDER is set).
 * - Tools that work from the business context alone run over three sample business profiles.
 * - Tools that state figures about the organization's own data (they have `loadFacts`) run
 *   against the demo organizations, loaded into a throwaway embedded database, overall and
 *   for each demo campaign; every figure they state must equal the value computed from the
 *   demo data (`verifyFigures`).
 * Per run it reports whether the output matches its schema, whether it is grounded (the
 * company and industry appear, and the audience or goal for the profiles) and any
 * placeholder text. Exits 1 on a failure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildContext } from '../src/server/bootstrap';
import { loadConfig, type Config } from '../src/server/config';
import { openDatabase, queryRows } from '../src/server/db/client';
import { withTenant } from '../src/server/db/tenant';
import { groundContext, loadAgentContext } from '../src/server/agents/engine/load-context';
import { createLanguageModel, runToolOnModel } from '../src/server/agents/engine/model';
import type { AgentContext, AgentTool } from '../src/server/agents/engine/types';
import { AGENT_REGISTRY } from '../src/server/agents/registry';
import { AppError } from '../src/server/lib/errors';
import { createLogger } from '../src/server/lib/logger';
import { loadDemo } from '../src/server/modules/demo/load-demo';

const PROFILES = [
  {
    business: {
      organization_name: 'Harbor Roasters Ltd',
      company_name: 'Harbor Roasters',
      industry: 'E-commerce',
      company_size: '11-50 employees',
      description: 'Small-batch coffee roaster selling beans and subscriptions online.',
      details: {
        targetMarket: 'home espresso enthusiasts',
        goals: ['Grow subscription orders by 25%'],
      },
    },
    audience: 'home espresso enthusiasts',
    goal: 'Grow subscription orders by 25%',
  },
  {
    business: {
      organization_name: 'Ledgerly',
      company_name: 'Ledgerly',
      industry: 'SaaS/Software',
      company_size: '51-200 employees',
      description: 'Bookkeeping software for freelancers and micro-businesses.',
      details: {
        targetMarket: 'freelance designers and consultants',
        goals: ['Double trial-to-paid conversion'],
        uniqueValue: 'Receipts matched automatically from email',
      },
    },
    audience: 'freelance designers and consultants',
    goal: 'Double trial-to-paid conversion',
  },
  {
    business: {
      organization_name: 'Brightside Physio',
      company_name: 'Brightside Physio',
      industry: 'Healthcare',
      company_size: '1-10 employees',
      description: 'Physiotherapy clinic specialising in sports injuries.',
      details: {
        targetMarket: 'amateur runners in Leeds',
        goals: ['Fill 40 new-patient appointments a month'],
      },
    },
    audience: 'amateur runners in Leeds',
    goal: 'Fill 40 new-patient appointments a month',
  },
];

const PLACEHOLDER = /\[[^\]]*\]|lorem|\bTBD\b|XXX/i;
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** One run's result; `tool` is agentType/toolId. */
type Verdict = { ok: boolean; line: string; tool: string };

/** Runs one tool on one context (offline, or the model and then the tool's finalize). */
async function produce(config: Config, tool: AgentTool, ctx: AgentContext): Promise<unknown> {
  if (!config.llm) return tool.offline(ctx);
  const content = await runToolOnModel({
    model: createLanguageModel(config.llm),
    maxRetries: config.llm.maxRetries,
    tool,
    ctx,
    signal: AbortSignal.timeout(config.llm.timeoutMs),
    emit: { progress: () => undefined, text: () => undefined },
  });
  return tool.finalize ? tool.finalize(ctx, content) : content;
}

async function judge(
  config: Config,
  label: string,
  tool: AgentTool,
  ctx: AgentContext,
  mustMention: string[],
  oneOf: string[],
): Promise<Verdict> {
  let content: unknown;
  let error: string | null = null;
  try {
    content = await produce(config, tool, ctx);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const valid = !error && tool.schema.safeParse(content).success;
  const text = strings(content).join('\n');
  const grounded =
    mustMention.every((m) => text.includes(m)) &&
    (oneOf.length === 0 || oneOf.some((m) => text.includes(m)));
  const placeholders = strings(content).filter((s) => PLACEHOLDER.test(s));
  const figures = valid && tool.verifyFigures ? tool.verifyFigures(ctx.facts, content) : [];
  const ok = valid && grounded && placeholders.length === 0 && figures.length === 0;
  return {
    ok,
    tool: label.split(' ')[0]!,
    line: `${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(52)} schema ${valid ? 'valid' : 'INVALID'} · grounding ${grounded ? 'yes' : 'NO'} · placeholders ${placeholders.length ? placeholders.slice(0, 2).join(' | ') : 'none'}${tool.verifyFigures ? ` · figures ${figures.length ? `WRONG: ${figures.slice(0, 3).join('; ')}` : 'match the data'}` : ''}${error ? ` · error: ${error}` : ''}`,
  };
}

/** The tools that need only a business context, over the sample profiles. */
async function evaluateProfiles(config: Config): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const agent of AGENT_REGISTRY) {
    for (const tool of agent.tools.filter((t) => !t.loadFacts)) {
      for (const profile of PROFILES) {
        const ctx = groundContext({
          business: profile.business,
          campaign: null,
          documents: [],
          outputs: [],
          message: null,
        });
        verdicts.push(
          await judge(
            config,
            `${agent.agentType}/${tool.id} ${profile.business.company_name}`,
            tool,
            ctx,
            [profile.business.company_name, profile.business.industry],
            [profile.audience, profile.goal],
          ),
        );
      }
    }
  }
  return verdicts;
}

/** The tools that state figures, against the demo organizations' real data. */
async function evaluateDemoData(config: Config): Promise<Verdict[]> {
  const factTools = AGENT_REGISTRY.flatMap((agent) =>
    agent.tools.filter((t) => t.loadFacts).map((tool) => ({ agent, tool })),
  );
  if (factTools.length === 0) return [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-eval-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const ctx = await buildContext({
      config: { ...config, dataDir, databaseUrl: undefined },
      database,
      logger: createLogger('silent'),
    });
    await loadDemo(ctx);
    const orgs = await queryRows<{ org_id: string; user_id: string }>(
      ctx.db,
      sql`select o.id as org_id, (select u.id from users u where u.org_id = o.id order by u.created_at limit 1) as user_id
          from organizations o where o.is_demo order by o.created_at`,
    );
    const verdicts: Verdict[] = [];
    for (const org of orgs) {
      const scope = { orgId: org.org_id, userId: org.user_id };
      await withTenant(ctx.db, scope, async (tx) => {
        const campaigns = await queryRows<{ id: string; name: string }>(
          tx,
          sql`select id, name from campaigns where archived_at is null order by created_at limit 3`,
        );
        for (const campaign of [null, ...campaigns]) {
          const grounded = await loadAgentContext(tx, {
            orgId: org.org_id,
            sessionId: null,
            campaignId: campaign?.id ?? null,
          });
          for (const { agent, tool } of factTools) {
            const label = `${agent.agentType}/${tool.id} ${grounded.company}${campaign ? ` / ${campaign.name}` : ''}`;
            let facts: unknown;
            try {
              facts = await tool.loadFacts!(tx, {
                orgId: org.org_id,
                campaignId: campaign?.id ?? null,
                clientId: null,
                message: null,
              });
            } catch (error) {
              // A tool that needs something this organization lacks (one campaign, a competitor
              // record) refuses the run as the API would; every tool must pass somewhere below.
              if (error instanceof AppError && error.status < 500) {
                console.log(`SKIP  ${label.padEnd(52)} ${error.message}`);
                continue;
              }
              throw error;
            }
            const toolCtx: AgentContext = { ...grounded, facts };
            verdicts.push(await judge(config, label, tool, toolCtx, [grounded.company], []));
          }
        }
      });
    }
    return verdicts;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const config = loadConfig();
  const engine = config.llm ? `model ${config.llm.provider}/${config.llm.model}` : 'offline';
  console.log(`Evaluating agents with the ${engine} engine\n`);
  const verdicts = [...(await evaluateProfiles(config)), ...(await evaluateDemoData(config))];
  for (const v of verdicts) console.log(v.line);
  // A tool skipped everywhere was never evaluated: that is a failure too.
  const untested = AGENT_REGISTRY.flatMap((agent) =>
    agent.tools
      .filter((tool) => !verdicts.some((v) => v.ok && v.tool === `${agent.agentType}/${tool.id}`))
      .map((tool) => `${agent.agentType}/${tool.id}`),
  );
  for (const name of untested) console.log(`FAIL  ${name} passed no run`);
  const failures = verdicts.filter((v) => !v.ok).length + untested.length;
  console.log(
    `\n${verdicts.length} runs. ${failures === 0 ? 'All tools passed.' : `${failures} check(s) failed.`}`,
  );
  process.exit(failures === 0 ? 0 : 1);
}

void main();
