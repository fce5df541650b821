/**
 * The brand voice of a run's subject (run-subject.ts): the organization's own, or, for work
 * done for an agency's client, the client's (issue 26; migration 0049), so a client's drafts
 * never take the agency's voice nor another client's. Each is derived from its subject's
 * business context at first read, edited by the user, and taught by the user's edits to that
 * subject's drafts (rule in src/shared/brand-voice.ts).
 */
import { sql } from 'drizzle-orm';
import {
  brandVoiceProfileSchema,
  deriveBrandVoice,
  emptyLearning,
  learnFromEdit,
  type BrandVoice,
  type BrandVoiceProfile,
  type VoiceChange,
  type VoiceLearning,
} from '@/shared/brand-voice';
import { queryRows, type Tx } from '../../db/client';
import { loadAgentContext } from '../../agents/engine/load-context';
import { ofSubject as ofClient, type RunSubject } from '../../agents/engine/run-subject';

type Row = {
  tone: string[];
  vocabulary_use: string[];
  vocabulary_avoid: string[];
  reading_level: string;
  derived_from: string;
  learning: VoiceLearning | null;
  learned: VoiceChange[] | null;
  updated_at: string | Date;
};

const toVoice = (row: Row): BrandVoice => ({
  profile: brandVoiceProfileSchema.parse({
    tone: row.tone,
    use: row.vocabulary_use,
    avoid: row.vocabulary_avoid,
    reading_level: row.reading_level,
  }),
  derived_from: row.derived_from,
  learned: row.learned ?? [],
  updated_at: new Date(row.updated_at).toISOString(),
});

/** The row of exactly this subject: a client's, or the organization's own (no client). */
const ofSubject = (s: RunSubject) => sql`org_id = ${s.orgId}::uuid and ${ofClient(s)}`;

async function readRow(tx: Tx, subject: RunSubject): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select tone, vocabulary_use, vocabulary_avoid, reading_level, derived_from, learning, learned, updated_at
        from brand_voice_profiles where ${ofSubject(subject)}`,
  );
  return row;
}

/** The subject's brand voice, derived from its business context the first time. */
export async function ensureBrandVoice(tx: Tx, subject: RunSubject): Promise<BrandVoice> {
  const existing = await readRow(tx, subject);
  if (existing) return toVoice(existing);
  const ctx = await loadAgentContext(tx, {
    orgId: subject.orgId,
    sessionId: null,
    campaignId: null,
    clientId: subject.clientId,
  });
  const profile = deriveBrandVoice({
    company: ctx.company,
    industry: ctx.industryKnown ? ctx.industry : null,
    description: ctx.description,
    uniqueValue: ctx.uniqueValue,
    offers: ctx.offers,
    audience: ctx.audienceKnown ? ctx.audience : null,
  });
  const from = `Derived from the business context of ${ctx.company} (${ctx.industry})`;
  // A concurrent first read may have written it: the unique (org_id, client_id) keeps one.
  await tx.execute(sql`insert into brand_voice_profiles (org_id, client_id, tone, vocabulary_use, vocabulary_avoid, reading_level, derived_from, learning, learned)
    values (${subject.orgId}, ${subject.clientId}, ${pgArray(profile.tone)}, ${pgArray(profile.use)}, ${pgArray(profile.avoid)}, ${profile.reading_level},
      ${from}, ${JSON.stringify(emptyLearning())}::jsonb, '[]'::jsonb)
    on conflict do nothing`);
  return toVoice((await readRow(tx, subject))!);
}

const pgArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function saveBrandVoice(
  tx: Tx,
  subject: RunSubject,
  userId: string,
  profile: BrandVoiceProfile,
): Promise<BrandVoice> {
  await ensureBrandVoice(tx, subject);
  const dedupe = (items: string[]) =>
    items.filter((w, i) => items.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i);
  await tx.execute(sql`update brand_voice_profiles set tone = ${pgArray(dedupe(profile.tone))},
      vocabulary_use = ${pgArray(dedupe(profile.use))}, vocabulary_avoid = ${pgArray(dedupe(profile.avoid))},
      reading_level = ${profile.reading_level}, derived_from = 'Edited by your team', updated_by = ${userId}, updated_at = now()
    where ${ofSubject(subject)}`);
  return toVoice((await readRow(tx, subject))!);
}

/**
 * Teaches the profile one edit of a draft (the voice of the draft's subject: a client's draft
 * teaches the client's voice); answers the new profile and what joined a list.
 */
export async function learnFromDraftEdit(
  tx: Tx,
  subject: RunSubject,
  before: string,
  after: string,
): Promise<{ profile: BrandVoiceProfile; changes: VoiceChange[] }> {
  await ensureBrandVoice(tx, subject);
  const row = (await readRow(tx, subject))!;
  const current = toVoice(row).profile;
  const learned = learnFromEdit(current, row.learning ?? emptyLearning(), before, after);
  const history = [...learned.changes, ...(row.learned ?? [])].slice(0, 20);
  await tx.execute(sql`update brand_voice_profiles set vocabulary_use = ${pgArray(learned.profile.use)},
      vocabulary_avoid = ${pgArray(learned.profile.avoid)}, learning = ${JSON.stringify(learned.learning)}::jsonb,
      learned = ${JSON.stringify(history)}::jsonb, updated_at = now()
    where ${ofSubject(subject)}`);
  return { profile: learned.profile, changes: learned.changes };
}
