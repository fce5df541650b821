// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

describe('Markdown', () => {
  it('renders bold text without its asterisks', () => {
    const { container } = render(<Markdown>{'I suggest running **SWOT Analysis**.'}</Markdown>);
    expect(screen.getByText('SWOT Analysis').tagName).toBe('STRONG');
    expect(container.textContent).not.toContain('**');
  });

  it('keeps web and mail links, opened without opener or referrer', () => {
    render(<Markdown>{'[site](https://example.com) and [mail](mailto:a@example.com)'}</Markdown>);
    const site = screen.getByRole('link', { name: 'site' });
    expect(site.getAttribute('href')).toBe('https://example.com');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe(
      'mailto:a@example.com',
    );
  });

  it('drops other links and raw HTML', () => {
    const { container } = render(
      <Markdown>
        {'[click](javascript:alert(1)) <img src=x onerror="alert(1)"><b>raw</b>'}
      </Markdown>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/click/)).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });
});
