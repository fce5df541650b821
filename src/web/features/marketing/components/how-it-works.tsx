import { Timer } from 'lucide-react';
import { HOW_IT_WORKS } from '../content';
import { SectionHeading } from './section-heading';

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-title"
      className="border-y bg-muted/40 px-4 py-20 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From what you know to what to do next"
          description="Four steps, and every run makes the next one smarter because the context and outputs stay with you."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span
                  className="text-4xl font-bold text-primary/70 tabular-nums"
                  aria-hidden="true"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-primary/25 bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-sm">
            <Timer className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="font-semibold">Quick Start: five questions, about five minutes</h3>
            <p className="mt-1 text-sm leading-relaxed">
              Answer five questions about your company, goal, audience, budget and timeline, and
              Quick Start returns a strategy, personas and a marketing plan in about 5 minutes: a
              first draft worth arguing with.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
