import type { HighlightSegment } from '@/shared/documents';

/** Search hits as <mark>, everything else as plain text: segments are rendered, never parsed as HTML. */
export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark
            key={index}
            className="rounded-sm bg-warning/40 px-0.5 font-semibold text-foreground"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
