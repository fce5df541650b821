import { Suspense } from 'react';
import { TAGLINE } from '@/shared/constants';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { Hero } from '@/web/features/marketing/components/hero';
import { lazyPage } from '@/web/lib/lazy-page';

// Requested as soon as the page renders, so the sections are there moments after the hero
// (the page's largest paint) without being part of what the page loads before it paints.
const BelowTheFold = lazyPage(() => import('@/web/features/marketing/components/below-the-fold'));

export default function LandingPage() {
  return (
    <PublicLayout>
      <title>{`Stratagent — ${TAGLINE}`}</title>
      <Hero />
      {/* A screen's height until the sections arrive: the footer stays below the fold meanwhile,
          so nothing the visitor sees moves when they do. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-dvh" />}>
        <BelowTheFold />
      </Suspense>
    </PublicLayout>
  );
}
