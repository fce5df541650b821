import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { offOriginAddress, sameOrigin, sanitizeCss } from './sanitize-css';

const clean = (css: string) => sanitizeCss(css).css.trim();
/** Every selector of every rule in the output, to check none escapes the scope. */
const selectorsOf = (css: string) => {
  const out: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    out.push(...rule.selectors);
  });
  return out;
};

describe('sanitizeCss', () => {
  it('keeps brand styling and scopes every rule under .wl-scope', () => {
    const { css, removed } = sanitizeCss(
      '.card { color: #123456; background-color: #fff; border-radius: 4px }\n' +
        'h1, h2 > span { font-family: Georgia, serif; font-weight: 700 }\n' +
        'a:hover { text-decoration: underline }',
    );
    expect(removed).toEqual([]);
    expect(css).toContain(
      '.wl-scope .card { color: #123456; background-color: #fff; border-radius: 4px }',
    );
    expect(css).toContain('.wl-scope h1,.wl-scope h2>span');
    expect(css).toContain('.wl-scope a:hover');
  });

  it('turns html, body and :root into the scope and refuses selectors that reach out of it', () => {
    expect(clean('body { color: red }')).toBe('.wl-scope { color: red }');
    expect(clean(':root .btn { color: red }')).toBe('.wl-scope .btn { color: red }');
    expect(clean('html > body .x { color: red }')).toBe('');
    const { css, removed } = sanitizeCss(
      '.wl-scope ~ footer, body + nav, ~ .x, .a .b html, .a:is(body) { color: red } .ok { color: red }',
    );
    expect(css.trim()).toBe('.wl-scope .ok { color: red }');
    expect(removed).toHaveLength(5);
    for (const line of removed) expect(line).toContain('reaches outside the branded area');
  });

  it('drops @import, @font-face, @keyframes, @namespace and unknown at-rules, keeps @media', () => {
    const { css, removed } = sanitizeCss(
      "@import url('https://evil.example/x.css');\n@import 'local.css';\n" +
        '@font-face { font-family: X; src: url(https://evil.example/x.woff2) }\n' +
        '@keyframes spin { to { opacity: 0 } }\n@namespace svg url(http://www.w3.org/2000/svg);\n' +
        '@charset "utf-8";\n@layer base { p { color: red } }\n' +
        '@media (max-width: 600px) { .x { color: red } }\n@supports (display: grid) { .y { color: blue } }',
    );
    expect(css).toContain('@media (max-width: 600px) { .wl-scope .x { color: red } }');
    expect(css).toContain('@supports (display: grid) { .wl-scope .y { color: blue } }');
    expect(css).not.toMatch(/@import|@font-face|@keyframes|@namespace|@charset|@layer/);
    expect(removed).toHaveLength(7);
    expect(removed[0]).toMatch(/^Line 1: @import .*imports are not allowed/);
  });

  it('allows only same-origin addresses: relative paths and /api/...', () => {
    const { css, removed } = sanitizeCss(
      '.a { background-image: url(/api/v1/white-label/logo) }\n' +
        '.b { background-image: url("images/bg.png") }\n' +
        '.c { background: url(https://evil.example/t.png) }\n' +
        '.d { background: url("//evil.example/t.png") }\n' +
        ".e { background-image: url('data:image/png;base64,AAAA') }\n" +
        '.f { background-image: image-set("/api/ok.png" 1x, "https://evil.example/2x.png" 2x) }\n' +
        '.g { background-image: url(/uploads/other.png) }\n' +
        '.h { border-image: url(http:evil.example/x) }',
    );
    expect(css).toContain('.wl-scope .a { background-image: url(/api/v1/white-label/logo) }');
    expect(css).toContain('.wl-scope .b { background-image: url("images/bg.png") }');
    expect(css).not.toMatch(/evil|data:|uploads/);
    expect(removed).toHaveLength(6);
    expect(sameOrigin('/api/x')).toBe(true);
    expect(sameOrigin('x.png')).toBe(true);
    expect(sameOrigin('/\\evil.example')).toBe(false);
    expect(sameOrigin('JavaScript:alert(1)')).toBe(false);
    expect(offOriginAddress('url(  "https://x.example/a" )')).toBe('https://x.example/a');
  });

  it('refuses an address the browser would read as another host or a path out of the API', () => {
    for (const address of [
      '\u0001//evil.example/t.png',
      '\u001f/\\evil.example',
      ' \t//evil.example',
      '../../logout',
      '../../../logout',
      './x.png',
      '/api/../logout',
      '/api/%2e%2e/logout',
      '/api/v1/%2E%2E/%2e%2e/logout',
      '/logout',
    ])
      expect(sameOrigin(address), JSON.stringify(address)).toBe(false);
    for (const address of ['/api/v1/white-label/logo', 'images/bg.png', 'x.png'])
      expect(sameOrigin(address), address).toBe(true);
    const { css } = sanitizeCss(
      '.a { background: url(\u0001//evil.example/t.png) }\n.b { background: url(../../logout) }',
    );
    expect(css).not.toMatch(/evil|logout/);
  });

  it('drops script: expression(), behavior, -moz-binding, javascript: and escapes', () => {
    const { css, removed } = sanitizeCss(
      '.a { width: expression(alert(1)); color: red }\n' +
        '.b { behavior: url(x.htc); -moz-binding: url(x.xml#xss) }\n' +
        '.c { background: url(javascript:alert(1)) }\n' +
        '.d { background: url("java\\73 cript:alert(1)") }\n' +
        '.e { color: \\72 ed }\n' +
        '.f { background: u/**/rl(https://evil.example/x) }\n' +
        '.g { color: EXPRESSION(alert(1)) }',
    );
    expect(css.trim()).toBe('.wl-scope .a { color: red }');
    expect(removed).toHaveLength(8);
  });

  it('drops declarations that hide or move content, and everything not brand styling', () => {
    const { css, removed } = sanitizeCss(
      '.x { display: none; visibility: hidden; opacity: 0; opacity: 0.9; content-visibility: hidden;' +
        ' position: fixed; transform: scale(0); width: 0; height: 0; overflow: hidden; clip-path: inset(50%);' +
        ' font-size: 0; font-size: 2px; font-size: calc(0px); font: 1px serif; color: transparent;' +
        ' line-height: 0; letter-spacing: -1em; text-indent: -9999px; z-index: 9999; margin-left: -9999px;' +
        ' --primary: red; pointer-events: none; filter: opacity(0); color: #222; font-size: 1.25rem }',
    );
    expect(css.trim()).toBe('.wl-scope .x { color: #222; font-size: 1.25rem }');
    expect(removed).toHaveLength(24);
    expect(removed.find((r) => r.includes('display: none'))).toContain('it hides content');
  });

  it('drops nested rules and bare declarations, removes comments and keeps !important', () => {
    const { css, removed } = sanitizeCss(
      '/* </style><script>alert(1)</script> */ color: red;\n' +
        '.p { color: red !important; & .q { display: none } .r { color: blue } }',
    );
    expect(css.trim()).toBe('.wl-scope .p { color: red !important }');
    expect(css).not.toContain('script');
    expect(removed).toHaveLength(3);
  });

  it('answers an empty stylesheet for empty input and a 400 for CSS it cannot parse', () => {
    expect(sanitizeCss('   ')).toEqual({ css: '', removed: [] });
    expect(() => sanitizeCss('.a { color: red')).toThrow(AppError);
    expect(() => sanitizeCss('a { b: "x')).toThrow(/customCSS could not be parsed/);
  });

  it('never lets a selector out of the scope, whatever the input', () => {
    const hostile = [
      '*, * *, :not(.wl-scope) *, :is(html) a, :where(body) a { color: red }',
      ',, .a { color: red }',
      '.a,,.b { color: red }',
      '[data-x="} body { color: red"] { color: red }',
      ':has(+ .x) { color: red }',
      '.wl-scope, .wl-scope > a, .wl-scope.x ~ .y { color: red }',
    ];
    for (const input of hostile) {
      let css = '';
      try {
        css = sanitizeCss(input).css;
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        continue;
      }
      for (const selector of selectorsOf(css)) {
        expect(selector.startsWith('.wl-scope'), `${input} → ${selector}`).toBe(true);
        // A sibling combinator right after the scope's own compound would leave it.
        if (/[~+]/.test(selector))
          expect(selector.split(/[~+]/)[0]!.trim()).not.toMatch(/^\.wl-scope[^ >]*$/);
      }
    }
  });
});
