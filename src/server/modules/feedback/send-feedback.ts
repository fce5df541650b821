import { eq } from 'drizzle-orm';
import type { FeedbackCategory } from '@/shared/feedback';
import { hasPerk, levelFromXp } from '@/shared/progress';
import type { AppContext, Caller } from '../../context';
import { feedback, organizations, userProgress, users } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { feedbackEmail } from './feedback-email';

type Input = { category: FeedbackCategory; message: string; pageUrl?: string | null | undefined };

/**
 * Stores the feedback in the caller's organization and e-mails it to every platform admin.
 * The feedback is kept even when a delivery fails; the answer says how many were sent.
 */
export async function sendFeedback(
  ctx: AppContext,
  opts: { caller: Caller & { orgId: string }; input: Input },
) {
  const { caller, input } = opts;
  const pageUrl = absolute(input.pageUrl || null, ctx.config.appUrl);
  const stored = await withTenant(
    ctx.db,
    { orgId: caller.orgId, userId: caller.userId },
    async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({
          orgId: caller.orgId,
          userId: caller.userId,
          category: input.category,
          message: input.message,
          pageUrl,
        })
        .returning({ id: feedback.id, createdAt: feedback.createdAt });
      const [organization] = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, caller.orgId));
      const [progress] = await tx
        .select({ totalXp: userProgress.totalXp })
        .from(userProgress)
        .where(eq(userProgress.userId, caller.userId));
      return {
        ...row!,
        organization: organization?.name ?? '',
        level: levelFromXp(progress?.totalXp ?? 0).level,
      };
    },
  );

  // Platform admins are not tenant data: they are read outside the organization's scope.
  const admins = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isPlatformAdmin, true));
  const email = feedbackEmail({
    category: input.category,
    message: input.message,
    pageUrl,
    from: {
      name: caller.name,
      email: caller.email,
      organization: stored.organization,
      level: stored.level,
    },
    priority: hasPerk(stored.level, 'priority_support'),
  });
  let emailed = 0;
  for (const admin of admins) {
    try {
      await ctx.mailer.send(admin.email, email);
      emailed += 1;
    } catch (error) {
      ctx.logger.error({ err: error, feedbackId: stored.id }, 'feedback e-mail failed');
    }
  }
  return { id: stored.id, createdAt: stored.createdAt.toISOString(), emailed };
}

/** A path such as /dashboard becomes a link into this installation. */
function absolute(pageUrl: string | null, appUrl: string) {
  if (!pageUrl) return null;
  return pageUrl.startsWith('/') ? new URL(pageUrl, appUrl).toString() : pageUrl;
}
