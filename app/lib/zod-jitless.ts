import { config } from 'zod';

/**
 * zod as the browser gets it: the client build resolves every `import … from 'zod'` here
 * (scripts/zod-jitless.ts). Zod probes whether `new Function` may run (to compile fast parsers) when an
 * object schema is built. The page's CSP forbids it: the probe fails quietly but the browser reports a
 * violation. The browser's few checks do not need compiled parsers; the server, without that CSP, keeps
 * them. Configured here, after zod and before any module that imports it.
 */
config({ jitless: true });

export * from 'zod';
