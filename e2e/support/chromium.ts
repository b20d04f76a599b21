// Where Debian's Chromium is and the flags this machine needs (no network beyond 127.0.0.1, root
// without a sandbox, no GPU): shared by the browser tests and, as @affinia/e2e/chromium, the Lighthouse benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
