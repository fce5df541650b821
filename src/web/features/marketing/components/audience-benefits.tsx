import { Building2, CircleCheck, Store } from 'lucide-react';
import { cn } from '@/web/lib/utils';
import { AUDIENCES } from '../content';
import { SectionHeading } from './section-heading';

const ICONS = { sme: Store, agency: Building2 } as const;

export function AudienceBenefits() {
  return (
    <section
      aria-labelledby="audience-title"
      className="border-y bg-muted/40 px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="audience-title"
          eyebrow="Who it is for"
          title="Built for small teams and for the agencies that serve them"
          description="The same agents, shaped around two very different working days."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {AUDIENCES.map((audience) => {
            const Icon = ICONS[audience.id];
            const agency = audience.id === 'agency';
            return (
              <article
                key={audience.id}
                aria-labelledby={`audience-${audience.id}`}
                className={cn(
                  'flex flex-col rounded-2xl border p-6 shadow-sm sm:p-8',
                  agency ? 'bg-foreground text-background' : 'bg-card',
                )}
              >
                <div className="flex items-center gap-3">
                  <span
                    className={cn(
                      'flex size-11 items-center justify-center rounded-xl',
                      agency ? 'bg-background/10 text-background' : 'bg-primary/10 text-primary',
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <p
                    className={cn(
                      'text-sm font-semibold uppercase tracking-wider',
                      agency ? 'text-background/80' : 'text-primary',
                    )}
                  >
                    {audience.label}
                  </p>
                </div>
                <h3
                  id={`audience-${audience.id}`}
                  className="mt-5 text-2xl font-semibold tracking-tight text-balance"
                >
                  {audience.title}
                </h3>
                <p className={cn('mt-3', agency ? 'text-background/80' : 'text-muted-foreground')}>
                  {audience.summary}
                </p>
                <ul className="mt-6 space-y-3">
                  {audience.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-3 text-sm leading-relaxed">
                      <CircleCheck
                        className={cn(
                          'mt-0.5 size-5 shrink-0',
                          agency ? 'text-background' : 'text-success',
                        )}
                        aria-hidden="true"
                      />
                      <span>{benefit}</span>
                    </li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
