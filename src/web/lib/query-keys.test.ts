import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('keeps the cache keys the app has always used', () => {
    expect(queryKeys.me).toEqual(['me']);
    expect(queryKeys.dashboard.metrics).toEqual(['dashboard', 'metrics']);
    expect(queryKeys.dashboard.recentOutputs(5)).toEqual(['dashboard', 'recent-outputs', 5]);
    expect(queryKeys.outputs.detail('o1')).toEqual(['outputs', 'detail', 'o1']);
    expect(queryKeys.campaigns.detail('c1')).toEqual(['campaigns', 'c1']);
    expect(queryKeys.campaigns.metrics('c1')).toEqual(['campaigns', 'metrics', 'c1']);
    expect(queryKeys.agentSessions.list({ limit: 20 })).toEqual([
      'agent-sessions',
      'list',
      { limit: 20 },
    ]);
    expect(queryKeys.clients.options(50)).toEqual(['clients', 'list', { limit: 50 }, 'options']);
    expect(queryKeys.admin.invitationRequests.list('pending')).toEqual([
      'admin',
      'invitation-requests',
      'pending',
    ]);
  });

  it('lets a feature invalidate everything under another feature’s prefix', async () => {
    const client = new QueryClient();
    const keys = [
      queryKeys.outputs.list({ page: 1 }),
      queryKeys.outputs.detail('o1'),
      queryKeys.dashboard.metrics,
      queryKeys.dashboard.activity(10),
      queryKeys.documents.detail('d1'),
    ];
    for (const key of keys) client.setQueryData(key, 1);
    await client.invalidateQueries({ queryKey: queryKeys.outputs.all });
    await client.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    const invalid = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(invalid).toEqual([true, true, true, true, false]);
  });
});
