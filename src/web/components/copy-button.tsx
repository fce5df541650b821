import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';

/** Copies a value to the clipboard and says so for a moment. With text, the text names it; without, the label does. */
export function CopyButton({
  value,
  label,
  children,
}: {
  value: string;
  label?: string;
  children?: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it instead.' });
    }
  };
  const Icon = copied ? Check : Copy;
  if (!children) {
    return (
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={copied ? 'Copied' : (label ?? 'Copy')}
        onClick={() => void copy()}
      >
        <Icon aria-hidden="true" className={copied ? 'text-success' : undefined} />
      </Button>
    );
  }
  return (
    <Button type="button" variant="outline" onClick={() => void copy()}>
      <Icon aria-hidden="true" className={copied ? 'text-success' : undefined} />
      {copied ? 'Copied' : children}
    </Button>
  );
}
