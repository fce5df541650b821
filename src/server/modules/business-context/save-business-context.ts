import { eq } from 'drizzle-orm';
import type { businessContextSchema } from '@/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { businessContexts, organizations } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { MESSAGES } from '@/shared/messages';

type Input = z.output<typeof businessContextSchema>;

/** Saves the organization's business context and completes its onboarding. */
export function saveBusinessContext(db: Db, opts: { orgId: string; userId: string; input: Input }) {
  return withTenant(db, opts, async (tx) => {
    const [organization] = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, opts.orgId));
    if (!organization) throw new AppError('not_found', MESSAGES.onboarding.orgNotFound);
    const values = {
      companyName: opts.input.companyName || organization.name,
      industry: opts.input.industry,
      companySize: opts.input.companySize,
      description: opts.input.description ?? null,
      updatedBy: opts.userId,
      updatedAt: new Date(),
    };
    const [saved] = await tx
      .insert(businessContexts)
      .values({ orgId: opts.orgId, ...values })
      .onConflictDoUpdate({ target: businessContexts.orgId, set: values })
      .returning();
    await tx
      .update(organizations)
      .set({ onboardingCompletedAt: new Date(), updatedAt: new Date() })
      .where(eq(organizations.id, opts.orgId));
    return saved!;
  });
}

export function getBusinessContext(db: Db, opts: { orgId: string; userId: string }) {
  return withTenant(db, opts, async (tx) => {
    const [row] = await tx
      .select()
      .from(businessContexts)
      .where(eq(businessContexts.orgId, opts.orgId));
    return row ?? null;
  });
}

/** 'Skip for Now': the organization is onboarded without a business context. */
export function skipOnboarding(db: Db, opts: { orgId: string; userId: string }) {
  return withTenant(db, opts, async (tx) => {
    await tx
      .update(organizations)
      .set({ onboardingCompletedAt: new Date(), updatedAt: new Date() })
      .where(eq(organizations.id, opts.orgId));
  });
}
