import { Pencil, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  BRAND_VOICE_PENALTIES,
  brandVoiceProfileSchema,
  LEARN_THRESHOLD,
  READING_LEVEL_INFO,
  READING_LEVELS,
  type BrandVoiceProfile,
  type ReadingLevel,
} from '@/shared/brand-voice';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { LoadingState } from '@/web/components/ui/spinner';
import { useBrandVoice, useUpdateBrandVoice } from '../api/brand-voice';

const split = (value: string) =>
  value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean);

function Chips({
  items,
  empty,
  tone,
}: {
  items: string[];
  empty: string;
  tone: 'success' | 'destructive';
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((w) => (
        <li key={w}>
          <Badge variant={tone}>{w}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The organization's brand voice: what it is, how drafts are scored, and (for writers) its editor. */
export function BrandVoicePanel({ canWrite }: { canWrite: boolean }) {
  const voice = useBrandVoice();
  const [editing, setEditing] = useState(false);
  return (
    <Card role="region" aria-labelledby="brand-voice-heading">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id="brand-voice-heading" className="text-lg">
            Brand voice
          </CardTitle>
          <CardDescription>
            Every draft is scored against it: −{BRAND_VOICE_PENALTIES.avoidWord} for each word to
            avoid, −{BRAND_VOICE_PENALTIES.longSentence} for each sentence over the reading level, −
            {BRAND_VOICE_PENALTIES.noUseWords} when none of your vocabulary appears, −
            {BRAND_VOICE_PENALTIES.grammar} for each grammar slip (“a” or “an” wrong, a sentence in
            lower case, doubled punctuation or words), −{BRAND_VOICE_PENALTIES.filler} for each
            filler phrase and −{BRAND_VOICE_PENALTIES.repeated} for each six words said twice.
          </CardDescription>
        </div>
        {canWrite && voice.data && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Edit brand voice
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {voice.isPending ? (
          <LoadingState label="Loading the brand voice..." />
        ) : voice.isError ? (
          <ErrorState message={voice.error.message} onRetry={() => void voice.refetch()} />
        ) : editing ? (
          <VoiceForm profile={voice.data.profile} onDone={() => setEditing(false)} />
        ) : (
          <div className="space-y-4 text-sm">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <dt className="font-medium">Tone</dt>
                <dd>{voice.data.profile.tone.join(', ')}</dd>
              </div>
              <div className="space-y-1">
                <dt className="font-medium">Reading level</dt>
                <dd>
                  {READING_LEVEL_INFO[voice.data.profile.reading_level].label}:{' '}
                  <span className="text-muted-foreground">
                    {READING_LEVEL_INFO[voice.data.profile.reading_level].description}
                  </span>
                </dd>
              </div>
              <div className="space-y-1">
                <dt className="font-medium">Vocabulary to use</dt>
                <dd>
                  <Chips items={voice.data.profile.use} empty="None yet." tone="success" />
                </dd>
              </div>
              <div className="space-y-1">
                <dt className="font-medium">Vocabulary to avoid</dt>
                <dd>
                  <Chips items={voice.data.profile.avoid} empty="None yet." tone="destructive" />
                </dd>
              </div>
            </dl>
            <p className="flex items-start gap-2 text-xs text-muted-foreground">
              <Sparkles className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span>
                {voice.data.derived_from}. It learns from your edits: a word you add to drafts{' '}
                {LEARN_THRESHOLD} times joins “use”, a word you delete {LEARN_THRESHOLD} times joins
                “avoid”.
                {voice.data.learned.length > 0 &&
                  ` Learned lately: ${voice.data.learned
                    .slice(0, 5)
                    .map((l) => `“${l.word}” (${l.list})`)
                    .join(', ')}.`}
              </span>
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function VoiceForm({ profile, onDone }: { profile: BrandVoiceProfile; onDone: () => void }) {
  const update = useUpdateBrandVoice();
  const [tone, setTone] = useState(profile.tone.join(', '));
  const [use, setUse] = useState(profile.use.join(', '));
  const [avoid, setAvoid] = useState(profile.avoid.join(', '));
  const [level, setLevel] = useState<ReadingLevel>(profile.reading_level);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = brandVoiceProfileSchema.safeParse({
      tone: split(tone),
      use: split(use),
      avoid: split(avoid),
      reading_level: level,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      toast.success('Brand voice saved');
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The brand voice could not be saved');
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormField label="Tone" hint="A few words, separated by commas." error={errors.tone}>
        <Input value={tone} onChange={(e) => setTone(e.target.value)} maxLength={300} />
      </FormField>
      <FormField label="Reading level" hint={READING_LEVEL_INFO[level].description}>
        <NativeSelect value={level} onChange={(e) => setLevel(e.target.value as ReadingLevel)}>
          {READING_LEVELS.map((l) => (
            <option key={l} value={l}>
              {READING_LEVEL_INFO[l].label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Vocabulary to use"
        hint="Words and phrases, separated by commas."
        error={errors.use}
      >
        <Textarea value={use} onChange={(e) => setUse(e.target.value)} rows={3} />
      </FormField>
      <FormField
        label="Vocabulary to avoid"
        hint="Words and phrases, separated by commas."
        error={errors.avoid}
      >
        <Textarea value={avoid} onChange={(e) => setAvoid(e.target.value)} rows={3} />
      </FormField>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save brand voice
        </Button>
      </div>
    </form>
  );
}
