// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OneTimeSecretDialog } from './one-time-secret-dialog';

describe('OneTimeSecretDialog', () => {
  it('shows the secret in a labelled read-only field and closes once copied', async () => {
    const onClose = vi.fn();
    render(
      <OneTimeSecretDialog
        open
        onClose={onClose}
        title="Your new API key"
        description="Send it as a bearer token."
        warning={<strong>Copy this key now.</strong>}
        label="API key"
        value="sk_live_123"
        copyLabel="Copy key"
        long
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeTruthy();
    const field = screen.getByLabelText('API key') as HTMLTextAreaElement;
    expect([field.value, field.readOnly]).toEqual(['sk_live_123', true]);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onClose).toHaveBeenCalled();
  });
});
