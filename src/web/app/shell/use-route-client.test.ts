import { describe, expect, it } from 'vitest';
import { routeClientId } from './use-route-client';

const id = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';

describe('routeClientId', () => {
  it('finds the client of a workspace, and of its analytics and metrics pages', () => {
    expect(routeClientId(`/clients/${id}/campaigns`)).toBe(id);
    expect(routeClientId(`/analytics/client/${id}`)).toBe(id);
    expect(routeClientId(`/metrics/client/${id}`)).toBe(id);
  });
  it('finds none elsewhere, or for what is not an id', () => {
    expect(routeClientId('/clients/new')).toBeNull();
    expect(routeClientId('/metrics/client/acme')).toBeNull();
    expect(routeClientId(`/campaigns/${id}`)).toBeNull();
    expect(routeClientId('/analytics')).toBeNull();
  });
});
