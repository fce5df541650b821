/**
 * The one way an output is finished before anyone sees it, whoever wrote it: the tool puts
 * its computed figures back (`finalize`), a document the output ignored is quoted where it
 * bears (`withDocumentEvidence`), the summary opens on the user's question (`answerFocus`),
 * "Grounded in" keeps only the sources the output
 * used (grounding.ts), and the result must match the tool's schema. Runs, the Quick Start
 * pipeline, the demo and the evaluation all go through here, so what the evaluation judges
 * is what a user reads.
 */
import type { z } from 'zod';
import { answerFocus } from './focus';
import { groundSources, withDocumentEvidence } from './grounding';
import type { AgentContext, AgentTool } from './types';

export function completeOutput<S extends z.ZodType>(
  tool: AgentTool<S>,
  ctx: AgentContext,
  content: z.infer<S>,
): z.infer<S> {
  const finalized = tool.finalize ? tool.finalize(ctx, content) : content;
  const question = [tool.label, ctx.message ?? '', ctx.goal].join('. ');
  let evidenced =
    tool.quotesDocuments === false ? finalized : withDocumentEvidence(ctx, finalized, question);
  // A tool whose recommendations carry more than a title and a detail keeps its own.
  if (evidenced !== finalized && !tool.schema.safeParse(evidenced).success) evidenced = finalized;
  const answered = answerFocus(ctx.message, evidenced);
  return tool.schema.parse(groundSources(ctx, answered)) as z.infer<S>;
}

/** The offline engine's output of a tool, finished as every output is. */
export function offlineOutput<S extends z.ZodType>(
  tool: AgentTool<S>,
  ctx: AgentContext,
): z.infer<S> {
  return completeOutput(tool, ctx, tool.schema.parse(tool.offline(ctx)) as z.infer<S>);
}
