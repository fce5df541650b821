import { FolderOpen, Search, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePermission } from '@/web/lib/use-permission';
import { cn } from '@/web/lib/utils';

const LINKS = [
  { to: '/documents', label: 'All documents', icon: FolderOpen, end: true },
  { to: '/documents/upload', label: 'Upload', icon: Upload, end: true, writes: true },
  { to: '/documents/search', label: 'Search', icon: Search, end: true },
];

/** The title block and the section navigation every documents page shares. */
export function DocumentsHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const canWrite = usePermission('content:write');
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      <nav aria-label="Documents" className="flex gap-1 overflow-x-auto border-b">
        {LINKS.filter((link) => canWrite || !link.writes).map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                '-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'border-primary text-primary'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
