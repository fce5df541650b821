import {
  AI_MODEL_MESSAGES,
  formatCostUsd,
  type AiUsageLine,
  type AiUsagePeriod,
} from '@/shared/ai-models';
import { Table, Td, Th } from '@/web/components/ui/data-table';

const tokens = (n: number) => n.toLocaleString('en-US');

/** A cost, "unknown price" for a model without one. */
export const costLabel = (usd: number | null) =>
  usd === null ? AI_MODEL_MESSAGES.unknownPrice : formatCostUsd(usd);

/** "3 runs · 12,400 tokens · $0.0120", with a note when some models have no price. */
export function usageSummary(
  usage: Pick<
    AiUsagePeriod,
    'runs' | 'input_tokens' | 'output_tokens' | 'cost_usd' | 'has_unpriced'
  >,
) {
  const runs = `${usage.runs} ${usage.runs === 1 ? 'run' : 'runs'}`;
  const cost = `${formatCostUsd(usage.cost_usd)}${usage.has_unpriced ? ' + unknown price' : ''}`;
  return `${runs} · ${tokens(usage.input_tokens + usage.output_tokens)} tokens · ${cost}`;
}

function modelLabel(line: AiUsageLine) {
  if (line.engine === 'offline') return AI_MODEL_MESSAGES.offline;
  return `${line.model ?? 'unknown model'} (${line.provider ?? 'unknown provider'})`;
}

/** A period's usage by model: runs, tokens in and out, cost. */
export function UsageByModelTable({ lines, caption }: { lines: AiUsageLine[]; caption: string }) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <Th>Model</Th>
          <Th className="text-right">Runs</Th>
          <Th className="text-right">Tokens in</Th>
          <Th className="text-right">Tokens out</Th>
          <Th className="text-right">Cost</Th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.engine}-${line.provider}-${line.model}`}>
            <Td className="break-words">{modelLabel(line)}</Td>
            <Td className="text-right tabular-nums">{line.runs}</Td>
            <Td className="text-right tabular-nums">{tokens(line.input_tokens)}</Td>
            <Td className="text-right tabular-nums">{tokens(line.output_tokens)}</Td>
            <Td className="text-right tabular-nums">{costLabel(line.cost_usd)}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
