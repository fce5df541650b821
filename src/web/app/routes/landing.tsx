import { TAGLINE } from '@/shared/constants';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { AgentsSection } from '@/web/features/marketing/components/agents-section';
import { AudienceBenefits } from '@/web/features/marketing/components/audience-benefits';
import { Comparison } from '@/web/features/marketing/components/comparison';
import { Faq } from '@/web/features/marketing/components/faq';
import { FinalCta } from '@/web/features/marketing/components/final-cta';
import { Hero } from '@/web/features/marketing/components/hero';
import { HowItWorks } from '@/web/features/marketing/components/how-it-works';

export default function LandingPage() {
  return (
    <PublicLayout>
      <title>{`Stratagent — ${TAGLINE}`}</title>
      <Hero />
      <Comparison />
      <HowItWorks />
      <AgentsSection />
      <AudienceBenefits />
      <Faq />
      <FinalCta />
    </PublicLayout>
  );
}
