/**
 * A page the server sent rendered (src/web/entry-server.tsx) arrives with `#root` inert: it
 * shows at once but takes no clicks or typing until the app has taken it over, as an early
 * click would otherwise reach markup nothing listens to yet (a form would submit natively).
 * The page's component lifts it once it is live; a timer lifts it in any case.
 */
const ROOT_ID = 'root';
const SAFETY_MS = 10_000;

export function markPageInteractive() {
  if (typeof document === 'undefined') return;
  document.getElementById(ROOT_ID)?.removeAttribute('inert');
}

/** Never leaves a page inert for good, whatever it renders. */
export function liftInertLater() {
  window.setTimeout(markPageInteractive, SAFETY_MS);
}
