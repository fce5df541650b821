import { z } from 'zod';
import {
  COMPETITOR_LIMITS as LIMITS,
  COMPETITOR_MESSAGES as M,
  isWebAddress,
  type Competitor,
  type CreateCompetitorInput,
} from '@/shared/competitive-intelligence';

/** One item per line, as the form's text areas take strengths and weaknesses. */
const lines = (field: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((items) => items.length <= LIMITS.listItemsMax, M.tooManyItems(field))
    .refine((items) => items.every((i) => i.length <= LIMITS.listItemMax), M.itemTooLong(field));

/** "acme.com" is read as https://acme.com; anything with another scheme must be http(s). */
const withScheme = (v: string) =>
  v === '' || v.includes('://') || v.includes(':') ? v : `https://${v}`;

/** The form's values as typed, checked with the server's rules and messages. */
export const competitorFormSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(LIMITS.nameMax, M.nameTooLong),
  website: z
    .string()
    .trim()
    .max(LIMITS.websiteMax, M.websiteTooLong)
    .transform(withScheme)
    .refine((v) => v === '' || isWebAddress(v), M.websiteInvalid),
  positioning: z.string().trim().max(LIMITS.positioningMax, M.positioningTooLong),
  strengths: lines('strengths'),
  weaknesses: lines('weaknesses'),
  notes: z.string().trim().max(LIMITS.notesMax, M.notesTooLong),
});
export type CompetitorFormValues = z.input<typeof competitorFormSchema>;
export type CompetitorFormOutput = z.output<typeof competitorFormSchema>;

export const emptyCompetitorForm = (name = ''): CompetitorFormValues => ({
  name,
  website: '',
  positioning: '',
  strengths: '',
  weaknesses: '',
  notes: '',
});

export const competitorFormValues = (c: Competitor): CompetitorFormValues => ({
  name: c.name,
  website: c.website ?? '',
  positioning: c.positioning ?? '',
  strengths: c.strengths.join('\n'),
  weaknesses: c.weaknesses.join('\n'),
  notes: c.notes ?? '',
});

/** Empty texts clear a field (the API stores them as null). */
export const toCompetitorInput = (v: CompetitorFormOutput) =>
  ({
    name: v.name,
    website: v.website || null,
    positioning: v.positioning || null,
    strengths: v.strengths,
    weaknesses: v.weaknesses,
    notes: v.notes || null,
  }) satisfies CreateCompetitorInput;
