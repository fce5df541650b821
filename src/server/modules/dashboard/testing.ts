/**
 * Test helpers: rows the dashboards count, written straight into the tables inside the
 * organization's tenant transaction (as the feature modules that own them will).
 */
import type { Db } from '../../db/client';
import {
  activityLog,
  agentOutputs,
  aiInteractions,
  campaignDailyMetrics,
  campaigns,
  clients,
  documents,
} from '../../db/schema';
import { withTenant } from '../../db/tenant';

type Owner = { orgId: string; userId: string };

export function seedFor(db: Db, owner: Owner) {
  const tenant = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(db, owner, fn);
  return {
    campaign: (values: Partial<typeof campaigns.$inferInsert> = {}) =>
      tenant(async (tx) => {
        const [row] = await tx
          .insert(campaigns)
          .values({ orgId: owner.orgId, createdBy: owner.userId, name: 'Spring Launch', ...values })
          .returning();
        return row!;
      }),
    client: (values: Partial<typeof clients.$inferInsert> = {}) =>
      tenant(async (tx) => {
        const [row] = await tx
          .insert(clients)
          .values({ orgId: owner.orgId, name: 'Blue Fern Dental', ...values })
          .returning();
        return row!;
      }),
    output: (agentType: string, values: Partial<typeof agentOutputs.$inferInsert> = {}) =>
      tenant(async (tx) => {
        const [row] = await tx
          .insert(agentOutputs)
          .values({
            orgId: owner.orgId,
            createdBy: owner.userId,
            agentType,
            outputType: `${agentType}_report`,
            title: `${agentType} output`,
            ...values,
          })
          .returning();
        return row!;
      }),
    document: (values: Partial<typeof documents.$inferInsert> = {}) =>
      tenant(async (tx) => {
        const [row] = await tx
          .insert(documents)
          .values({
            orgId: owner.orgId,
            title: 'Brand guide',
            filename: 'brand.pdf',
            mimeType: 'application/pdf',
            ...values,
          })
          .returning();
        return row!;
      }),
    interactions: (count: number, agentType = 'strategy') =>
      tenant(async (tx) => {
        await tx.insert(aiInteractions).values(
          Array.from({ length: count }, () => ({
            orgId: owner.orgId,
            userId: owner.userId,
            agentType,
          })),
        );
      }),
    dailyMetrics: (
      campaignId: string,
      values: Partial<typeof campaignDailyMetrics.$inferInsert> = {},
    ) =>
      tenant(async (tx) => {
        await tx
          .insert(campaignDailyMetrics)
          .values({ orgId: owner.orgId, campaignId, date: '2026-03-01', ...values });
      }),
    activity: (action: string, values: Partial<typeof activityLog.$inferInsert> = {}) =>
      tenant(async (tx) => {
        await tx
          .insert(activityLog)
          .values({ orgId: owner.orgId, userId: owner.userId, action, ...values });
      }),
  };
}
