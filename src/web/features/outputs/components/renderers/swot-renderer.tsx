import { asArray, Bullets, Panel } from './parts';

/** SWOT as a 2×2 grid: internal (strengths, weaknesses) over external (opportunities, threats). */
export function SwotRenderer({ content }: { content: Record<string, unknown> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-label="SWOT grid" role="group">
      <Panel title="Strengths" tone="success">
        <Bullets items={asArray(content.strengths)} />
      </Panel>
      <Panel title="Weaknesses" tone="destructive">
        <Bullets items={asArray(content.weaknesses)} />
      </Panel>
      <Panel title="Opportunities" tone="primary">
        <Bullets items={asArray(content.opportunities)} />
      </Panel>
      <Panel title="Threats" tone="warning">
        <Bullets items={asArray(content.threats)} />
      </Panel>
    </div>
  );
}
