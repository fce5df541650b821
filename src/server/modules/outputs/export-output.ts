/**
 * An output as Markdown: title, provenance, summary, then the framework's sections in the
 * schema's order (jsonb does not keep key order), recommendations, assumptions, sources.
 */
import { z } from 'zod';
import { agentById } from '@/shared/agents';
import { AGENT_RUN_MESSAGES, type AgentOutput } from '@/shared/agent-runs';
import { toolForOutputType } from '../../agents/registry';

const TAIL_KEYS = ['recommendations', 'assumptions', 'sources'];
const LABEL_KEYS = [
  'point',
  'factor',
  'name',
  'title',
  'force',
  'quadrant',
  'stage',
  'statement',
  'type',
];

const humanize = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
};
const inline = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : JSON.stringify(v);

function renderValue(value: unknown, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${pad}- (none)`];
    return value.flatMap((item) => {
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        const entries = Object.entries(item as Record<string, unknown>);
        const labelKey = LABEL_KEYS.find(
          (k) => typeof (item as Record<string, unknown>)[k] === 'string',
        );
        const label = labelKey
          ? humanizeValue(labelKey, (item as Record<string, unknown>)[labelKey] as string)
          : '';
        const rest = entries.filter(([k]) => k !== labelKey);
        const head = label ? `${pad}- **${label}**` : `${pad}-`;
        return [head, ...rest.flatMap(([k, v]) => renderField(k, v, depth + 1))];
      }
      return [`${pad}- ${inline(item)}`];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      renderField(k, v, depth),
    );
  }
  return [`${pad}${inline(value)}`];
}

function humanizeValue(key: string, value: string): string {
  return ['force', 'quadrant', 'stage', 'type'].includes(key) ? humanize(value) : value;
}

function renderField(key: string, value: unknown, depth: number): string[] {
  const pad = '  '.repeat(depth);
  if (Array.isArray(value) || (value && typeof value === 'object')) {
    return [`${pad}- ${humanize(key)}:`, ...renderValue(value, depth + 1)];
  }
  return [
    `${pad}- ${humanize(key)}: ${typeof value === 'string' && ['intensity', 'impact', 'risk', 'priority', 'attractiveness', 'market_growth', 'relative_share', 'quadrant'].includes(key) ? humanize(value) : inline(value)}`,
  ];
}

function canvasTable(rows: { factor: string; industry: number; proposed: number }[]): string[] {
  return [
    '| Factor | Industry | Proposed |',
    '| --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.factor.replace(/\|/g, '\\|')} | ${r.industry} | ${r.proposed} |`),
  ];
}

export function renderOutputMarkdown(output: AgentOutput): string {
  const content = output.content;
  const agent = agentById(output.agent_type)?.name ?? output.agent_type;
  const tool = toolForOutputType(output.output_type);
  const shapeKeys =
    tool?.schema instanceof z.ZodObject ? Object.keys(tool.schema.shape) : Object.keys(content);
  const bodyKeys = [
    ...shapeKeys,
    ...Object.keys(content).filter((k) => !shapeKeys.includes(k)),
  ].filter((k) => k !== 'summary' && !TAIL_KEYS.includes(k) && content[k] !== undefined);
  const lines: string[] = [`# ${output.title}`, ''];
  const provenance = [
    `${agent} · ${tool?.label ?? humanize(output.output_type)}`,
    `Created ${output.created_at.slice(0, 10)}`,
    output.campaign_name ? `Campaign: ${output.campaign_name}` : null,
    output.engine === 'offline'
      ? AGENT_RUN_MESSAGES.offlineLabel
      : `Model: ${output.model ?? 'unknown'}`,
  ].filter(Boolean);
  lines.push(`_${provenance.join(' · ')}_`, '');
  const summary = (typeof content.summary === 'string' && content.summary) || output.summary;
  if (summary) lines.push('## Summary', '', summary, '');
  for (const key of bodyKeys) {
    const value = content[key];
    lines.push(`## ${humanize(key)}`, '');
    if (key === 'strategy_canvas' && Array.isArray(value))
      lines.push(...canvasTable(value as never));
    else if (typeof value === 'string') lines.push(value);
    else lines.push(...renderValue(value));
    lines.push('');
  }
  const recommendations = content.recommendations;
  if (Array.isArray(recommendations) && recommendations.length) {
    lines.push('## Recommendations', '');
    recommendations.forEach((r: { title?: string; detail?: string; priority?: string }, i) => {
      lines.push(
        `${i + 1}. **${r.title ?? ''}**${r.priority ? ` (${r.priority} priority)` : ''}: ${r.detail ?? ''}`,
      );
    });
    lines.push('');
  }
  const assumptions = content.assumptions;
  if (Array.isArray(assumptions) && assumptions.length) {
    lines.push('## Assumptions', '', ...assumptions.map((a) => `- ${inline(a)}`), '');
  }
  const sources = content.sources;
  if (Array.isArray(sources) && sources.length) {
    lines.push(
      '## Sources',
      '',
      ...sources.map(
        (s: { kind?: string; title?: string }) =>
          `- ${s.title ?? ''}${s.kind ? ` (${humanize(s.kind)})` : ''}`,
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function exportFilename(output: AgentOutput): string {
  const slug =
    output.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'output';
  return `${slug}.md`;
}
