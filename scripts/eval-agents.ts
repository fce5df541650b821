/**
 * `npm run eval:agents`: every registered agent tool with the offline engine; with `--model`,
 * the same evaluation against the model the server's environment configures (LLM_PROVIDER,
 * LLM_MODEL, LLM_BASE_URL, LLM_API_KEY), plus each tool's tokens, cost and time (decision 076).
 * - Tools that work from the business context alone run over three sample business profiles.
 * - Tools that state figures about the organization's own data (they have `loadFacts`) run
 *   against the demo organizations, loaded into a throwaway embedded database, overall and
 *   for each demo campaign; every figure they state must equal the value computed from the
 *   demo data (`verifyFigures`).
 * - Every tool runs over six more business contexts (scripts/eval/contexts.ts: countries,
 *   industries, sizes, documents, campaigns and a focus question), loaded through the
 *   product's services; their outputs also get the quality checks of scripts/eval/checks.ts
 *   (grammar, repetition, pasted fields, honest sources, planted facts, contradictions).
 * Per run it reports whether the output matches its schema, whether it is grounded (the
 * company and industry appear, and the audience or goal for the profiles) and any
 * placeholder text; a failure of these exits 1. Quality findings are counted per agent and
 * kind and held to scripts/eval/baseline.json (decision 066): a count above it exits 1.
 *
 * Flags: --findings prints every finding with its excerpt; --json <file> writes them;
 * --update-baseline rewrites the baseline with today's counts; --outputs <dir> writes every
 * output of the eval contexts there, one JSON file each, to be read as a marketer would;
 * --agent a,b runs only those agents, --tool a,b only those tools, --context a,b only those eval
 * contexts (without the profiles and the demo; scripts/eval/agents.ts). --model runs on the
 * configured model: its counts are printed, not held to the baseline (the offline engine's).
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
import type { AgentContext } from '../src/server/agents/engine/types';
import { EVAL_AGENTS, EVAL_CONTEXTS_ONLY, EVAL_FILTERED, evalConfig } from './eval/agents';
import { AppError } from '../src/server/lib/errors';
import { createLogger } from '../src/server/lib/logger';
import { loadDemo } from '../src/server/modules/demo/load-demo';
import { compareToBaseline, readBaseline, writeBaseline } from './eval/baseline';
import { judge, type Verdict } from './eval/judge';
import { modelTableOf, printFindings, summarize, tableOf, topRules } from './eval/report';
import { warmGrammar } from './eval/quality';
import { evaluateContexts, type ContextsResult } from './eval/run-contexts';

const BASELINE = path.join(import.meta.dirname, 'eval', 'baseline.json');

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

/** The tools that need only a business context, over the sample profiles. */
async function evaluateProfiles(config: Config): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const agent of EVAL_AGENTS) {
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

/**
 * Every tool over the eval's business contexts, then the tools that state figures against
 * the demo organizations' real data, in one throwaway database (the contexts' grammar pass
 * runs in its worker meanwhile).
 */
async function evaluateDatabase(
  config: Config,
): Promise<{ verdicts: Verdict[]; contexts: ContextsResult }> {
  const factTools = EVAL_AGENTS.flatMap((agent) =>
    agent.tools.filter((t) => t.loadFacts).map((tool) => ({ agent, tool })),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stratagent-eval-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const ctx = await buildContext({
      config: { ...config, dataDir, databaseUrl: undefined },
      database,
      logger: createLogger('silent'),
    });
    const finishContexts = await evaluateContexts(config, ctx);
    if (EVAL_CONTEXTS_ONLY) return { verdicts: [], contexts: await finishContexts() };
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
                if (verbose) console.log(`SKIP  ${label.padEnd(52)} ${error.message}`);
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
    return { verdicts, contexts: await finishContexts() };
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose') || args.includes('--findings');
const jsonFile = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const updateBaseline = args.includes('--update-baseline');
const outputsDir = args.includes('--outputs') ? args[args.indexOf('--outputs') + 1] : undefined;
const onModel = args.includes('--model');

async function main() {
  const started = performance.now();
  const configured = loadConfig();
  if (onModel && !configured.llm) {
    console.log(
      '--model needs a model: set LLM_PROVIDER, LLM_MODEL (and LLM_BASE_URL, LLM_API_KEY) as for the server.',
    );
    process.exit(2);
  }
  const config: Config = evalConfig(configured, onModel);
  const engine = config.llm ? `model ${config.llm.provider}/${config.llm.model}` : 'offline';
  console.log(`Evaluating agents with the ${engine} engine\n`);
  if (!onModel && configured.llm)
    console.log('A model is configured: add --model to evaluate it.\n');
  warmGrammar();
  const profiles = EVAL_CONTEXTS_ONLY ? [] : await evaluateProfiles(config);
  const { verdicts: demo, contexts } = await evaluateDatabase(config);
  const verdicts = [...profiles, ...demo, ...contexts.runs.map((r) => r.verdict)];
  // Passing runs are one line each in --verbose; a failure is always printed.
  for (const v of verdicts) if (verbose || !v.ok) console.log(v.line);
  if (verbose) for (const skip of contexts.skipped) console.log(`SKIP  ${skip}`);
  // A tool skipped everywhere was never evaluated: that is a failure too.
  const untested = EVAL_AGENTS.flatMap((agent) =>
    agent.tools
      .filter((tool) => !verdicts.some((v) => v.ok && v.tool === `${agent.agentType}/${tool.id}`))
      .map((tool) => `${agent.agentType}/${tool.id}`),
  );
  for (const name of untested) console.log(`FAIL  ${name} passed no run`);
  const failures = verdicts.filter((v) => !v.ok).length + untested.length;

  const findings = [...contexts.runs.flatMap((r) => r.findings), ...contexts.crossFindings];
  if (verbose) printFindings(findings);
  if (jsonFile) {
    fs.writeFileSync(jsonFile, `${JSON.stringify({ findings }, null, 2)}\n`);
    console.log(`Findings written to ${jsonFile}`);
  }
  if (outputsDir) {
    fs.mkdirSync(outputsDir, { recursive: true });
    for (const { verdict } of contexts.runs) {
      const file = verdict.label.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '');
      fs.writeFileSync(
        path.join(outputsDir, `${file}.json`),
        `${JSON.stringify(verdict.content, null, 2)}\n`,
      );
    }
    console.log(`${contexts.runs.length} outputs written to ${outputsDir}`);
  }
  const summary = summarize(contexts);
  console.log(`\nQuality of the outputs over ${contexts.runs.length} runs on the eval contexts\n`);
  console.log(tableOf(summary));
  console.log('\nMost frequent findings\n');
  console.log(topRules(findings, 15));

  if (config.llm) {
    console.log(`\nThe model's answers, tokens, cost and time per tool (${engine})\n`);
    console.log(modelTableOf(verdicts, config.llm, config.modelPrices));
  }

  const counts = Object.fromEntries(summary.map((row) => [row.agent, row.counts]));
  let ratchet = 0;
  if (config.llm) {
    console.log(
      "\nThe baseline holds the offline engine's counts: a model's are reported, not held to it.",
    );
  } else if (updateBaseline && EVAL_FILTERED) {
    console.log(
      '\n--update-baseline needs every agent: run it without --agent, --tool or --context',
    );
    ratchet = 1;
  } else if (updateBaseline) {
    writeBaseline(BASELINE, counts);
    console.log(`\nBaseline written to ${path.relative(process.cwd(), BASELINE)}`);
  } else {
    const baseline = readBaseline(BASELINE);
    const compared = EVAL_FILTERED
      ? Object.fromEntries(Object.entries(baseline).filter(([agent]) => agent in counts))
      : baseline;
    const { over, under } = compareToBaseline(counts, compared);
    for (const d of over)
      console.log(
        `FAIL  ${d.agent} has ${d.count} ${d.kind} finding(s), the baseline allows ${d.allowed}`,
      );
    for (const d of under)
      console.log(
        `LOWER ${d.agent} has ${d.count} ${d.kind} finding(s), below the baseline's ${d.allowed}`,
      );
    if (under.length)
      console.log(
        'Counts fell below the baseline: lower it with npm run eval:agents -- --update-baseline',
      );
    ratchet = over.length;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `\n${verdicts.length} runs in ${seconds} s. ${failures === 0 ? 'All tools passed the hard checks.' : `${failures} check(s) failed.`} ${ratchet === 0 ? 'Findings within the baseline.' : `${ratchet} count(s) above the baseline.`}`,
  );
  process.exit(failures === 0 && ratchet === 0 ? 0 : 1);
}

void main();
