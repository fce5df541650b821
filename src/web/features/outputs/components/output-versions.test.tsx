// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONNECT_MODEL_HINT } from '@/shared/ai-models';
import type { OutputVersionList } from '@/shared/output-versions';
import { renderApp } from '@/web/testing/render';
import { OutputVersions, RewriteActions } from './output-versions';

const V1 = {
  version: 1,
  title: 'SWOT Analysis: Harbor',
  engine: 'offline',
  provider: null,
  model: null,
  engine_label: 'Offline draft',
  created_by: 'u1',
  author_name: 'Ada Harbor',
  created_at: '2026-11-29T12:04:00.000Z',
} as const;

const list = (rewrite: Partial<OutputVersionList['rewrite']> = {}): OutputVersionList => ({
  data: [V1],
  meta: { total: 1 },
  rewrite: { possible: true, reason: null, model: null, ...rewrite },
});

describe('rewrite actions', () => {
  it('without a model: the model rewrite is disabled and says where to connect one', async () => {
    const onRewrite = vi.fn();
    renderApp(
      <RewriteActions rewrite={list().rewrite} canConnect pending={null} onRewrite={onRewrite} />,
    );
    const button = screen.getByRole('button', { name: 'Rewrite with a model' });
    expect(button).toHaveProperty('disabled', true);
    const hint = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/No AI model is configured/);
    expect(
      within(hint).getByRole('link', { name: 'Connect one in Settings → AI model' }),
    ).toHaveProperty('pathname', '/settings/ai');
    await userEvent.click(screen.getByRole('button', { name: 'Rewrite offline' }));
    expect(onRewrite).toHaveBeenCalledWith('offline');
  });

  it('tells a member who cannot connect a model who can', () => {
    renderApp(
      <RewriteActions
        rewrite={list().rewrite}
        canConnect={false}
        pending={null}
        onRewrite={vi.fn()}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByText(new RegExp(CONNECT_MODEL_HINT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeTruthy();
  });

  it('with a model: names it, and rewrites with it', async () => {
    const onRewrite = vi.fn();
    const model = {
      provider: 'openai',
      model: 'gpt-4o-mini',
      label: 'gpt-4o-mini via OpenAI',
    } as const;
    renderApp(
      <RewriteActions
        rewrite={list({ model }).rewrite}
        canConnect
        pending={null}
        onRewrite={onRewrite}
      />,
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Rewrite with gpt-4o-mini via OpenAI' }),
    );
    expect(onRewrite).toHaveBeenCalledWith('model');
  });

  it('offers nothing for an output that cannot be rewritten', () => {
    const { container } = renderApp(
      <RewriteActions
        rewrite={list({ possible: false, reason: 'Not repeatable' }).rewrite}
        canConnect
        pending={null}
        onRewrite={vi.fn()}
      />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('output versions', () => {
  const props = { outputId: 'o1', outputType: 'swot', onRetry: vi.fn() };

  it('lists each version with what wrote it, who and when', () => {
    renderApp(<OutputVersions {...props} versions={list()} loading={false} error={null} />);
    const history = screen.getByRole('list', { name: 'Version history' });
    const [item] = within(history).getAllByRole('listitem');
    expect(item!.textContent).toContain('Version 1');
    expect(item!.textContent).toContain('Offline draft');
    expect(item!.textContent).toContain('by Ada Harbor');
    expect(item!.querySelector('time')?.getAttribute('datetime')).toBe(V1.created_at);
    expect(screen.getByText(/One version so far/)).toBeTruthy();
  });

  it('says why an output cannot be rewritten', () => {
    renderApp(
      <OutputVersions
        {...props}
        versions={list({ possible: false, reason: 'Not made by a run that can be repeated' })}
        loading={false}
        error={null}
      />,
    );
    expect(screen.getByText('Not made by a run that can be repeated')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    renderApp(
      <OutputVersions
        {...props}
        onRetry={onRetry}
        versions={undefined}
        loading={false}
        error="Network down"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
