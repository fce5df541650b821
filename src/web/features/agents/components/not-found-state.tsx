import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** For an unknown id, another organization's record or a malformed link. */
export function NotFoundState({
  title,
  children,
  backTo,
  backLabel,
}: {
  title: string;
  children: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <title>{`${title} — Stratagent`}</title>
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{children}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" /> {backLabel}
        </Link>
      </Button>
    </div>
  );
}
