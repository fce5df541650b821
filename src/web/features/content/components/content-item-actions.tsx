import { CalendarDays, Check, Copy, Download, FilePlus2, Pencil, Undo2 } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  copyFields,
  draftText,
  scoreBrandVoice,
  setAtPath,
  type BrandVoiceProfile,
} from '@/shared/brand-voice';
import { contentMarkdown } from '@/shared/content-markdown';
import { CONTENT_TOOLS, type ContentItem } from '@/shared/content';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/input';
import { useBrandVoice } from '../api/brand-voice';
import { useUpdateContentItem } from '../api/content-items';
import { useCreateTemplate } from '../api/templates';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'content';

export const itemMarkdown = (item: ContentItem) =>
  contentMarkdown(item.tool, item.content, item.title) ??
  `# ${item.title}\n\n${item.summary ?? ''}\n`;

export async function copyItem(item: ContentItem) {
  try {
    await navigator.clipboard.writeText(itemMarkdown(item));
    toast.success('Copied to the clipboard as Markdown');
  } catch {
    toast.error('The clipboard is not available in this browser');
  }
}

export function exportItem(item: ContentItem) {
  const url = URL.createObjectURL(new Blob([itemMarkdown(item)], { type: 'text/markdown' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${slug(item.title)}.md`;
  a.click();
  URL.revokeObjectURL(url);
}

/** What can be done with a draft: copy, export, and for writers approve, schedule, edit, template. */
export function ContentItemActions({ item, canWrite }: { item: ContentItem; canWrite: boolean }) {
  const update = useUpdateContentItem();
  const [editing, setEditing] = useState(false);
  const [templating, setTemplating] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const approved = item.status === 'approved';
  const setStatus = async () => {
    try {
      await update.mutateAsync({ id: item.id, input: { status: approved ? 'draft' : 'approved' } });
      toast.success(approved ? 'Back to draft' : 'Approved');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The status could not be changed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void copyItem(item)}
        aria-label={`Copy “${item.title}”`}
      >
        <Copy aria-hidden="true" /> Copy
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => exportItem(item)}
        aria-label={`Export “${item.title}” as Markdown`}
      >
        <Download aria-hidden="true" /> Export .md
      </Button>
      {canWrite && (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={`Edit “${item.title}”`}
          >
            <Pencil aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setScheduling(true)}
            aria-label={`Schedule “${item.title}”`}
          >
            <CalendarDays aria-hidden="true" />{' '}
            {item.scheduled_for ? `Scheduled ${item.scheduled_for}` : 'Schedule'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setTemplating(true)}
            aria-label={`Save “${item.title}” as a template`}
          >
            <FilePlus2 aria-hidden="true" /> Save as template
          </Button>
          <Button
            size="sm"
            variant={approved ? 'outline' : 'default'}
            loading={update.isPending && update.variables?.input.status !== undefined}
            onClick={() => void setStatus()}
            aria-label={approved ? `Move “${item.title}” back to draft` : `Approve “${item.title}”`}
          >
            {approved ? <Undo2 aria-hidden="true" /> : <Check aria-hidden="true" />}
            {approved ? 'Back to draft' : 'Approve'}
          </Button>
        </>
      )}
      {editing && <DraftEditor item={item} onClose={() => setEditing(false)} />}
      {templating && <TemplateDialog item={item} onClose={() => setTemplating(false)} />}
      {scheduling && <ScheduleDialog item={item} onClose={() => setScheduling(false)} />}
    </div>
  );
}

function ScheduleDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const update = useUpdateContentItem();
  const [day, setDay] = useState(item.scheduled_for ?? '');
  const save = async (value: string | null) => {
    try {
      await update.mutateAsync({ id: item.id, input: { scheduled_for: value } });
      toast.success(value ? `Scheduled for ${value}` : 'Schedule removed');
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The schedule could not be saved');
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule “{item.title}”</DialogTitle>
          <DialogDescription>Scheduled content appears on the campaign calendar.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (day) void save(day);
          }}
          className="space-y-4"
        >
          <FormField label="Publication date">
            <Input type="date" value={day} onChange={(e) => setDay(e.target.value)} required />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            {item.scheduled_for && (
              <Button type="button" variant="outline" onClick={() => void save(null)}>
                Remove the date
              </Button>
            )}
            <Button type="submit" disabled={!day} loading={update.isPending}>
              Save date
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TemplateDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const create = useCreateTemplate();
  const [name, setName] = useState(
    `${CONTENT_TOOLS[item.tool].label} like “${item.title.slice(0, 40)}”`,
  );
  const [error, setError] = useState<string>();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Name the template');
    try {
      await create.mutateAsync({ output_id: item.output_id, name: name.trim() });
      toast.success('Template saved: find it on the templates page');
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The template could not be saved');
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save as a template</DialogTitle>
          <DialogDescription>
            The draft’s structure becomes a {CONTENT_TOOLS[item.tool].label.toLowerCase()} template
            for your team.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <FormField label="Template name" error={error}>
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" loading={create.isPending}>
              Save template
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Edits every piece of copy of a draft, with its brand-voice score recomputed as you type. */
function DraftEditor({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const update = useUpdateContentItem();
  const voice = useBrandVoice();
  const [content, setContent] = useState(item.content);
  const fields = useMemo(() => copyFields(item.content), [item.content]);
  const profile =
    voice.data?.profile ??
    (item.content.brand_voice as { profile?: BrandVoiceProfile } | undefined)?.profile ??
    null;
  const live = profile ? scoreBrandVoice(draftText(content), profile) : null;
  const read = (path: (string | number)[]) =>
    path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], content) as string;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const result = await update.mutateAsync({ id: item.id, input: { content } });
      const learned = result.learned.map(
        (l) => `“${l.word}” joined ${l.list === 'use' ? '“use”' : '“avoid”'}`,
      );
      toast.success(['Draft saved', ...learned].join('. '));
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The draft could not be saved');
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit “{item.title}”</DialogTitle>
          <DialogDescription>
            Counts and the brand-voice score are recomputed when you save; the brand voice learns
            from the words you add and delete.
          </DialogDescription>
        </DialogHeader>
        {live && (
          <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
            Brand voice as you type:
            <Badge
              variant={live.score >= 85 ? 'success' : live.score >= 65 ? 'warning' : 'destructive'}
            >
              {live.score}/100
            </Badge>
            {live.issues.length > 0 && (
              <span className="text-muted-foreground">
                {live.issues
                  .map((i) => (i.kind === 'long_sentence' ? 'a long sentence' : `“${i.phrase}”`))
                  .join(', ')}
              </span>
            )}
          </p>
        )}
        <form noValidate onSubmit={(e) => void save(e)} className="space-y-3">
          {fields.map((f) => (
            <FormField
              key={f.path.join('.')}
              label={f.label.charAt(0).toUpperCase() + f.label.slice(1)}
            >
              <Textarea
                value={read(f.path) ?? ''}
                rows={f.text.length > 160 ? 5 : 2}
                onChange={(e) => setContent((c) => setAtPath(c, f.path, e.target.value))}
              />
            </FormField>
          ))}
          <div className="sticky bottom-0 flex justify-end gap-2 bg-card pt-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save draft
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
