import { INVITATION_REVIEW_TIME } from '@/shared/constants';
import { CtaButtons } from './cta-buttons';

const NEXT_STEPS = [
  'Request an invitation with your e-mail and company name.',
  `A person reviews it and replies within ${INVITATION_REVIEW_TIME}.`,
  'Sign up with the invited address and describe your business once.',
  'Run Quick Start and get a strategy, personas and a plan in about 5 minutes.',
] as const;

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative isolate mx-auto grid max-w-6xl grid-cols-1 gap-10 overflow-hidden rounded-3xl bg-primary px-6 py-12 text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 400"
          className="absolute -right-28 -top-28 -z-10 size-96 opacity-15"
        >
          <circle cx="200" cy="200" r="60" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="110" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="12" fill="currentColor" />
        </svg>
        <div>
          <h2
            id="cta-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Make your next campaign the best-informed one you have run
          </h2>
          <p className="mt-4 text-lg text-pretty text-primary-foreground/85">
            Stratagent is free during pre-alpha and open by invitation. Tell us a little about your
            company and we will reply within {INVITATION_REVIEW_TIME}.
          </p>
          <CtaButtons tone="dark" className="mt-8" />
        </div>
        <div className="rounded-2xl border border-primary-foreground/20 bg-primary-foreground/10 p-6">
          <h3 className="font-semibold">What happens next</h3>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm leading-relaxed">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-foreground text-xs font-bold text-primary"
                >
                  {index + 1}
                </span>
                <span className="text-primary-foreground/90">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
