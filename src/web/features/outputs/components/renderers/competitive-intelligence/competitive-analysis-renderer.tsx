import { FileText } from 'lucide-react';
import {
  ANALYSIS_FOCUS_LABELS,
  competitiveAnalysisSchema,
} from '@/shared/competitive-intelligence';
import { Badge } from '@/web/components/ui/badge';
import { Table, Td, Th } from '@/web/components/ui/data-table';
import { GenericRenderer } from '../generic-renderer';
import { LevelBadge, Panel } from '../parts';

/**
 * A competitive analysis: the positioning matrix (the organization's row first), the
 * messaging gaps with their evidence, the opportunities, and the documents that name each
 * competitor (counted in code, quoted).
 */
export function CompetitiveAnalysisRenderer({ content }: { content: Record<string, unknown> }) {
  const parsed = competitiveAnalysisSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  const analysis = parsed.data;
  return (
    <div className="space-y-4">
      <Badge>{ANALYSIS_FOCUS_LABELS[analysis.focus]}</Badge>

      <section aria-labelledby="matrix-heading" className="space-y-2">
        <h3
          id="matrix-heading"
          className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Positioning comparison
        </h3>
        <Table caption="Positioning comparison matrix">
          <thead>
            <tr>
              <Th>Company</Th>
              {analysis.matrix.dimensions.map((d) => (
                <Th key={d}>{d}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analysis.matrix.rows.map((row) => (
              <tr key={row.name} className={row.is_you ? 'bg-primary/5' : undefined}>
                <Th scope="row" className="align-top text-sm font-semibold text-foreground">
                  {row.name} {row.is_you && <Badge variant="default">You</Badge>}
                </Th>
                {analysis.matrix.dimensions.map((d, i) => (
                  <Td key={d} className="min-w-40">
                    {row.cells[i] ?? '—'}
                  </Td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Messaging gaps" tone="warning">
          <ul className="space-y-3 text-sm">
            {analysis.messaging_gaps.map((gap, i) => (
              <li key={i} className="space-y-1">
                <p className="font-medium">
                  {gap.gap} {gap.competitor && <Badge variant="outline">{gap.competitor}</Badge>}
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium text-foreground">Evidence: </span>
                  {gap.evidence}
                </p>
                <p>
                  <span className="font-medium">Do: </span>
                  {gap.recommendation}
                </p>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Opportunities" tone="success">
          <ul className="space-y-3 text-sm">
            {analysis.opportunities.map((o, i) => (
              <li key={i} className="space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {o.title} <LevelBadge level={o.priority} label="Priority" />
                </p>
                <p className="text-muted-foreground">{o.rationale}</p>
                <p>
                  <span className="font-medium">First step: </span>
                  {o.first_step}
                </p>
              </li>
            ))}
          </ul>
        </Panel>
      </div>

      <Panel title="In your documents">
        <ul className="space-y-3 text-sm">
          {analysis.mentions.map((m) => (
            <li key={m.competitor} className="space-y-1">
              <p className="font-medium">
                {m.competitor}:{' '}
                {m.documents === 0
                  ? 'not mentioned in your documents'
                  : `named in ${m.documents} document${m.documents === 1 ? '' : 's'}`}
              </p>
              {m.excerpts.map((e, i) => (
                <blockquote key={i} className="flex gap-2 border-l-2 pl-3 text-muted-foreground">
                  <FileText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>
                    <span className="font-medium text-foreground">{e.document_title}: </span>
                    {e.excerpt}
                  </span>
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
