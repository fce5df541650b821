/** The gamified progress layer (seed 001 §3, §4, §6, §9): XP, levels and achievements, per user. */
import { createRoute, z } from '@hono/zod-openapi';
import { ACHIEVEMENTS } from '@/shared/progress';
import { createRouter, errorResponses, jsonResponse, requireOrgCaller } from '../../lib/http';
import { checkProgress } from './check-progress';
import { getProgress } from './get-progress';
import { unlockAchievement } from './unlock-achievement';
import { permit } from '../../lib/permissions';

const achievementSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    xp: z.number(),
    rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
  })
  .openapi('Achievement');

const progressSchema = z
  .object({
    totalXP: z.number(),
    level: z.number().openapi({ description: 'floor(totalXP / 100) + 1' }),
    progress: z.number().openapi({ description: 'totalXP mod 100' }),
    progressMax: z.number(),
    nextLevelAt: z.number().openapi({ description: 'level × 100' }),
    agentsUsed: z.number(),
    outputsSaved: z.number(),
    campaignsCompleted: z.number(),
  })
  .openapi('Progress');

const checkResultSchema = z.object({
  data: z.object({ progress: progressSchema, newlyUnlocked: z.array(achievementSchema) }),
});

export const progressRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/progress',
      operationId: 'getProgress',
      ...permit('account'),
      tags: ['Progress'],
      summary: "The caller's level, XP, counters and every achievement with its unlock date",
      responses: {
        200: jsonResponse(
          z.object({
            data: z.object({
              progress: progressSchema,
              achievements: z.array(
                achievementSchema.extend({ unlockedAt: z.string().nullable() }),
              ),
            }),
          }),
          'Progress',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      return c.json(
        {
          data: await getProgress(c.get('ctx').db, { orgId: caller.orgId, userId: caller.userId }),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/progress/check',
      operationId: 'checkProgress',
      ...permit('account'),
      tags: ['Progress'],
      summary:
        'Recompute the counters from the caller’s data and unlock what they have newly earned',
      responses: {
        200: jsonResponse(checkResultSchema, 'The progress and the achievements unlocked now'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      return c.json(
        {
          data: await checkProgress(c.get('ctx').db, {
            orgId: caller.orgId,
            userId: caller.userId,
          }),
        },
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/progress/achievements/{id}',
      operationId: 'unlockAchievement',
      ...permit('account'),
      tags: ['Progress'],
      summary: 'Unlock a directly unlocked achievement (cross_agent_share, quick_win_completed)',
      request: {
        params: z.object({
          id: z
            .string()
            .max(100)
            .openapi({
              example: 'quick_win_completed',
              description: ACHIEVEMENTS.map((a) => a.id).join(', '),
            }),
        }),
      },
      responses: {
        200: jsonResponse(
          checkResultSchema,
          'Unlocked (newlyUnlocked is empty when it already was)',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const caller = requireOrgCaller(c);
      const result = await unlockAchievement(c.get('ctx').db, {
        orgId: caller.orgId,
        userId: caller.userId,
        achievementId: c.req.valid('param').id,
      });
      return c.json({ data: result }, 200);
    },
  );
