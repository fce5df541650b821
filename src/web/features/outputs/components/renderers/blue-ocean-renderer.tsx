import type { BlueOceanContent } from '@/shared/agent-runs';
import { Bullets, Panel } from './parts';

/** Blue Ocean: the ERRC grid, the strategy canvas (industry vs proposed, 0-10) and the value innovation. */
export function BlueOceanRenderer({ content }: { content: BlueOceanContent }) {
  return (
    <div className="space-y-4">
      <Panel title="Value innovation" tone="primary">
        <p className="text-sm">{content.value_innovation}</p>
      </Panel>
      <div className="grid gap-3 sm:grid-cols-2">
        <Panel title="Eliminate" tone="destructive">
          <Bullets items={content.eliminate} />
        </Panel>
        <Panel title="Raise" tone="success">
          <Bullets items={content.raise} />
        </Panel>
        <Panel title="Reduce" tone="warning">
          <Bullets items={content.reduce} />
        </Panel>
        <Panel title="Create" tone="primary">
          <Bullets items={content.create} />
        </Panel>
      </div>
      <Panel title="Strategy canvas">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Strategy canvas: industry and proposed offer on a 0 to 10 scale
          </caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="pb-2 font-medium">Factor</th>
              <th className="w-2/5 pb-2 font-medium">Industry / proposed (0-10)</th>
            </tr>
          </thead>
          <tbody>
            {content.strategy_canvas.map((row, i) => (
              <tr key={i} className="border-t">
                <td className="py-2 pr-2">{row.factor}</td>
                <td className="space-y-1 py-2">
                  <Bar value={row.industry} label="Industry" className="bg-muted-foreground/50" />
                  <Bar value={row.proposed} label="Proposed" className="bg-primary" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
    </div>
  );
}

function Bar({ value, label, className }: { value: number; label: string; className: string }) {
  return (
    <div className="flex items-center gap-2 text-xs">
      <span className="w-16 shrink-0 text-muted-foreground">{label}</span>
      <div className="h-2 flex-1 rounded-full bg-muted">
        <div className={`h-full rounded-full ${className}`} style={{ width: `${value * 10}%` }} />
      </div>
      <span className="w-5 text-right tabular-nums">{value}</span>
    </div>
  );
}
