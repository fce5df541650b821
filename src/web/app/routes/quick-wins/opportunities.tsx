import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { OpportunityList, QuickWinsFrame, RunAgentButton } from './parts';

/** /quick-wins/opportunities: every opportunity, ranked, with accept and dismiss. */
export default function QuickWinsOpportunitiesPage() {
  return (
    <QuickWinsFrame
      title="Opportunities"
      description="Ranked from your real state and metrics. Each says what it takes, what it should bring and the data it rests on; accept one to work through it as a checklist."
      back={{ to: quickWinsPaths.overview, label: 'Quick Wins' }}
      actions={<RunAgentButton variant="outline" />}
    >
      <OpportunityList />
    </QuickWinsFrame>
  );
}
