// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/web/lib/theme';
import { ThemePicker } from './theme-picker';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the theme picker', () => {
  it('offers Light, Dark and System, System by default', () => {
    render(<ThemePicker />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'System' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Light' }).checked).toBe(false);
  });

  it('remembers a choice and shows the stored one', async () => {
    render(<ThemePicker />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
    cleanup();

    render(<ThemePicker />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
  });

  it('renders System on the server whatever was stored, so hydration matches', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const html = renderToString(<ThemePicker />);
    const checked = [...html.matchAll(/<input[^>]*>/g)]
      .filter(([input]) => input.includes('checked'))
      .map(([input]) => /value="(\w+)"/.exec(input)?.[1]);
    expect(checked).toEqual(['system']);
  });
});
