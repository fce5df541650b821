import { useQuery } from '@tanstack/react-query';
import { LineChart } from 'lucide-react';
import { Link } from 'react-router';
import { QUICK_WIN_RULES } from '@/shared/quick-wins';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { resultsQueryOptions } from '@/web/features/quick-wins/api/quick-wins';
import { ResultCard } from '@/web/features/quick-wins/components/result-card';
import { quickWinsPaths } from '@/web/features/quick-wins/lib/paths';
import { QuickWinsFrame } from './parts';

/** /quick-wins/results: each completed quick win, before and after. */
export default function QuickWinsResultsPage() {
  return (
    <QuickWinsFrame
      title="Results"
      description={`Each completed quick win's metrics since the day it was completed, against the same number of days just before it was accepted (at most ${QUICK_WIN_RULES.resultMaxDays} days each side), for its campaign or, for an organization-wide win, all campaigns.`}
      back={{ to: quickWinsPaths.overview, label: 'Quick Wins' }}
    >
      <Results />
    </QuickWinsFrame>
  );
}

function Results() {
  const query = useQuery(resultsQueryOptions());
  if (query.isPending) return <LoadingState label="Measuring your quick wins..." />;
  if (query.isError)
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={LineChart}
        title="No completed quick win yet"
        action={
          <Button asChild>
            <Link to={quickWinsPaths.implementation}>Go to your checklists</Link>
          </Button>
        }
      >
        Complete a quick win and its metrics before and after appear here.
      </EmptyState>
    );
  return (
    <ul className="space-y-4">
      {query.data.map((item) => (
        <li key={item.quick_win.id}>
          <ResultCard item={item} />
        </li>
      ))}
    </ul>
  );
}
