import { Clock } from 'lucide-react';
import { SPECIALISED_AGENT_COUNT_WORD } from '@/shared/agents';
import { Badge } from '@/web/components/ui/badge';
import { FRAMEWORKS, MARKETING_AGENTS } from '../content';
import { SectionHeading } from './section-heading';

export function AgentsSection() {
  return (
    <section aria-labelledby="agents-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="agents-title"
          eyebrow="The agents"
          title={`${SPECIALISED_AGENT_COUNT_WORD} specialists, one shared memory of your business`}
          description="Each agent does one marketing job well. All of them read the same business context and each other’s saved outputs, so nothing has to be explained twice."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MARKETING_AGENTS.map(
            ({ id, name, description, icon: Icon, estimatedTime, agencyOnly }) => (
              <li
                key={id}
                className="group flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-colors hover:border-primary/40"
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="flex flex-wrap justify-end gap-1.5">
                    {agencyOnly && <Badge variant="secondary">Agencies</Badge>}
                    <Badge variant="outline">
                      <Clock className="size-3" aria-hidden="true" />
                      <span className="sr-only">Estimated time: </span>
                      {estimatedTime}
                    </Badge>
                  </div>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{name}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </li>
            ),
          )}
        </ul>

        <div className="mt-16 rounded-3xl border bg-gradient-to-br from-accent/70 via-card to-card p-6 sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:gap-12">
            <div>
              <h3 id="frameworks-title" className="text-2xl font-semibold tracking-tight">
                Built on 11 strategic frameworks
              </h3>
              <p className="mt-3 text-muted-foreground">
                The agents reason with the frameworks strategists already trust, so you can follow
                the logic behind a recommendation instead of taking it on faith.
              </p>
            </div>
            <ul aria-labelledby="frameworks-title" className="grid gap-3 sm:grid-cols-2">
              {FRAMEWORKS.map(({ name, question }) => (
                <li key={name} className="rounded-xl border bg-card/80 px-4 py-3">
                  <p className="text-sm font-semibold">{name}</p>
                  <p className="mt-0.5 text-xs leading-relaxed text-muted-foreground">{question}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
