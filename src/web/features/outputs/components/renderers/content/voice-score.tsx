import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { READING_LEVEL_INFO, type BrandVoiceScore } from '@/shared/brand-voice';
import type { LimitedText } from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';

export const scoreVariant = (score: number) =>
  score >= 85 ? 'success' : score >= 65 ? 'warning' : 'destructive';

/** A draft's brand-voice score and the phrases that broke the profile. */
export function VoiceScore({ voice }: { voice: BrandVoiceScore }) {
  const level = READING_LEVEL_INFO[voice.profile.reading_level];
  return (
    <section
      aria-label="Brand voice score"
      className="space-y-2 rounded-xl border bg-muted/40 p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">Brand voice</span>
        <Badge variant={scoreVariant(voice.score)} data-testid="brand-voice-score">
          {voice.score}/100
        </Badge>
        <span className="text-muted-foreground">
          Tone: {voice.profile.tone.join(', ')} · {level.label} reading level (≤{' '}
          {level.maxSentenceWords} words a sentence)
        </span>
      </div>
      {voice.used_words.length > 0 && (
        <p className="text-muted-foreground">
          Uses your vocabulary: {voice.used_words.map((w) => `“${w}”`).join(', ')}
        </p>
      )}
      {voice.issues.length === 0 ? (
        <p className="flex items-center gap-1.5 text-success">
          <CheckCircle2 className="size-4" aria-hidden="true" /> No avoided words, long sentences,
          grammar slips, filler or repeated phrases found.
        </p>
      ) : (
        <ul aria-label="Phrases that break the brand voice" className="space-y-1.5">
          {voice.issues.map((issue, i) => (
            <li key={i} className="flex gap-2">
              <AlertTriangle
                className="mt-0.5 size-4 shrink-0 text-warning-text"
                aria-hidden="true"
              />
              <span>
                {issue.kind === 'long_sentence' || issue.kind === 'grammar' ? (
                  <q className="italic">{issue.phrase}</q>
                ) : (
                  <strong>{issue.phrase}</strong>
                )}{' '}
                <span className="text-muted-foreground">— {issue.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "42/60" against a limit, red when over it. */
export function LimitCount({ count, limit }: { count: number; limit: number }) {
  const over = count > limit;
  return (
    <span
      className={cn(
        'whitespace-nowrap text-xs tabular-nums',
        over ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
      aria-label={`${count.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} characters${over ? ', over the limit' : ''}`}
    >
      {count.toLocaleString('en-US')}/{limit.toLocaleString('en-US')}
      {over && ' · over the limit'}
    </span>
  );
}

/** A limited text with its count. */
export function Limited({ label, value }: { label: string; value: LimitedText }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {label}
        </span>
        <LimitCount count={value.char_count} limit={value.limit} />
      </div>
      <p className="text-sm">{value.text}</p>
    </div>
  );
}
