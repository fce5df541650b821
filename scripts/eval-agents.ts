/**
 * `npm run eval:agents`: every registered agent tool over three sample business profiles
 * with the configured engine (offline unless LLM_PROVIDER is set). Per tool and profile it
 * reports whether the output matches its schema, whether it is grounded (the profile's
 * company, industry and audience or goal appear) and any placeholder text. Exits 1 on a failure.
 */
import { loadConfig } from '../src/server/config';
import { groundContext } from '../src/server/agents/engine/load-context';
import { createLanguageModel, runToolOnModel } from '../src/server/agents/engine/model';
import { AGENT_REGISTRY } from '../src/server/agents/registry';

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

async function main() {
  const config = loadConfig();
  const engine = config.llm ? `model ${config.llm.provider}/${config.llm.model}` : 'offline';
  console.log(`Evaluating agents with the ${engine} engine\n`);
  let failures = 0;
  for (const agent of AGENT_REGISTRY) {
    for (const tool of agent.tools) {
      for (const profile of PROFILES) {
        const ctx = groundContext({
          business: profile.business,
          campaign: null,
          documents: [],
          outputs: [],
          message: null,
        });
        let content: unknown;
        let error: string | null = null;
        try {
          content = config.llm
            ? await runToolOnModel({
                model: createLanguageModel(config.llm),
                maxRetries: config.llm.maxRetries,
                tool,
                ctx,
                signal: AbortSignal.timeout(config.llm.timeoutMs),
                emit: { progress: () => undefined, text: () => undefined },
              })
            : tool.offline(ctx);
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
        const valid = !error && tool.schema.safeParse(content).success;
        const text = strings(content).join('\n');
        const grounded =
          text.includes(profile.business.company_name) &&
          text.includes(profile.business.industry) &&
          (text.includes(profile.audience) || text.includes(profile.goal));
        const placeholders = strings(content).filter((s) => PLACEHOLDER.test(s));
        const ok = valid && grounded && placeholders.length === 0;
        if (!ok) failures += 1;
        console.log(
          `${ok ? 'PASS' : 'FAIL'}  ${agent.agentType}/${tool.id.padEnd(26)} ${profile.business.company_name.padEnd(18)} schema ${valid ? 'valid' : 'INVALID'} · grounding ${grounded ? 'yes' : 'NO'} · placeholders ${placeholders.length ? placeholders.slice(0, 2).join(' | ') : 'none'}${error ? ` · error: ${error}` : ''}`,
        );
      }
    }
  }
  console.log(`\n${failures === 0 ? 'All tools passed.' : `${failures} check(s) failed.`}`);
  process.exit(failures === 0 ? 0 : 1);
}

void main();
