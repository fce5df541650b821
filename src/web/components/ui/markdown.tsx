import ReactMarkdown, { type Components } from 'react-markdown';
import { cn } from '@/web/lib/utils';

const SAFE_HREF = /^(?:https?:|mailto:)/i;

// Agent text is untrusted: no raw HTML (react-markdown escapes it without rehype-raw), links
// only to the web or mail, and always without an opener or referrer.
const components: Components = {
  a: ({ href, children }) =>
    href && SAFE_HREF.test(href) ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => <span>{alt}</span>,
  h1: ({ children }) => <p className="font-semibold">{children}</p>,
  h2: ({ children }) => <p className="font-semibold">{children}</p>,
  h3: ({ children }) => <p className="font-semibold">{children}</p>,
  ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="space-y-1 border-l-2 border-primary/40 pl-3 text-muted-foreground">
      {children}
    </blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">{children}</code>
  ),
};

/** An agent's Markdown (bold, lists, links) rendered as text: the way its answers are written. */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn('space-y-2 break-words [&_strong]:font-semibold', className)}>
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
