import { confidenceTone, type ConfidenceTone } from '@/shared/context-extraction';
import { cn } from '@/web/lib/utils';

const TONE_CLASSES: Record<ConfidenceTone, string> = {
  high: 'border-success/40 bg-success/15 text-success',
  medium: 'border-warning/60 bg-warning/20 text-warning-text',
  low: 'border-destructive/30 bg-destructive/10 text-destructive',
};
const TONE_WORDS: Record<ConfidenceTone, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Seed 001 §5: green at 0.8 or above, yellow at 0.6 or above, red below; the percentage is always written too. */
export function ConfidenceBadge({ score, className }: { score: number; className?: string }) {
  const tone = confidenceTone(score);
  const percent = Math.round(score * 100);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONE_CLASSES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {TONE_WORDS[tone]} confidence: {percent}%
    </span>
  );
}
