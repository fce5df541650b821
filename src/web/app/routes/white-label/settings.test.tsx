// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WHITE_LABEL, type WhiteLabelState } from '@/shared/white-label';
import type { Me } from '@/web/lib/me';
import { renderApp } from '@/web/testing/render';
import WhiteLabelSettingsPage from './settings';

function me(role: string): Me {
  return {
    user: { id: 'u-1', email: 'ada@example.com', name: 'Ada', isPlatformAdmin: false },
    organization: { id: 'org-1', name: 'Pixel Foundry', type: 'AGENCY', slug: 'pixel-foundry' },
    roles: [{ role_name: role, client_id: null }],
    needsOnboarding: false,
  };
}

const state = (overrides: Partial<WhiteLabelState> = {}): WhiteLabelState => ({
  kit: DEFAULT_WHITE_LABEL,
  unlocked: true,
  requirement: 'An agency with more than 2 clients',
  customized: false,
  updatedAt: null,
  stylesheetUrl: null,
  ...overrides,
});

/** Renders the page with the API answered as the server would; returns the requests it made. */
function renderPage(answers: { me: Me; whiteLabel: WhiteLabelState; clientCount?: number }) {
  const { requests } = renderApp(<WhiteLabelSettingsPage />, {
    api: {
      '/me': { data: answers.me },
      'GET /white-label': { data: answers.whiteLabel },
      'PUT /white-label': ({ body }) => ({
        data: {
          ...answers.whiteLabel,
          kit: {
            ...answers.whiteLabel.kit,
            ...(body as object),
            customCSS: '.wl-scope h1 { color: #111 }\n',
          },
          customized: true,
          updatedAt: '2026-11-24T04:00:00.000Z',
          removed: ['Line 1: @import url(https://evil.example/x.css) (imports are not allowed)'],
        },
      }),
      '/dashboard/metrics': {
        data: { client_count: answers.clientCount ?? 0, organization_type: 'AGENCY' },
      },
    },
    fallback: () => ({ data: { ok: true } }),
  });
  return requests;
}

describe('/settings/white-label', () => {
  it('edits every field with labelled controls, previews the draft and saves it', async () => {
    const user = userEvent.setup();
    const requests = renderPage({ me: me('agency_owner'), whiteLabel: state() });

    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    expect(screen.getByLabelText('Primary colour picker')).toBeTruthy();
    for (const name of [
      'Secondary colour',
      'Accent colour',
      'Background',
      'Text',
      'Muted surface',
      'Muted text',
      'Border',
      'Company name',
      'Custom CSS',
    ])
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    for (const name of ['Heading font', 'Body font', 'Monospace font', 'Border radius', 'Density'])
      expect(screen.getByRole('combobox', { name })).toBeTruthy();
    expect(screen.getByLabelText('Logo')).toBeTruthy();
    expect(screen.getByLabelText('Favicon')).toBeTruthy();
    const radius = screen.getByRole('combobox', { name: 'Border radius' });
    expect(within(radius).getByRole('option', { name: 'Extra large (1rem)' })).toBeTruthy();
    expect(within(radius).getByRole('option', { name: 'None (0)' })).toBeTruthy();

    // An unfinished colour is refused with the field's message, and nothing is sent.
    await user.clear(primary);
    await user.type(primary, '#12');
    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    expect(
      await screen.findByText('primaryColor must be a hex colour such as #3B82F6'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);

    await user.clear(primary);
    await user.type(primary, '#E11D48');
    const preview = screen.getByTestId('white-label-preview');
    expect(preview.style.getPropertyValue('--primary')).toBe('#E11D48');
    await user.selectOptions(radius, 'xl');
    expect(preview.style.getPropertyValue('--radius')).toBe('1rem');
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Pixel Foundry Studio');
    expect(within(preview).getByText('Pixel Foundry Studio')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: 'Custom CSS' }));
    await user.paste('@import url(https://evil.example/x.css); h1 { color: #111 }');

    await user.click(screen.getByRole('button', { name: 'Save white label' }));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/white-label');
    expect(put?.body).toMatchObject({
      primaryColor: '#E11D48',
      borderRadius: 'xl',
      companyName: 'Pixel Foundry Studio',
    });
    const removed = await screen.findByRole('list', { name: 'Removed CSS' });
    expect(within(removed).getByText(/@import/)).toBeTruthy();
    expect(await screen.findByText('White label saved')).toBeTruthy();
  });

  it('shows members who are not owners or admins the kit read-only', async () => {
    renderPage({
      me: me('account_manager'),
      whiteLabel: state({ customized: true, updatedAt: '2026-11-20T10:00:00.000Z' }),
    });
    expect(
      await screen.findByText(/Only owners and admins can change the white label/),
    ).toBeTruthy();
    // Inside the disabled fieldset: every control is disabled.
    expect(screen.getByRole('textbox', { name: 'Primary colour' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Density' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save white label' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upload logo/ })).toBeNull();
  });

  it('is locked with its requirement and the clients still to add', async () => {
    renderPage({ me: me('agency_owner'), whiteLabel: state({ unlocked: false }), clientCount: 1 });
    expect(await screen.findByText('White Label is locked')).toBeTruthy();
    expect(
      screen.getByText('This feature unlocks when you run an agency with more than 2 clients.'),
    ).toBeTruthy();
    expect(await screen.findByText('You have 1 client: 2 more to go.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a client' }).getAttribute('href')).toBe(
      '/clients/new',
    );
    expect(screen.queryByRole('textbox', { name: 'Primary colour' })).toBeNull();
  });
});
