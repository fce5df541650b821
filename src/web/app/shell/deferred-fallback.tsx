import { Spinner } from '@/web/components/ui/spinner';

/**
 * What a dialog opened before its module arrived shows meanwhile: the dimmed page and a
 * spinner, announced politely; the dialog replaces it (and takes the focus) when it loads.
 */
export function DeferredFallback({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/50 backdrop-blur-[2px]"
    >
      <Spinner className="size-6 text-primary-foreground" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
