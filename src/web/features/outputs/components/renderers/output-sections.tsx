import { ChevronDown } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

/**
 * An output with this many sections or more gets a table of contents and sections that fold
 * (issue 29: a campaign plan was 8,500 px on a phone). Fewer read best as they are.
 */
export const LONG_OUTPUT_SECTIONS = 6;
/** Below Tailwind's sm breakpoint a long output opens folded: the contents, then the sections. */
const PHONE = '(max-width: 639.98px)';

type Sections = { collapsible: boolean; startOpen: boolean };
const SectionsContext = createContext<Sections>({ collapsible: false, startOpen: true });

/**
 * A titled section of an output. In a long output it is a `<details>` (its summary is a
 * native, keyboard-operable disclosure: Enter or Space opens and closes it).
 */
export function OutputSection({
  title,
  className,
  headingClassName,
  children,
}: {
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const { collapsible, startOpen } = useContext(SectionsContext);
  const id = useId();
  if (!collapsible)
    return (
      <section id={id} data-output-section="" className={className}>
        <h3 className={headingClassName}>{title}</h3>
        {children}
      </section>
    );
  return (
    <details id={id} data-output-section="" open={startOpen} className={cn('group', className)}>
      <summary className="flex cursor-pointer list-none items-start justify-between gap-2 rounded-md [&::-webkit-details-marker]:hidden">
        <h3 className={cn(headingClassName, 'mb-0')}>{title}</h3>
        <ChevronDown
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

type Entry = { id: string; title: string };

/** The output's top-level sections, as the table of contents lists them. */
function sectionsIn(root: HTMLElement): Entry[] {
  return [...root.querySelectorAll<HTMLElement>('[data-output-section]')]
    .filter((el) => !el.parentElement?.closest('[data-output-section]'))
    .map((el) => ({ id: el.id, title: el.querySelector('h3')?.textContent?.trim() ?? '' }));
}

/**
 * Wraps an output's body: counts its sections once rendered and, when there are many, lists
 * them on top (each entry opens and scrolls to its section) and lets every section fold.
 */
export function LongOutput({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [startOpen] = useState(
    () => typeof window === 'undefined' || !window.matchMedia?.(PHONE).matches,
  );
  useLayoutEffect(() => {
    if (!ref.current) return;
    const found = sectionsIn(ref.current);
    const next = found.length >= LONG_OUTPUT_SECTIONS ? found : [];
    setEntries((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [children]);
  const long = entries.length > 0;

  const sections = () => [
    ...(ref.current?.querySelectorAll<HTMLDetailsElement>('details[data-output-section]') ?? []),
  ];
  const show = (id: string) => {
    const target = document.getElementById(id);
    if (!(target instanceof HTMLDetailsElement)) return;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
    target.querySelector('summary')?.focus();
  };

  return (
    <SectionsContext.Provider value={{ collapsible: long, startOpen }}>
      {long && (
        <nav aria-label="Sections of this output" className="rounded-xl border bg-card p-4 text-sm">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">Contents ({entries.length} sections)</h3>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => sections().forEach((s) => (s.open = true))}
              >
                Expand all
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => sections().forEach((s) => (s.open = false))}
              >
                Collapse all
              </Button>
            </div>
          </div>
          <ol className="grid gap-1 sm:grid-cols-2">
            {entries.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                  onClick={(event) => {
                    event.preventDefault();
                    show(entry.id);
                  }}
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div ref={ref} className="space-y-4">
        {children}
      </div>
    </SectionsContext.Provider>
  );
}
