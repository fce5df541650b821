// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_QUICK_START_EVENT } from '@/web/lib/app-events';
import { renderInApp } from './shell-test-utils';
import { makeMetrics } from '@/web/testing/factories';
import { resolveShortcut } from './shortcuts';
import { useGlobalShortcuts } from './use-global-shortcuts';

vi.mock('@/web/lib/auth-client', () => ({
  authClient: { signOut: async () => ({ data: { success: true }, error: null }) },
}));

function Shortcuts() {
  useGlobalShortcuts();
  return null;
}

const press = (key: string, code: string, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(window, { key, code, ctrlKey: true, ...extra });

describe('resolveShortcut', () => {
  const key = (
    k: string,
    code: string,
    mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
  ) => ({
    key: k,
    code,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
  });

  it('maps Ctrl combinations, and ⌘ ones on Apple keyboards', () => {
    expect(resolveShortcut(key('k', 'KeyK', { ctrlKey: true }), false)).toEqual({
      type: 'palette',
    });
    expect(resolveShortcut(key('k', 'KeyK', { metaKey: true }), true)).toEqual({ type: 'palette' });
    expect(resolveShortcut(key('k', 'KeyK', { ctrlKey: true }), true)).toBeNull();
    expect(resolveShortcut(key('h', 'KeyH', { ctrlKey: true }), false)).toEqual({
      type: 'navigate',
      to: '/dashboard',
    });
    expect(resolveShortcut(key(',', 'Comma', { ctrlKey: true }), false)).toEqual({
      type: 'navigate',
      to: '/profile',
    });
    expect(resolveShortcut(key('Q', 'KeyQ', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      type: 'sign-out',
    });
    expect(resolveShortcut(key('9', 'Digit9', { ctrlKey: true }), false)).toEqual({
      type: 'agent',
      index: 8,
    });
  });

  it('ignores plain typing, Alt (AltGr) combinations and Ctrl+0', () => {
    expect(resolveShortcut(key('h', 'KeyH', {}), false)).toBeNull();
    expect(resolveShortcut(key('k', 'KeyK', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(resolveShortcut(key('0', 'Digit0', { ctrlKey: true }), false)).toBeNull();
    expect(resolveShortcut(key('H', 'KeyH', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});

describe('global shortcuts', () => {
  it('Ctrl+H goes to the dashboard and Ctrl+, to the profile, even while typing', async () => {
    const { location } = renderInApp(
      <>
        <Shortcuts />
        <input aria-label="Notes" />
      </>,
      { route: '/campaigns' },
    );
    press('h', 'KeyH');
    await waitFor(() => expect(location().textContent).toBe('/dashboard'));
    fireEvent.keyDown(screen.getByLabelText('Notes'), { key: ',', code: 'Comma', ctrlKey: true });
    await waitFor(() => expect(location().textContent).toBe('/profile'));
  });

  it('Ctrl+Shift+Q signs out and goes to the legacy sign-in page', async () => {
    const { location } = renderInApp(<Shortcuts />);
    press('Q', 'KeyQ', { shiftKey: true });
    await waitFor(() => expect(location().textContent).toBe('/auth/signin'));
  });

  it('prevents the browser default of the combinations it handles', () => {
    renderInApp(<Shortcuts />);
    const event = new KeyboardEvent('keydown', {
      key: 'h',
      code: 'KeyH',
      ctrlKey: true,
      cancelable: true,
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const plain = new KeyboardEvent('keydown', { key: 'h', code: 'KeyH', cancelable: true });
    window.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('Ctrl+1 opens the first agent, Quick Start, in its modal; Ctrl+2 opens the Strategy agent', async () => {
    const { location } = renderInApp(<Shortcuts />);
    const opened = vi.fn();
    window.addEventListener(OPEN_QUICK_START_EVENT, opened);
    press('1', 'Digit1');
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_QUICK_START_EVENT, opened);
    press('2', 'Digit2');
    await waitFor(() => expect(location().textContent).toBe('/strategy'));
  });

  it('a locked agent does not open but says what unlocks it', async () => {
    const { location, calls } = renderInApp(<Shortcuts />, {
      api: { metrics: makeMetrics({ campaign_count: 0 }) },
    });
    await waitFor(() => expect(calls).toContain('/dashboard/metrics'));
    press('3', 'Digit3');
    expect(await screen.findByText('Persona is locked')).toBeTruthy();
    expect(screen.getByText('Create your first campaign')).toBeTruthy();
    expect(location().textContent).toBe('/dashboard');
  });

  it('an unlocked agent opens once the metrics allow it', async () => {
    const { location } = renderInApp(<Shortcuts />, {
      api: { metrics: makeMetrics({ campaign_count: 1 }) },
    });
    await waitFor(() => {
      press('3', 'Digit3');
      expect(location().textContent).toBe('/persona');
    });
  });
});
