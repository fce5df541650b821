import { ChevronRight, FolderKanban } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { cn } from '@/web/lib/utils';
import type { Crumb } from './breadcrumbs';

/** The breadcrumb trail and, on a campaign page, the 'Campaign: {name}' badge (seed 000 §2.3). */
export function BreadcrumbBar({
  crumbs,
  campaignName,
}: {
  crumbs: Crumb[];
  campaignName: string | null;
}) {
  if (crumbs.length === 0 && !campaignName) return null;
  // On a phone only the end of the trail fits; beside the campaign badge, only the last crumb.
  const phoneCrumbs = campaignName ? 1 : 2;
  return (
    <div className="border-t bg-card/60">
      <div className="mx-auto flex min-h-10 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        {crumbs.length > 0 ? (
          <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
            <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
              {crumbs.map((crumb, index) => {
                const last = index === crumbs.length - 1;
                const hiddenOnPhone = index < crumbs.length - phoneCrumbs;
                return (
                  <Fragment key={`${index}-${crumb.label}`}>
                    {index > 0 && (
                      <li
                        aria-hidden="true"
                        className={cn(
                          'shrink-0',
                          (!last || phoneCrumbs === 1) && 'hidden sm:block',
                        )}
                      >
                        <ChevronRight className="size-3.5" />
                      </li>
                    )}
                    <li
                      className={cn(
                        'min-w-12 overflow-hidden',
                        hiddenOnPhone ? 'hidden sm:block' : 'block',
                        last ? 'shrink-[0.5]' : 'max-w-56 shrink',
                      )}
                    >
                      {last ? (
                        <span
                          aria-current="page"
                          className="block truncate font-medium text-foreground"
                        >
                          {crumb.label}
                        </span>
                      ) : crumb.to ? (
                        <Link
                          to={crumb.to}
                          className="block truncate hover:text-foreground hover:underline"
                        >
                          {crumb.label}
                        </Link>
                      ) : (
                        <span className="block truncate">{crumb.label}</span>
                      )}
                    </li>
                  </Fragment>
                );
              })}
            </ol>
          </nav>
        ) : (
          <span />
        )}
        {campaignName && (
          <span className="inline-flex min-w-0 max-w-[55%] shrink-0 sm:max-w-[45%] items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary">
            <FolderKanban className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">Campaign: {campaignName}</span>
          </span>
        )}
      </div>
    </div>
  );
}
