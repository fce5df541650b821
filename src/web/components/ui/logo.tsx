import { Link } from 'react-router';
import { cn } from '@/web/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 21.5c1.6 1.4 3.9 2.2 6.4 2.2 3.9 0 6.6-2 6.6-5 0-2.7-1.9-3.9-5.6-4.7-2.6-.6-3.4-1-3.4-2 0-1 1-1.6 2.6-1.6 1.7 0 3.2.6 4.4 1.6l1.9-2.6C20.3 8.3 18.3 7.6 16 7.6c-3.6 0-6.2 2-6.2 4.9 0 2.8 2 4 5.6 4.8 2.6.6 3.3 1 3.3 2 0 1.1-1.1 1.8-2.9 1.8-2 0-3.7-.8-5-2z"
        fill="#fff"
      />
    </svg>
  );
}

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-semibold tracking-tight',
        className,
      )}
      aria-label="Stratagent home"
    >
      <LogoMark />
      <span className="text-lg">Stratagent</span>
    </Link>
  );
}
