/**
 * The agents' API contract: sessions, runs, messages and outputs (issue 4).
 *
 * All under /api/v1, JSON unless noted, errors as `{ error: { code, message } }`.
 * Another organization's ids answer 404 (never data).
 *
 * Agents
 *   GET    /agents                                  → { data: AgentToolsEntry[] }   each agent's tools
 *                                                     (the strategy agent's 11 frameworks), and
 *                                                     `engine` { engine: 'offline'|'model', model }
 *
 * Sessions
 *   POST   /agent-sessions            CreateSessionInput  → 201 { data: AgentSession }
 *                                     (campaign_id / client_id of another organization → 404)
 *   GET    /agent-sessions?agent_type&campaign_id&client_id&limit&offset
 *                                     → { data: AgentSession[], total }   latest activity first
 *   GET    /agent-sessions/{id}       → { data: SessionDetail }  messages, runs (newest first),
 *                                     outputs of this session, outputs shared into it
 *   PATCH  /agent-sessions/{id}       UpdateSessionInput → { data: AgentSession }
 *   DELETE /agent-sessions/{id}       → { data: { ok: true } }   (its outputs are kept)
 *
 * Runs (a tool/framework over the context; durable rows in agent_runs)
 *   POST   /agent-sessions/{id}/runs  StartRunInput → 200 text/event-stream: an AI SDK UI
 *                                     message stream (createUIMessageStreamResponse). Read it
 *                                     with `readUIMessageStream` / `parseJsonEventStream`
 *                                     from 'ai', or `useChat` with a custom transport.
 *                                     Response header `x-run-id` carries the run id. Chunks:
 *                                       { type: 'start' } …
 *                                       { type: 'data-run', data: RunStreamData }      (first)
 *                                       { type: 'data-progress', data: ProgressData } (steps)
 *                                       { type: 'text-start'|'text-delta'|'text-end' } narration
 *                                       { type: 'data-partial', id, data: PartialOutputData }
 *                                         (model runs: the answer as written so far, one part
 *                                         per answer, a pipeline's one per step, replaced in
 *                                         place as it grows)
 *                                       { type: 'data-output', data: OutputStreamData } (saved)
 *                                       { type: 'error', errorText }                  (failed)
 *                                       { type: 'finish' }
 *                                     Bad input (unknown tool, foreign document) → 4xx JSON
 *                                     before any stream starts.
 *   GET    /agent-sessions/{id}/runs/{runId}          → { data: AgentRun }
 *   POST   /agent-sessions/{id}/runs/{runId}/cancel   → { data: AgentRun }  (queued/running only;
 *                                                      otherwise 409)
 *   POST   /agent-sessions/{id}/runs/{runId}/retry    → same stream as POST /runs, a new run with
 *                                                      the same input (failed/cancelled only; 409)
 *
 * Conversation
 *   POST   /agent-sessions/{id}/messages  SendMessageInput → 200 text/event-stream (UI message
 *                                     stream: text deltas of the answer, then
 *                                     { type: 'data-message', data: { message_id } }). Accepts
 *                                     `{ content }`, or useChat's body `{ messages: UIMessage[] }`
 *                                     (the last user message's text is used). Both the user's
 *                                     message and the answer are stored in the session.
 *
 * Outputs
 *   GET    /outputs?q&agent_type&output_type&campaign_id&client_id&session_id&saved&limit&offset
 *                                     → { data: AgentOutput[], total }   latest first
 *   GET    /outputs/{id}              → { data: AgentOutput }
 *   PATCH  /outputs/{id}              UpdateOutputInput → { data: AgentOutput }
 *                                     (content is validated against the output type's schema;
 *                                     campaign_id null detaches, another org's campaign → 404)
 *   DELETE /outputs/{id}              → { data: { ok: true } }
 *   POST   /outputs/{id}/share        ShareOutputInput → { data: ShareOutputResult }
 *                                     (adds the output as context of another session)
 *   GET    /outputs/{id}/export.md    → text/markdown attachment
 */
import { z } from 'zod';
import { AGENT_TYPES } from './agents';
import { cursorParam, type ListMeta } from './pagination';

export const ENGINES = ['offline', 'model'] as const;
export type Engine = (typeof ENGINES)[number];

export const RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['queued', 'running'];

export const AGENT_RUN_MESSAGES = {
  serverStopped: 'The server stopped while this run was in progress',
  cancelled: 'The run was cancelled',
  sessionNotFound: 'Session not found',
  runNotFound: 'Run not found',
  outputNotFound: 'Output not found',
  campaignNotFound: 'Campaign not found',
  campaignOfAnotherClient:
    'This work belongs to a client: it can join only that client’s campaigns, never another client’s or the agency’s own',
  clientNotFound: 'Client not found',
  documentNotFound: 'Document not found',
  contextOfAnotherClient:
    'A client’s work reads only that client’s documents and outputs, and those filed without a client: this one belongs to another client',
  unknownTool: 'This agent has no such tool',
  runActive:
    'A run is already in progress in this session: wait for it to finish or cancel it, then start again',
  notRetryable: 'Only a failed or cancelled run can be retried',
  notCancellable: 'This run has already finished',
  messageRequired: 'Write a message first',
  offlineLabel: 'Offline draft: generated without an AI model from your business context',
} as const;

// ——— The strategy agent's frameworks ———

export const STRATEGY_FRAMEWORKS = [
  {
    id: 'swot',
    label: 'SWOT Analysis',
    description: 'Strengths, weaknesses, opportunities and threats, with evidence.',
  },
  {
    id: 'pestel',
    label: 'PESTEL Analysis',
    description: 'Political, economic, social, technological, environmental and legal factors.',
  },
  {
    id: 'porters_five_forces',
    label: "Porter's Five Forces",
    description:
      'How attractive your market is: rivalry, entrants, substitutes, buyers, suppliers.',
  },
  {
    id: 'ansoff',
    label: 'Ansoff Matrix',
    description: 'Growth options from market penetration to diversification.',
  },
  {
    id: 'bcg',
    label: 'BCG Matrix',
    description: 'Your offers as stars, cash cows, question marks and dogs.',
  },
  {
    id: 'blue_ocean',
    label: 'Blue Ocean (ERRC Grid)',
    description: 'Eliminate, reduce, raise, create: a space competitors do not contest.',
  },
  {
    id: 'value_proposition_canvas',
    label: 'Value Proposition Canvas',
    description: 'Customer jobs, pains and gains matched by your pain relievers and gain creators.',
  },
  {
    id: 'jtbd',
    label: 'Jobs to Be Done',
    description: 'The functional, emotional and social jobs customers hire you for.',
  },
  {
    id: 'stp',
    label: 'STP (Segmentation, Targeting, Positioning)',
    description: 'Segments, the one to target first and how to position for it.',
  },
  {
    id: 'marketing_mix_7p',
    label: 'Marketing Mix (7Ps)',
    description: 'Product, price, place, promotion, people, process and physical evidence.',
  },
  {
    id: 'aarrr',
    label: 'AARRR Pirate Metrics',
    description: 'Acquisition, activation, retention, referral and revenue: a KPI per stage.',
  },
] as const;
export const STRATEGY_FRAMEWORK_IDS = [
  'swot',
  'pestel',
  'porters_five_forces',
  'ansoff',
  'bcg',
  'blue_ocean',
  'value_proposition_canvas',
  'jtbd',
  'stp',
  'marketing_mix_7p',
  'aarrr',
] as const;
export type StrategyFrameworkId = (typeof STRATEGY_FRAMEWORK_IDS)[number];
export const strategyFrameworkById = (id: string) => STRATEGY_FRAMEWORKS.find((f) => f.id === id);

// ——— Output content schemas (output_type = framework id for the strategy agent) ———

const text = z.string().min(1);
export const levelSchema = z.enum(['low', 'medium', 'high']);
export type Level = z.infer<typeof levelSchema>;

export const recommendationItemSchema = z.object({
  title: text,
  detail: text,
  priority: levelSchema,
});
export const sourceSchema = z.object({
  kind: z.enum(['business_context', 'campaign', 'document', 'output', 'knowledge_base']),
  id: z.string().nullable(),
  title: text,
  /** What the output took from a document: the passage it quotes or whose figure it states. */
  quote: z.string().optional(),
});
export type OutputSource = z.infer<typeof sourceSchema>;

/** Every output carries these: a summary, recommendations and what it was grounded in. */
const base = {
  summary: text,
  recommendations: z.array(recommendationItemSchema).min(1),
  sources: z.array(sourceSchema),
  /** What the agent had to assume because the context did not say (empty when nothing). */
  assumptions: z.array(z.string()),
};

const evidenced = z.object({ point: text, evidence: text });
export const swotSchema = z.object({
  ...base,
  strengths: z.array(evidenced).min(1),
  weaknesses: z.array(evidenced).min(1),
  opportunities: z.array(evidenced).min(1),
  threats: z.array(evidenced).min(1),
});

const pestelFactor = z.object({ factor: text, impact: levelSchema, implication: text });
export const PESTEL_CATEGORIES = [
  'political',
  'economic',
  'social',
  'technological',
  'environmental',
  'legal',
] as const;
export const pestelSchema = z.object({
  ...base,
  political: z.array(pestelFactor).min(1),
  economic: z.array(pestelFactor).min(1),
  social: z.array(pestelFactor).min(1),
  technological: z.array(pestelFactor).min(1),
  environmental: z.array(pestelFactor).min(1),
  legal: z.array(pestelFactor).min(1),
});

export const FIVE_FORCES = [
  'competitive_rivalry',
  'threat_of_new_entrants',
  'threat_of_substitutes',
  'buyer_power',
  'supplier_power',
] as const;
export const portersFiveForcesSchema = z.object({
  ...base,
  forces: z
    .array(
      z.object({
        force: z.enum(FIVE_FORCES),
        intensity: levelSchema,
        drivers: z.array(text).min(1),
        response: text,
      }),
    )
    .length(5),
  market_attractiveness: levelSchema,
});

export const ANSOFF_QUADRANTS = [
  'market_penetration',
  'market_development',
  'product_development',
  'diversification',
] as const;
export const ansoffSchema = z.object({
  ...base,
  quadrants: z
    .array(
      z.object({
        quadrant: z.enum(ANSOFF_QUADRANTS),
        initiatives: z.array(text).min(1),
        risk: levelSchema,
        rationale: text,
      }),
    )
    .length(4),
  recommended_quadrant: z.enum(ANSOFF_QUADRANTS),
});

export const BCG_QUADRANTS = ['star', 'cash_cow', 'question_mark', 'dog'] as const;
export const bcgSchema = z.object({
  ...base,
  products: z
    .array(
      z.object({
        name: text,
        market_growth: z.enum(['high', 'low']),
        relative_share: z.enum(['high', 'low']),
        quadrant: z.enum(BCG_QUADRANTS),
        action: text,
      }),
    )
    .min(1),
});

const errcItem = z.object({ factor: text, rationale: text });
export const blueOceanSchema = z.object({
  ...base,
  eliminate: z.array(errcItem).min(1),
  reduce: z.array(errcItem).min(1),
  raise: z.array(errcItem).min(1),
  create: z.array(errcItem).min(1),
  strategy_canvas: z
    .array(
      z.object({
        factor: text,
        industry: z.number().int().min(0).max(10),
        proposed: z.number().int().min(0).max(10),
      }),
    )
    .min(1),
  value_innovation: text,
});

export const valuePropositionCanvasSchema = z.object({
  ...base,
  customer_segment: text,
  customer_jobs: z.array(text).min(1),
  pains: z.array(text).min(1),
  gains: z.array(text).min(1),
  products_services: z.array(text).min(1),
  pain_relievers: z.array(text).min(1),
  gain_creators: z.array(text).min(1),
  fit_statement: text,
});

export const jtbdSchema = z.object({
  ...base,
  core_job: text,
  jobs: z
    .array(
      z.object({
        type: z.enum(['functional', 'emotional', 'social']),
        statement: text,
        current_solution: text,
        underserved: z.boolean(),
      }),
    )
    .min(3),
  hiring_criteria: z.array(text).min(1),
  firing_triggers: z.array(text).min(1),
});

export const stpSchema = z.object({
  ...base,
  segments: z
    .array(
      z.object({
        name: text,
        description: text,
        attractiveness: levelSchema,
        needs: z.array(text).min(1),
      }),
    )
    .min(2),
  targeting: z.object({ primary_segment: text, rationale: text }),
  positioning: z.object({ statement: text, differentiators: z.array(text).min(1) }),
});

export const SEVEN_PS = [
  'product',
  'price',
  'place',
  'promotion',
  'people',
  'process',
  'physical_evidence',
] as const;
const mixItem = z.object({ current: text, recommendation: text });
export const marketingMix7pSchema = z.object({
  ...base,
  product: mixItem,
  price: mixItem,
  place: mixItem,
  promotion: mixItem,
  people: mixItem,
  process: mixItem,
  physical_evidence: mixItem,
});

export const AARRR_STAGES = [
  'acquisition',
  'activation',
  'retention',
  'referral',
  'revenue',
] as const;
export const aarrrSchema = z.object({
  ...base,
  north_star_metric: text,
  stages: z
    .array(
      z.object({
        stage: z.enum(AARRR_STAGES),
        objective: text,
        tactics: z.array(text).min(1),
        kpi: text,
        benchmark: text,
      }),
    )
    .length(5),
});

export const STRATEGY_OUTPUT_SCHEMAS = {
  swot: swotSchema,
  pestel: pestelSchema,
  porters_five_forces: portersFiveForcesSchema,
  ansoff: ansoffSchema,
  bcg: bcgSchema,
  blue_ocean: blueOceanSchema,
  value_proposition_canvas: valuePropositionCanvasSchema,
  jtbd: jtbdSchema,
  stp: stpSchema,
  marketing_mix_7p: marketingMix7pSchema,
  aarrr: aarrrSchema,
} as const satisfies Record<StrategyFrameworkId, z.ZodType>;

export type SwotContent = z.infer<typeof swotSchema>;
export type PestelContent = z.infer<typeof pestelSchema>;
export type PortersFiveForcesContent = z.infer<typeof portersFiveForcesSchema>;
export type AnsoffContent = z.infer<typeof ansoffSchema>;
export type BcgContent = z.infer<typeof bcgSchema>;
export type BlueOceanContent = z.infer<typeof blueOceanSchema>;
export type ValuePropositionCanvasContent = z.infer<typeof valuePropositionCanvasSchema>;
export type JtbdContent = z.infer<typeof jtbdSchema>;
export type StpContent = z.infer<typeof stpSchema>;
export type MarketingMix7pContent = z.infer<typeof marketingMix7pSchema>;
export type AarrrContent = z.infer<typeof aarrrSchema>;
export type StrategyOutputContent = {
  [K in StrategyFrameworkId]: z.infer<(typeof STRATEGY_OUTPUT_SCHEMAS)[K]>;
};

/** The schema of an output type, when it is one of the strategy frameworks. */
export function strategyContentSchema(outputType: string): z.ZodType | undefined {
  return (STRATEGY_OUTPUT_SCHEMAS as Record<string, z.ZodType>)[outputType];
}

// ——— Agents and their tools ———

export type AgentToolInfo = { id: string; label: string; description: string };
export type AgentToolsEntry = { agent_type: string; tools: AgentToolInfo[] };
export type EngineInfo = { engine: Engine; model: string | null };
export type AgentsResponse = { data: AgentToolsEntry[]; engine: EngineInfo };

// ——— Sessions ———

const uuid = z.uuid({ error: 'Invalid id' });
const offsetParam = z.coerce
  .number()
  .int()
  .min(0)
  .default(0)
  .describe('For small jumps only: past one page, follow meta.next_cursor');

export const createSessionSchema = z.object({
  agent_type: z.enum(AGENT_TYPES, { error: 'Unknown agent' }),
  campaign_id: uuid.nullable().optional(),
  client_id: uuid.nullable().optional(),
  title: z.string().trim().max(200).optional(),
  mode: z.string().trim().max(50).nullable().optional(),
});
export type CreateSessionInput = z.input<typeof createSessionSchema>;

export const updateSessionSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200).optional(),
  campaign_id: uuid.nullable().optional(),
});
export type UpdateSessionInput = z.input<typeof updateSessionSchema>;

export const listSessionsQuerySchema = z.object({
  agent_type: z.enum(AGENT_TYPES).optional(),
  campaign_id: uuid.optional(),
  client_id: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: offsetParam,
  cursor: cursorParam,
});
export type ListSessionsQuery = z.input<typeof listSessionsQuerySchema>;
export type SessionList = { data: AgentSession[]; total: number | null; meta: ListMeta };

export type AgentSession = {
  id: string;
  agent_type: string;
  title: string;
  mode: string | null;
  /** idle | running (a run is queued or running) */
  status: string;
  campaign_id: string | null;
  client_id: string | null;
  campaign_name: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  output_count: number;
  last_run_status: RunStatus | null;
};

export type AgentMessageRole = 'user' | 'assistant' | 'system';
export type AgentMessage = {
  id: string;
  session_id: string;
  role: AgentMessageRole;
  content: string;
  /** UI message parts as the AI SDK renders them (text, data-output references). */
  parts: unknown[];
  created_at: string;
};

export const startRunSchema = z.object({
  tool: z.string().trim().min(1, 'Choose a framework'),
  message: z.string().trim().max(5000).optional(),
  document_ids: z.array(uuid).max(20).optional(),
  output_ids: z.array(uuid).max(20).optional(),
});
export type StartRunInput = z.input<typeof startRunSchema>;

export type AgentRun = {
  id: string;
  session_id: string;
  status: RunStatus;
  tool: string;
  input: { message?: string; document_ids?: string[]; output_ids?: string[] };
  error: string | null;
  engine: Engine;
  model: string | null;
  output_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  heartbeat_at: string | null;
};

export type SessionDetail = {
  session: AgentSession;
  messages: AgentMessage[];
  /** Newest first; runs[0] is the latest (status 'running' while one is in progress). */
  runs: AgentRun[];
  outputs: AgentOutput[];
  /** Outputs shared into this session (cross-agent context). */
  context_outputs: AgentOutput[];
};

export const sendMessageSchema = z
  .object({
    content: z.string().trim().max(5000).optional(),
    messages: z
      .array(
        z
          .object({
            role: z.string(),
            parts: z
              .array(z.object({ type: z.string(), text: z.string().optional() }).loose())
              .optional(),
            content: z.string().optional(),
          })
          .loose(),
      )
      .optional(),
  })
  .loose();
export type SendMessageInput = { content: string };

// ——— Stream data parts ———

export type RunStreamData = {
  run_id: string;
  session_id: string;
  tool: string;
  engine: Engine;
  model: string | null;
};
export type ProgressData = { run_id: string; step: number; total: number; label: string };
export type OutputStreamData = {
  run_id: string;
  output_id: string;
  title: string;
  output_type: string;
};
/** A model's structured answer as it streams in: incomplete, not yet checked against its schema. */
export type PartialOutputData = { run_id: string; content: Record<string, unknown> };
export type MessageStreamData = { message_id: string };

// ——— Outputs ———

export type AgentOutput = {
  id: string;
  org_id: string;
  agent_type: string;
  output_type: string;
  title: string;
  summary: string | null;
  content: Record<string, unknown>;
  engine: Engine;
  model: string | null;
  saved: boolean;
  session_id: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  client_id: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** A source the output was grounded in changed since it was saved (issue 11, decision 044). */
  stale: boolean;
};

const boolParam = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const listOutputsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  agent_type: z.string().trim().max(50).optional(),
  output_type: z.string().trim().max(50).optional(),
  campaign_id: uuid.optional(),
  client_id: uuid.optional(),
  session_id: uuid.optional(),
  saved: boolParam,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: offsetParam,
  cursor: cursorParam,
});
export type ListOutputsQuery = z.input<typeof listOutputsQuerySchema>;
/** `total` beside `meta` is the envelope these lists had before meta: kept for API clients. */
export type OutputList = { data: AgentOutput[]; total: number | null; meta: ListMeta };

export const updateOutputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200).optional(),
    summary: z.string().trim().max(5000).nullable().optional(),
    content: z.record(z.string(), z.unknown()).optional(),
    saved: z.boolean().optional(),
    campaign_id: uuid.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateOutputInput = z.input<typeof updateOutputSchema>;

export const shareOutputSchema = z.object({ session_id: uuid });
export type ShareOutputInput = z.input<typeof shareOutputSchema>;
export type ShareOutputResult = { ok: true; session_id: string; cross_agent_share: boolean };
