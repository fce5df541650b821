import type { Client } from '@/shared/clients';

let n = 0;
/** A client as the API answers it, with what a test names overridden. */
export function buildClient(overrides: Partial<Client> = {}): Client {
  n += 1;
  const id = overrides.id ?? `5f0c1d2e-3b4a-4c5d-8e6f-${String(n).padStart(12, '0')}`;
  return {
    id,
    org_id: '0b6f3c3e-6a2b-4c8e-9f59-2d1c8d7a1a01',
    name: `Client ${n}`,
    status: 'active',
    industry: 'Retail',
    contact_name: null,
    contact_email: null,
    website: null,
    description: null,
    notes: null,
    monthly_retainer_cents: null,
    brand_kit: {},
    client_info: {},
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    archived_at: null,
    campaign_count: 0,
    active_campaign_count: 0,
    campaigns: [],
    ...overrides,
  };
}
