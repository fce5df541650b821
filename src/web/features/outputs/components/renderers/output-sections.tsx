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
 * An output with this many top-level sections or more gets a table of contents and sections
 * that fold (issue 29: a campaign plan was 8,500 px on a phone). Fewer read best as they are.
 */
export const LONG_OUTPUT_SECTIONS = 5;
/** Below Tailwind's sm breakpoint a long output opens folded: the contents, then the sections. */
const PHONE = '(max-width: 639.98px)';

type Sections = {
  collapsible: boolean;
  startOpen: boolean;
  /** Expand all / Collapse all: the wanted state, and a count that changes with each click. */
  all: { open: boolean; times: number };
};
const SectionsContext = createContext<Sections>({
  collapsible: false,
  startOpen: true,
  all: { open: true, times: 0 },
});

/**
 * A titled section of an output. In a long output its heading is followed by a button
 * (aria-expanded, aria-controls) that folds and unfolds the section's body.
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
  const { collapsible, startOpen, all } = useContext(SectionsContext);
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  // Expand all / Collapse all: follow each new click (state adjusted while rendering).
  const [seen, setSeen] = useState(all.times);
  if (seen !== all.times) {
    setSeen(all.times);
    setOpen(all.open);
  }
  const heading = (
    <h3 id={`${id}-title`} className={cn(headingClassName, collapsible && 'mb-0')}>
      {title}
    </h3>
  );
  if (!collapsible)
    return (
      <section id={id} data-output-section="" className={className}>
        {heading}
        {children}
      </section>
    );
  return (
    <section id={id} data-output-section="" aria-labelledby={`${id}-title`} className={className}>
      <div className="flex items-start justify-between gap-2">
        {heading}
        <button
          type="button"
          data-section-toggle=""
          aria-expanded={open}
          aria-controls={`${id}-body`}
          aria-labelledby={`${id}-toggle ${id}-title`}
          onClick={() => setOpen(!open)}
          className="-m-1 shrink-0 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <span id={`${id}-toggle`} className="sr-only">
            {open ? 'Collapse' : 'Expand'}
          </span>
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </div>
      <div id={`${id}-body`} hidden={!open} className="mt-2">
        {children}
      </div>
    </section>
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
 * them on top (each entry unfolds and scrolls to its section) and lets every section fold.
 */
export function LongOutput({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [all, setAll] = useState({ open: true, times: 0 });
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

  const show = (id: string) => {
    const target = document.getElementById(id);
    const toggle = target?.querySelector<HTMLButtonElement>('[data-section-toggle]');
    if (!target || !toggle) return;
    if (toggle.getAttribute('aria-expanded') === 'false') toggle.click();
    target.scrollIntoView({ block: 'start' });
    toggle.focus();
  };

  return (
    <SectionsContext.Provider value={{ collapsible: long, startOpen, all }}>
      {long && (
        <nav aria-label="Sections of this output" className="rounded-xl border bg-card p-4 text-sm">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">Contents ({entries.length} sections)</p>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setAll(({ times }) => ({ open: true, times: times + 1 }))}
              >
                Expand all
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setAll(({ times }) => ({ open: false, times: times + 1 }))}
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
