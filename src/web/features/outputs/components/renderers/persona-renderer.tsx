import { Quote, UserRound } from 'lucide-react';
import type { InterviewInsightsContent, PersonaContent } from '@/shared/persona';
import { Badge } from '@/web/components/ui/badge';
import { Bullets, Panel } from './parts';

/** A persona: who they are, in their own words, then what they want, fear and respond to. */
export function PersonaRenderer({ content }: { content: PersonaContent }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:flex-row sm:items-start">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-primary"
        >
          <UserRound className="size-7" />
        </div>
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold">{content.name}</h3>
            <Badge variant="secondary">Age {content.age_range}</Badge>
            <Badge variant="default">{content.segment}</Badge>
          </div>
          <p className="text-sm font-medium">{content.role}</p>
          <p className="text-sm text-muted-foreground">{content.summary}</p>
        </div>
      </div>
      <figure className="flex gap-3 rounded-xl border-l-4 border-primary bg-accent/40 p-4">
        <Quote aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <blockquote className="text-sm italic">{content.quote}</blockquote>
      </figure>
      <div className="grid gap-3 md:grid-cols-2">
        <Panel title="Goals" tone="success">
          <Bullets items={content.goals} />
        </Panel>
        <Panel title="Pains" tone="destructive">
          <Bullets items={content.pains} />
        </Panel>
        <Panel title="Objections" tone="warning">
          <Bullets items={content.objections} />
        </Panel>
        <Panel title="Buying triggers" tone="primary">
          <Bullets items={content.buying_triggers} />
        </Panel>
        <Panel title="Channels">
          <Bullets items={content.channels} />
        </Panel>
        <Panel title="Content preferences">
          <Bullets items={content.content_preferences} />
        </Panel>
      </div>
      <Panel title="How we help" tone="primary">
        <p className="text-sm">{content.how_company_helps}</p>
      </Panel>
    </div>
  );
}

/** Insights saved from a persona interview: the quotes, the needs and objections heard, and what they imply. */
export function InterviewInsightsRenderer({ content }: { content: InterviewInsightsContent }) {
  return (
    <div className="space-y-4">
      <Panel title={`Key quotes from ${content.persona_name}`} tone="primary">
        <ul className="space-y-3">
          {content.key_quotes.map((q, i) => (
            <li key={i} className="space-y-1 text-sm">
              <p className="font-medium">Q: {q.question}</p>
              <blockquote className="border-l-2 border-primary pl-3 italic text-muted-foreground">
                {q.quote}
              </blockquote>
            </li>
          ))}
        </ul>
      </Panel>
      <div className="grid gap-3 md:grid-cols-2">
        <Panel title="Needs" tone="success">
          <Bullets items={content.needs} />
        </Panel>
        <Panel title="Objections" tone="warning">
          <Bullets items={content.objections} />
        </Panel>
      </div>
      <Panel title="Implications">
        <Bullets items={content.implications} />
      </Panel>
    </div>
  );
}
