/**
 * How every browser test starts Chromium: Debian's build (CHROME_PATH or /usr/bin/chromium),
 * headless, with the background networking that this closed network refuses turned off.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The functional tests' Chromium (Playwright's tests, the XSS family): V8 stops at its baseline
 * compiler. A test page lives for seconds, so optimising its hot functions costs more CPU than
 * it saves (about a sixth of Chromium's CPU here); what the code does is the same. Web-vitals
 * measurements (scripts/perf-web.ts) keep the full engine, as users have it.
 */
export const testChromiumLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--js-flags=--max-opt=1'],
};
