/** What an agent declares and what its tools receive: the organization's grounded context. */
import type { z } from 'zod';
import type { OutputSource } from '@/shared/agent-runs';
import type { AgentType } from '@/shared/agents';
import type { Tx } from '../../db/client';
import type { IndustryKnowledge } from '../knowledge/industries';

export type ContextCampaign = {
  id: string;
  name: string;
  description: string | null;
  targetAudience: string | null;
  goals: string[];
  objectives: string | null;
  channels: string[];
  geographicTarget: string | null;
  competitorContext: string | null;
  budgetCents: number | null;
  successMetrics: string[];
  /** ISO dates (YYYY-MM-DD) when recorded; absent where a context was built without them. */
  startDate?: string | null;
  endDate?: string | null;
};

/** One sentence of a document, with an id a source or a prompt can point at (`<doc>#3`). */
export type ContextPassage = {
  id: string;
  documentId: string;
  documentTitle: string;
  text: string;
};

export type ContextDocument = {
  id: string;
  title: string;
  /** The opening of the text, for prompts and short quotes. */
  excerpt: string;
  /** The text as far as an agent reads it (DOCUMENT_TEXT_CHARS). */
  text: string;
  passages: ContextPassage[];
};
export type ContextOutput = {
  id: string;
  agentType: string;
  outputType: string;
  title: string;
  summary: string | null;
};

/** Everything a tool may ground its output in, plus what had to be assumed. */
export type AgentContext = {
  organizationName: string;
  /** ISO 4217 code the organization shows money in: every amount in a text uses it. */
  currency: string;
  company: string;
  industry: string;
  /** False when the organization never told us its industry ('Other' knowledge is used). */
  industryKnown: boolean;
  companySize: string | null;
  description: string | null;
  audience: string;
  audienceKnown: boolean;
  goal: string;
  goalKnown: boolean;
  uniqueValue: string | null;
  competitors: string[];
  offers: string[];
  /** Challenges the organization named (approved extracted context). */
  challenges: string[];
  channels: string[];
  campaign: ContextCampaign | null;
  documents: ContextDocument[];
  outputs: ContextOutput[];
  message: string | null;
  knowledge: IndustryKnowledge;
  sources: OutputSource[];
  assumptions: string[];
  /**
   * Figures the tool's `loadFacts` computed in code from the organization's data (metrics,
   * budgets, plans, competitors…). The offline generator states them as they are; the model
   * is given them and asked to write around them, never to invent them.
   */
  facts?: unknown;
};

/** What `loadFacts` may read: the run's tenant transaction and what the run is about. */
export type FactsQuery = {
  orgId: string;
  campaignId: string | null;
  /** The client the run works for (resolveRunSubject), null for the organization's own work. */
  clientId: string | null;
  message: string | null;
};

/** The output a run just saved, with what it was saved for. */
export type SavedOutput<C> = {
  outputId: string;
  orgId: string;
  userId: string;
  clientId: string | null;
  campaignId: string | null;
  sessionId: string;
  content: C;
};

export type PromptParts = { system: string; prompt: string };

export type AgentTool<S extends z.ZodType = z.ZodType> = {
  id: string;
  label: string;
  description: string;
  /** agent_outputs.output_type of what the tool saves. */
  outputType: string;
  schema: S;
  title(ctx: AgentContext): string;
  buildPrompt(ctx: AgentContext): PromptParts;
  /** Deterministic: the same context gives the same output. */
  offline(ctx: AgentContext): z.infer<S>;
  /** The offline engine's narration, streamed while it works. */
  narrate(ctx: AgentContext, content: z.infer<S>): string[];
  /**
   * Loads the figures the tool states about the organization's own data, inside the run's
   * tenant transaction, before the prompt or the offline generator sees the context.
   */
  loadFacts?: (tx: Tx, query: FactsQuery) => Promise<unknown>;
  /**
   * Puts the computed figures back into the model's answer (the narrative is the model's,
   * the numbers are ours), so a figure is the same number on every page.
   */
  finalize?: (ctx: AgentContext, content: z.infer<S>) => z.infer<S>;
  /**
   * Runs in the transaction that saves the output: a tool whose output is also rows (a
   * campaign plan's phases and tasks, quick wins) writes them here, all or nothing.
   */
  onSaved?: (tx: Tx, saved: SavedOutput<z.infer<S>>) => Promise<void>;
  /**
   * Runs in the transaction that saves a rewrite of the output (decision 082) instead of
   * `onSaved`: the rows `onSaved` made follow the new version, keeping what people did with
   * them. A tool with `onSaved` and without this hook cannot be rewritten.
   */
  onRewritten?: (tx: Tx, saved: SavedOutput<z.infer<S>>) => Promise<void>;
  /**
   * For `npm run eval:agents`: every figure of the content that does not equal the value the
   * facts give (an empty list when they all match). Tools that state figures must have it.
   */
  verifyFigures?: (facts: unknown, content: z.infer<S>) => string[];
  /**
   * False for a tool whose every figure must come from the organization's data (performance
   * intelligence, ROI and budget): a document's figure is never set beside them.
   */
  quotesDocuments?: false;
  /** Refuses a run whose message the tool cannot use (a 400 before the stream starts). */
  validateMessage?: (message: string | null) => string | null;
};

export type AgentDefinition = {
  agentType: AgentType;
  tools: AgentTool[];
  /** The agent's voice in a conversation. */
  persona: string;
};
