import { z } from 'zod';

/**
 * In the browser, zod must not compile its parsers with `new Function`: the portal's pages run under a
 * Content-Security-Policy without 'unsafe-eval' (gateway/src/web/security-headers.ts), and zod's
 * probe for it is reported as a CSP violation even though zod falls back. Imported first by index.ts,
 * because zod decides per schema, when the schema is built. Servers keep the faster compiled parsers.
 */
if (typeof (globalThis as { document?: unknown }).document !== 'undefined') z.config({ jitless: true });
