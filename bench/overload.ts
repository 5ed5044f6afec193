import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** What a burst did to the server (decision 0048). */
export interface OverloadReport {
  requests: number;
  ok: number;
  shed503: number;
  shed429: number;
  other: number;
  probes: number;
  probeP50: number;
  probeMax: number;
  probeFailures: number;
  idleOpened: number;
  idleClosedByServer: number;
  afterBurst: number;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/**
 * A link checker's burst against a running server (docs/decisions/0048): `idle` sockets that send nothing
 * or half a request, and `connections` clients asking distinct uncached search pages for `seconds`, while
 * a probe asks /readyz and a cached page every 200 ms. Reports how much was shed, how the probes fared,
 * how many idle sockets the server closed, and the status of a request after the burst.
 */
export async function benchOverload(
  base: string,
  options: { idle?: number; connections?: number; seconds?: number } = {},
): Promise<OverloadReport> {
  const { idle = 800, connections = 64, seconds = 8 } = options;
  const url = new URL(base);
  // The cached page the probe asks for.
  await fetch(`${base}/about`);

  const sockets: Socket[] = [];
  let idleClosedByServer = 0;
  let opened = 0;
  let ending = false;
  for (let index = 0; index < idle; index += 1) {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.on('error', () => {});
    socket.resume();
    socket.once('connect', () => {
      opened += 1;
      if (index % 2 === 1) socket.write('GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    });
    socket.once('close', () => {
      if (!ending) idleClosedByServer += 1;
    });
    sockets.push(socket);
  }

  const latencies: number[] = [];
  let probeFailures = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      for (const path of ['/readyz', '/about']) {
        const start = performance.now();
        try {
          const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (!response.ok) probeFailures += 1;
        } catch {
          probeFailures += 1;
        }
        latencies.push(performance.now() - start);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();

  let counter = 0;
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: { accept: 'text/html' },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/search/burst-${(counter += 1)}` }) }],
    setupClient: (client) => {
      client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    },
  });
  probing = false;
  await probe;
  const after = await fetch(`${base}/search/after-the-burst`);
  // The server closes idle sockets after HTTP_HEADERS_TIMEOUT_MS (10 s): wait for it, 20 s at most.
  const waitUntil = performance.now() + 20_000;
  while (idleClosedByServer < opened && performance.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  ending = true;
  for (const socket of sockets) socket.destroy();

  const ok = statuses.get(200) ?? 0;
  const shed503 = statuses.get(503) ?? 0;
  const shed429 = statuses.get(429) ?? 0;
  return {
    requests: result.requests.total,
    ok,
    shed503,
    shed429,
    other: [...statuses.values()].reduce((sum, count) => sum + count, 0) - ok - shed503 - shed429,
    probes: latencies.length,
    probeP50: percentile(latencies, 0.5),
    probeMax: Math.max(0, ...latencies),
    probeFailures,
    idleOpened: opened,
    idleClosedByServer,
    afterBurst: after.status,
  };
}

export function formatOverloadReport(report: OverloadReport): string {
  const total = Math.max(1, report.ok + report.shed503 + report.shed429 + report.other);
  const share = (count: number) => `${((100 * count) / total).toFixed(1)} %`;
  return [
    '| burst | value |',
    '|---|---|',
    `| uncached search pages asked | ${report.requests} |`,
    `| 200 | ${report.ok} (${share(report.ok)}) |`,
    `| shed 503 / 429 | ${report.shed503} / ${report.shed429} (${share(report.shed503 + report.shed429)}) |`,
    `| other statuses | ${report.other} |`,
    `| probes (/readyz, cached /about): p50 / max / failed | ${report.probeP50.toFixed(0)} ms / ${report.probeMax.toFixed(0)} ms / ${report.probeFailures} of ${report.probes} |`,
    `| idle sockets opened / closed by the server | ${report.idleOpened} / ${report.idleClosedByServer} |`,
    `| a page after the burst | ${report.afterBurst} |`,
  ].join('\n');
}
