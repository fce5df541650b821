import { INVITATION_REVIEW_TIME } from '@/shared/constants';
import { CtaButtons } from './cta-buttons';

export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          viewBox="0 0 400 400"
          className="absolute -right-24 -top-24 -z-10 size-96 opacity-20"
        >
          <circle cx="200" cy="200" r="60" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="110" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="160" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="200" cy="200" r="12" fill="currentColor" />
        </svg>
        <div className="max-w-2xl">
          <h2
            id="cta-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Make your next campaign the best-informed one you have run
          </h2>
          <p className="mt-4 text-lg text-primary-foreground/85">
            Stratagent is free during pre-alpha and open by invitation. Tell us a little about your
            company and we will reply within {INVITATION_REVIEW_TIME}.
          </p>
          <CtaButtons tone="dark" className="mt-8" />
        </div>
      </div>
    </section>
  );
}
