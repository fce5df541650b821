/**
 * The visitor's theme, before the first paint (docs/decisions/040-dark-mode.md, 052).
 *
 * `THEME_SCRIPT` runs inline in the head of every page (the build puts it there: vite.config.ts)
 * and is the one place that turns the stored choice into the `dark` class on <html>: now, when
 * the operating system's setting changes (for "system"), and on every `storage` event, which
 * other tabs send and src/web/lib/theme.ts sends in this one after a choice. The CSP allows it
 * by the hash of these exact characters (src/server/app.ts), so it is a string both sides take
 * as it is, not a function whose compiled text could differ between the two builds.
 */

/** Where this browser keeps the visitor's choice: 'light', 'dark' or 'system' (the default). */
export const THEME_STORAGE_KEY = 'stratagent-theme';

export const THEME_SCRIPT = [
  '(function () {',
  `  var KEY = ${JSON.stringify(THEME_STORAGE_KEY)};`,
  "  var media = window.matchMedia('(prefers-color-scheme: dark)');",
  '  function apply() {',
  '    var choice = null;',
  '    try {',
  '      choice = window.localStorage.getItem(KEY);',
  '    } catch (refused) {',
  // Storage refused (privacy settings): the system's setting decides.
  '    }',
  "    var dark = choice === 'dark' || (choice !== 'light' && media.matches);",
  "    document.documentElement.classList.toggle('dark', dark);",
  '  }',
  '  apply();',
  "  media.addEventListener('change', apply);",
  "  window.addEventListener('storage', function (event) {",
  '    if (event.key === KEY || event.key === null) apply();',
  '  });',
  '})();',
].join('\n');
