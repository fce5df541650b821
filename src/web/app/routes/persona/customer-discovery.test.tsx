// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QUICK_WIN_STORAGE_KEY } from '@/shared/dashboard';
import { CUSTOMER_DISCOVERY_TEMPLATE } from '@/shared/persona';
import { renderInApp } from '@/web/app/shell/shell-test-utils';
import { makeMe, makeMetrics } from '@/web/testing/factories';
import PersonaLibraryPage from './index';
import NewPersonaPage from './new';

function renderPersona() {
  renderInApp(
    <Routes>
      <Route path="/persona" element={<PersonaLibraryPage />} />
      <Route path="/persona/new" element={<NewPersonaPage />} />
    </Routes>,
    {
      route: '/persona',
      api: {
        me: makeMe(),
        metrics: makeMetrics({ campaign_count: 1, document_count: 1 }),
        routes: { '/outputs': { data: [] }, '/campaigns': { data: [] } },
      },
    },
  );
}

describe("the palette's Customer Discovery template (seed 000 §2.7)", () => {
  it('opens a new persona run with the discovery focus filled in, once', async () => {
    localStorage.setItem(QUICK_WIN_STORAGE_KEY, 'customer-discovery');
    renderPersona();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/persona/new'));
    expect(await screen.findByText('Customer Discovery template applied')).toBeTruthy();
    expect((screen.getByLabelText('Focus or segment') as HTMLTextAreaElement).value).toBe(
      CUSTOMER_DISCOVERY_TEMPLATE.focus,
    );
    await waitFor(() => expect(localStorage.getItem(QUICK_WIN_STORAGE_KEY)).toBeNull());
  });

  it('leaves the library as it is without it, and another agent’s template alone', async () => {
    localStorage.setItem(QUICK_WIN_STORAGE_KEY, 'competitor-analysis');
    renderPersona();
    expect(await screen.findByRole('heading', { name: 'Persona Agent' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/persona');
    expect(localStorage.getItem(QUICK_WIN_STORAGE_KEY)).toBe('competitor-analysis');
  });
});
