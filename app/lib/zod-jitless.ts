import { config } from 'zod';

/**
 * Zod probes whether `new Function` may run (to compile fast parsers) when a schema is first built or
 * parsed. The page's CSP forbids it: the probe fails quietly but the browser reports a violation. The
 * browser's few checks do not need compiled parsers; the server, without that CSP, keeps them. The root
 * route imports this first, so it runs before any module of a page builds a schema.
 */
if (!import.meta.env.SSR) config({ jitless: true });
