/**
 * A model's structured answer while it streams (issue 28 point 3): whatever sections it has
 * written so far, each item by its first words. It is not yet checked against the tool's
 * schema nor finished (figures, sources), so it is shown as a preview; the saved output
 * replaces it.
 */
type Props = { content: Record<string, unknown> };

/** Keys a reader does not need while the answer is being written. */
const HIDDEN = new Set(['summary', 'sources', 'assumptions']);
const ITEMS_SHOWN = 6;

const humanize = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The words an item is known by: itself if text, else its first non-empty text field. */
function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return null;
  if (value && typeof value === 'object')
    for (const field of Object.values(value)) {
      const text = typeof field === 'string' ? field.trim() : '';
      if (text) return text;
    }
  return null;
}

function sectionItems(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(firstText).filter((t): t is string => t !== null);
  const text = firstText(value);
  return text ? [text] : [];
}

export function PartialOutput({ content }: Props) {
  const summary = typeof content.summary === 'string' ? content.summary.trim() : '';
  const sections = Object.entries(content)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => ({ key, items: sectionItems(value) }))
    .filter((s) => s.items.length > 0);
  if (!summary && sections.length === 0) return null;
  return (
    <section
      aria-label="The answer so far"
      aria-busy="true"
      className="mt-4 space-y-3 rounded-lg border border-dashed p-4 text-sm"
    >
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        The answer so far (not yet checked)
      </p>
      {summary && <p className="leading-relaxed">{summary}</p>}
      {sections.map((s) => (
        <div key={s.key}>
          <h3 className="font-medium">{humanize(s.key)}</h3>
          <ul className="ml-4 list-disc text-muted-foreground">
            {s.items.slice(0, ITEMS_SHOWN).map((item, i) => (
              <li key={i}>{item}</li>
            ))}
            {s.items.length > ITEMS_SHOWN && <li>and {s.items.length - ITEMS_SHOWN} more…</li>}
          </ul>
        </div>
      ))}
    </section>
  );
}
