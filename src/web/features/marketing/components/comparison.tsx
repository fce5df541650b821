import { Check, MessageSquare, X } from 'lucide-react';
import { LogoMark } from '@/web/components/ui/logo';
import { cn } from '@/web/lib/utils';
import { COMPARISON } from '../content';
import { SectionHeading } from './section-heading';

type Side = 'generic' | 'stratagent';

function ComparisonCard({ side }: { side: Side }) {
  const isOurs = side === 'stratagent';
  return (
    <article
      aria-labelledby={`compare-${side}`}
      className={cn(
        'flex flex-col rounded-2xl border p-6 sm:p-8 md:row-span-6 md:grid md:grid-rows-subgrid',
        isOurs
          ? 'border-primary/40 bg-card shadow-lg shadow-primary/10 ring-1 ring-primary/20'
          : 'bg-muted/50',
      )}
    >
      <div className="flex items-center gap-3">
        {isOurs ? (
          <LogoMark className="size-10" />
        ) : (
          <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-muted-foreground">
            <MessageSquare className="size-5" aria-hidden="true" />
          </span>
        )}
        <div>
          <h3 id={`compare-${side}`} className="text-lg font-semibold">
            {isOurs ? 'Stratagent' : 'Generic AI chat'}
          </h3>
          <p className="text-sm text-muted-foreground">
            {isOurs ? 'Marketing intelligence that compounds' : 'Helpful, then forgotten'}
          </p>
        </div>
      </div>
      {COMPARISON.map((row) => (
        <div key={row.topic} className="mt-5 flex gap-3 border-t pt-5 md:mt-0">
          {isOurs ? (
            <Check
              className="mt-0.5 size-5 shrink-0 rounded-full bg-success/15 p-0.5 text-success"
              aria-hidden="true"
            />
          ) : (
            <X
              className="mt-0.5 size-5 shrink-0 rounded-full bg-secondary p-0.5 text-muted-foreground"
              aria-hidden="true"
            />
          )}
          <p className="text-sm leading-relaxed">
            <span className="block font-semibold">{row.topic}</span>
            <span className={isOurs ? 'text-foreground' : 'text-muted-foreground'}>
              {isOurs ? row.stratagent : row.generic}
            </span>
          </p>
        </div>
      ))}
    </article>
  );
}

export function Comparison() {
  return (
    <section aria-labelledby="compare-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="compare-title"
          eyebrow="Why not just use a chatbot?"
          title="Chat gives you answers. Stratagent gives you a strategy you keep."
          description="A general assistant forgets your business the moment the tab closes. Stratagent remembers it, reasons with it, and files the result where you will need it next."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2 md:gap-x-8 md:gap-y-5">
          <ComparisonCard side="generic" />
          <ComparisonCard side="stratagent" />
        </div>
      </div>
    </section>
  );
}
