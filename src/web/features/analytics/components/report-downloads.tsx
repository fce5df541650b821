import { Download } from 'lucide-react';
import type { PeriodSelection } from '@/shared/performance-intelligence';
import { REPORT_INFO, type ReportType } from '@/shared/analytics';
import { Button } from '@/web/components/ui/button';
import { reportFileUrl } from '../api/get-analytics-report';
import type { AnalyticsScopeParam } from '../lib/paths';

/** CSV and PDF of the report on screen (plain links: the browser saves the file). */
export function ReportDownloads({
  type,
  scope,
  selection,
}: {
  type: ReportType;
  scope: AnalyticsScopeParam;
  selection: PeriodSelection;
}) {
  const title = REPORT_INFO[type].title;
  return (
    <div className="flex flex-wrap gap-2">
      {(['csv', 'pdf'] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a
            href={reportFileUrl(type, format, scope, selection)}
            download
            aria-label={`Download ${title} as ${format.toUpperCase()}`}
          >
            <Download aria-hidden="true" /> {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </div>
  );
}
