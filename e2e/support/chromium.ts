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
