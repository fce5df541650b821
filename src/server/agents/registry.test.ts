import { describe, expect, it } from 'vitest';
import { WORKFLOW_TEMPLATES, validateWorkflow } from '@/shared/workflows';
import { listAgentTools } from './registry';

describe('agent registry', () => {
  it('holds every tool the built-in workflow templates run', () => {
    const tools = Object.fromEntries(
      listAgentTools().map((a) => [a.agent_type, a.tools.map((t) => t.id)]),
    );
    for (const template of WORKFLOW_TEMPLATES)
      expect(
        validateWorkflow(template.graph, {
          tools,
          forClient: template.forClient,
          automation: false,
        }),
        template.name,
      ).toEqual([]);
  });
});
