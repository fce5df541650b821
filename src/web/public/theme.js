/* global window, document */
/*
 * The theme on <html> before the first paint (docs/decisions/040-dark-mode.md). A classic,
 * render-blocking script from our origin: the CSP allows no inline script. It is also the one
 * place that turns the visitor's choice into the `dark` class, now and whenever it changes:
 * the operating system's setting (for "system"), or a `storage` event, which other tabs send
 * and src/web/lib/theme.ts sends in this one after a choice.
 */
(function () {
  var KEY = 'stratagent-theme';
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function apply() {
    var choice = null;
    try {
      choice = window.localStorage.getItem(KEY);
    } catch {
      // Storage refused (privacy settings): the system's setting decides.
    }
    var dark = choice === 'dark' || (choice !== 'light' && media.matches);
    document.documentElement.classList.toggle('dark', dark);
  }
  apply();
  media.addEventListener('change', apply);
  window.addEventListener('storage', function (event) {
    if (event.key === KEY || event.key === null) apply();
  });
})();
