/**
 * The entry (decision 052). A page the server sent with its markup paints before the app's code
 * runs: started at once, that code (React, the router, the providers: a long task on a slow
 * phone) would run first and hold the paint back. index.html preloads the app's modules, so
 * waiting costs no request.
 */
import './styles.css';

/** Resolves once the browser has painted the next frame. */
function afterNextPaint() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

const markup = document.getElementById('root')?.hasChildNodes() ?? false;
// A hidden tab paints nothing until it is shown; the app starts without waiting for it.
const painted =
  markup && document.visibilityState === 'visible' ? afterNextPaint() : Promise.resolve();
void painted.then(() => import('./boot'));
