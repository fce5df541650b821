/**
 * The entry (decisions 052, 053). A page the server sent with its markup paints before the app's
 * code runs: started at once, that code (React, the router, the providers: a long task on a slow
 * phone) would run first and hold the paint back. index.html preloads the app's modules, so
 * waiting costs no request; the page's own modules are asked for once it has painted.
 */
import { PAGE_MODULES_ID } from '@/shared/page-modules';
import './styles.css';

/** Resolves once the browser has painted the next frame. */
function afterNextPaint() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Fetches the modules the server named for this page (its route and what that imports), all at
 * once, instead of one level of imports after another as the router reaches them.
 */
function preloadPageModules() {
  const block = document.getElementById(PAGE_MODULES_ID)?.textContent;
  const files = block ? (JSON.parse(block) as { value: unknown }).value : [];
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const markup = document.getElementById('root')?.hasChildNodes() ?? false;
// A hidden tab paints nothing until it is shown; the app starts without waiting for it.
const painted =
  markup && document.visibilityState === 'visible' ? afterNextPaint() : Promise.resolve();
void painted.then(() => {
  preloadPageModules();
  return import('./boot');
});
