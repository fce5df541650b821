import { Link } from 'react-router';
import type { AgentOutput } from '@/shared/agent-runs';
import { formatRelativeTime } from '@/shared/format';
import { agentLabel, outputTypeLabel } from '../lib/output-labels';

/** Expert mode: a dense table with every output's raw structured content. */
export function ExpertTable({ outputs }: { outputs: AgentOutput[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[48rem] text-left text-xs">
        <caption className="sr-only">Outputs with their structured content</caption>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Title
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Agent
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Campaign
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Engine
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Created
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Content
            </th>
          </tr>
        </thead>
        <tbody>
          {outputs.map((o) => (
            <tr key={o.id} className="border-t align-top">
              <td className="px-3 py-2">
                <Link to={`/outputs/${o.id}`} className="font-medium text-primary hover:underline">
                  {o.title}
                </Link>
                <div className="font-mono text-[10px] text-muted-foreground">{o.id}</div>
              </td>
              <td className="px-3 py-2">{agentLabel(o.agent_type)}</td>
              <td className="px-3 py-2">
                {outputTypeLabel(o.output_type)}
                <div className="font-mono text-[10px] text-muted-foreground">{o.output_type}</div>
              </td>
              <td className="px-3 py-2">{o.campaign_name ?? '—'}</td>
              <td className="px-3 py-2">
                {o.engine === 'model' ? (o.model ?? 'model') : 'offline'}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatRelativeTime(o.created_at)}</td>
              <td className="max-w-md px-3 py-2">
                <details>
                  <summary className="cursor-pointer text-primary">
                    JSON ({Object.keys(o.content).length} fields)
                  </summary>
                  <pre className="mt-2 max-h-80 overflow-auto rounded bg-muted p-2 font-mono text-[11px] leading-snug">
                    {JSON.stringify(o.content, null, 2)}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
