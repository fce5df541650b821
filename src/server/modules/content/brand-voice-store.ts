/**
 * The organization's brand voice row: derived from the business context at first read,
 * edited by the user, and taught by the user's edits to drafts (rule in src/shared/brand-voice.ts).
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

async function readRow(tx: Tx, orgId: string): Promise<Row | undefined> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select tone, vocabulary_use, vocabulary_avoid, reading_level, derived_from, learning, learned, updated_at
        from brand_voice_profiles where org_id = ${orgId}`,
  );
  return row;
}

/** The organization's brand voice, derived from its business context the first time. */
export async function ensureBrandVoice(tx: Tx, orgId: string): Promise<BrandVoice> {
  const existing = await readRow(tx, orgId);
  if (existing) return toVoice(existing);
  const ctx = await loadAgentContext(tx, { orgId, sessionId: null, campaignId: null });
  const profile = deriveBrandVoice({
    company: ctx.company,
    industry: ctx.industryKnown ? ctx.industry : null,
    description: ctx.description,
    uniqueValue: ctx.uniqueValue,
    offers: ctx.offers,
    audience: ctx.audienceKnown ? ctx.audience : null,
  });
  const from = `Derived from the business context of ${ctx.company} (${ctx.industry})`;
  await tx.execute(sql`insert into brand_voice_profiles (org_id, tone, vocabulary_use, vocabulary_avoid, reading_level, derived_from, learning, learned)
    values (${orgId}, ${pgArray(profile.tone)}, ${pgArray(profile.use)}, ${pgArray(profile.avoid)}, ${profile.reading_level},
      ${from}, ${JSON.stringify(emptyLearning())}::jsonb, '[]'::jsonb)
    on conflict (org_id) do nothing`);
  return toVoice((await readRow(tx, orgId))!);
}

const pgArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

export async function saveBrandVoice(
  tx: Tx,
  orgId: string,
  userId: string,
  profile: BrandVoiceProfile,
): Promise<BrandVoice> {
  await ensureBrandVoice(tx, orgId);
  const dedupe = (items: string[]) =>
    items.filter((w, i) => items.findIndex((x) => x.toLowerCase() === w.toLowerCase()) === i);
  await tx.execute(sql`update brand_voice_profiles set tone = ${pgArray(dedupe(profile.tone))},
      vocabulary_use = ${pgArray(dedupe(profile.use))}, vocabulary_avoid = ${pgArray(dedupe(profile.avoid))},
      reading_level = ${profile.reading_level}, derived_from = 'Edited by your team', updated_by = ${userId}, updated_at = now()
    where org_id = ${orgId}`);
  return toVoice((await readRow(tx, orgId))!);
}

/** Teaches the profile one edit of a draft; answers the new profile and what joined a list. */
export async function learnFromDraftEdit(
  tx: Tx,
  orgId: string,
  before: string,
  after: string,
): Promise<{ profile: BrandVoiceProfile; changes: VoiceChange[] }> {
  await ensureBrandVoice(tx, orgId);
  const row = (await readRow(tx, orgId))!;
  const current = toVoice(row).profile;
  const learned = learnFromEdit(current, row.learning ?? emptyLearning(), before, after);
  const history = [...learned.changes, ...(row.learned ?? [])].slice(0, 20);
  await tx.execute(sql`update brand_voice_profiles set vocabulary_use = ${pgArray(learned.profile.use)},
      vocabulary_avoid = ${pgArray(learned.profile.avoid)}, learning = ${JSON.stringify(learned.learning)}::jsonb,
      learned = ${JSON.stringify(history)}::jsonb, updated_at = now()
    where org_id = ${orgId}`);
  return { profile: learned.profile, changes: learned.changes };
}
