import {
  brandComparisonSchema,
  DIFFERENCE_ASPECT_LABELS,
  type BrandComparison,
  type PricePositionFinding,
} from '@/shared/brand-comparison';
import { READING_LEVEL_INFO } from '@/shared/brand-voice';
import { Badge } from '@/web/components/ui/badge';
import { GenericRenderer } from '../generic-renderer';
import { Panel } from '../parts';

const PRICE_LABELS = { premium: 'Premium', value: 'Value', unstated: 'Not stated' } as const;

function PriceBadge({ price }: { price: PricePositionFinding }) {
  return (
    <Badge variant={price.position === 'unstated' ? 'outline' : 'secondary'}>
      Price: {PRICE_LABELS[price.position]}
      {price.evidence && ` (“${price.evidence}”)`}
    </Badge>
  );
}

function Words({ label, words }: { label: string; words: string[] }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      {words.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {words.map((w) => (
            <li key={w}>
              <Badge variant="outline">{w}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">None recorded</p>
      )}
    </div>
  );
}

/**
 * The brand beside its competitors: the brand's voice and positioning first, then one card
 * per competitor with the differences, each a sentence on the stored records. Used by the
 * /brand-comparison page and by a saved comparison under /outputs.
 */
export function BrandComparisonView({ comparison }: { comparison: BrandComparison }) {
  const { brand, competitors } = comparison;
  return (
    <div className="space-y-4">
      <Panel title={`Your brand: ${brand.name}`} tone="primary">
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {brand.industry && <Badge variant="secondary">{brand.industry}</Badge>}
            <PriceBadge price={brand.price} />
            <Badge variant="outline">
              Reading level: {READING_LEVEL_INFO[brand.voice.reading_level].label}
            </Badge>
          </div>
          <p className="text-sm">
            <span className="font-medium">Value proposition: </span>
            {brand.value_proposition ?? (
              <span className="text-muted-foreground">Not stated in the business context</span>
            )}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <Words label="Tone" words={brand.voice.tone} />
            <Words label="Words to use" words={brand.voice.use} />
            <Words label="Words to avoid" words={brand.voice.avoid} />
          </div>
          <Words label="Channels in your campaigns" words={brand.channels} />
          <p className="text-xs text-muted-foreground">{brand.voice_source}</p>
        </div>
      </Panel>

      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Competitors">
        {competitors.map((c) => (
          <li key={c.id}>
            <section
              aria-labelledby={`competitor-${c.id}`}
              className="h-full space-y-3 rounded-xl border bg-card p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 id={`competitor-${c.id}`} className="text-base font-semibold">
                  {c.name}
                </h3>
                <PriceBadge price={c.price} />
              </div>
              {c.website && (
                <a
                  href={c.website}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="break-all text-sm text-primary hover:underline"
                >
                  {c.website}
                </a>
              )}
              <div>
                <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  Differences
                </h4>
                <ul className="space-y-2 text-sm">
                  {c.differences.map((d, i) => (
                    <li key={i}>
                      <span className="font-medium">{DIFFERENCE_ASPECT_LABELS[d.aspect]}: </span>
                      {d.text}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BrandComparisonRenderer({ content }: { content: Record<string, unknown> }) {
  const parsed = brandComparisonSchema.safeParse(content);
  if (!parsed.success) return <GenericRenderer content={content} />;
  return <BrandComparisonView comparison={parsed.data} />;
}
