import type { ValuePropositionCanvasContent } from '@/shared/agent-runs';
import { Bullets, Panel } from './parts';

/** The Value Proposition Canvas: the value map on the left, the customer profile on the right. */
export function ValuePropositionRenderer({ content }: { content: ValuePropositionCanvasContent }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-label="Value map"
          className="space-y-3 rounded-xl border-2 border-primary/30 p-3"
        >
          <h3 className="font-semibold">Value map</h3>
          <Panel title="Products & services">
            <Bullets items={content.products_services} />
          </Panel>
          <Panel title="Pain relievers" tone="success">
            <Bullets items={content.pain_relievers} />
          </Panel>
          <Panel title="Gain creators" tone="primary">
            <Bullets items={content.gain_creators} />
          </Panel>
        </section>
        <section
          aria-label="Customer profile"
          className="space-y-3 rounded-xl border-2 border-warning/50 p-3"
        >
          <h3 className="font-semibold">Customer profile: {content.customer_segment}</h3>
          <Panel title="Customer jobs">
            <Bullets items={content.customer_jobs} />
          </Panel>
          <Panel title="Pains" tone="destructive">
            <Bullets items={content.pains} />
          </Panel>
          <Panel title="Gains" tone="success">
            <Bullets items={content.gains} />
          </Panel>
        </section>
      </div>
      <Panel title="Fit" tone="primary">
        <p className="text-sm">{content.fit_statement}</p>
      </Panel>
    </div>
  );
}
