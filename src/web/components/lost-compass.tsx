/** The 404 pages' compass, its needle pointing nowhere in particular; drawn inline so the page needs no request. */
export function LostCompass({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <circle cx="80" cy="80" r="74" className="fill-accent stroke-primary/20" strokeWidth="2" />
      <circle cx="80" cy="80" r="56" className="fill-card stroke-border" strokeWidth="2" />
      {[0, 90, 180, 270].map((angle) => (
        <line
          key={angle}
          x1="80"
          y1="30"
          x2="80"
          y2="38"
          className="stroke-muted-foreground/50"
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${angle} 80 80)`}
        />
      ))}
      <g transform="rotate(-28 80 80)">
        <path d="M80 36 L90 80 L80 80 Z" className="fill-primary" />
        <path d="M80 36 L70 80 L80 80 Z" className="fill-primary/70" />
        <path d="M80 124 L70 80 L80 80 Z" className="fill-muted-foreground/40" />
        <path d="M80 124 L90 80 L80 80 Z" className="fill-muted-foreground/25" />
      </g>
      <circle cx="80" cy="80" r="6" className="fill-card stroke-primary" strokeWidth="3" />
    </svg>
  );
}
