// The zod every schema of the contract is built with. In a browser it runs "jitless": zod otherwise
// probes `new Function` to compile fast validators, and under the app's Content-Security-Policy (no
// 'unsafe-eval') the probe fails quietly yet the browser reports a CSP violation on every page with a
// form. Small forms validate fast enough interpreted; the server keeps the compiled validators.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
