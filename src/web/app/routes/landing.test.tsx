// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SPECIALISED_AGENTS } from '@/shared/agents';
import { TAGLINE } from '@/shared/constants';
import LandingPage from './landing';

afterEach(cleanup);

// The sections under the hero load right after the first paint (decision 033): the hero is
// there at once, and the rest of the page follows without the visitor doing anything.
describe('the landing page', () => {
  it('shows the hero at once and the sections below it once their chunk has loaded', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: TAGLINE })).toBeTruthy();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Questions, answered plainly' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    for (const name of [
      'Chat gives you answers. Stratagent gives you a strategy you keep.',
      'Nine specialists, one shared memory of your business',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    // The count it states is the number of agents it lists, as everywhere else.
    const agents = screen
      .getByRole('heading', { name: /specialists, one shared memory/ })
      .closest('section')!
      .querySelector('ul')!.children;
    expect(agents.length).toBe(SPECIALISED_AGENTS.length);
    expect(SPECIALISED_AGENTS.length).toBe(9);
  });
});
