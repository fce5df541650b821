// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { renderApp } from '@/web/testing/render';
import LoginPage from './login';

const signInEmail = vi.hoisted(() => vi.fn());
vi.mock('@/web/lib/auth-client', () => ({ authClient: { signIn: { email: signInEmail } } }));

function renderLogin(props: { forgotOpen?: boolean } = {}) {
  renderApp(<LoginPage {...props} />, { at: '/login' });
}

// The form's schema and the Forgot? dialog load after the page is drawn (decision 033): the
// user meets the same messages and dialog as when they came with the page.
describe('the sign-in page', () => {
  it("shows the seed's messages for an empty form, without asking the server", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.signin.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.signin.passwordRequired)).toBeTruthy();
  });

  it("shows the seed's message for an address that is not one", async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.signin.emailInvalid)).toBeTruthy();
  });

  it("shows the seed's message in an alert when sign-in fails unexpectedly", async () => {
    signInEmail.mockRejectedValueOnce(new Error('network down'));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.signin.unexpected);
  });

  it('opens the Forgot? dialog from its link', async () => {
    renderLogin();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });

  it('opens the Forgot? dialog at /forgot-password', async () => {
    renderLogin({ forgotOpen: true });
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });
});
