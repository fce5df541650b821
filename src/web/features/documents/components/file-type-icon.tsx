import { FileSpreadsheet, FileText, FileType2 } from 'lucide-react';
import { cn } from '@/web/lib/utils';

const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
  'text/markdown': 'MD',
  'text/csv': 'CSV',
};

export const fileTypeLabel = (mimeType: string) => LABELS[mimeType] ?? 'File';

export function FileTypeIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  const Icon =
    mimeType === 'text/csv'
      ? FileSpreadsheet
      : mimeType === 'application/pdf'
        ? FileType2
        : FileText;
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-primary',
        className,
      )}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
