// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { takeEmbeddedJson } from './embedded-json';

function embed(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot';
  block.textContent = text;
  document.head.append(block);
}

describe('takeEmbeddedJson', () => {
  afterEach(() => {
    document.getElementById('boot')?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('gives the value rendered for this page, once', () => {
    window.history.replaceState(null, '', '/dashboard');
    embed(JSON.stringify({ path: '/dashboard', value: { user: 'maya' } }));
    expect(takeEmbeddedJson('boot')).toEqual({ user: 'maya' });
    expect(takeEmbeddedJson('boot')).toBeUndefined();
  });

  it('keeps null apart from nothing: null is an answer (signed out)', () => {
    embed(JSON.stringify({ path: '/', value: null }));
    expect(takeEmbeddedJson('boot')).toBeNull();
  });

  it('drops a value rendered for the page the visitor has since left', () => {
    embed(JSON.stringify({ path: '/setup', value: null }));
    window.history.replaceState(null, '', '/onboarding/business-context');
    expect(takeEmbeddedJson('boot')).toBeUndefined();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('is undefined without a block or with one it cannot read', () => {
    expect(takeEmbeddedJson('boot')).toBeUndefined();
    embed('{not json');
    expect(takeEmbeddedJson('boot')).toBeUndefined();
  });
});
