import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app listening on a free port of its own (never 3000), for browsers and load tools. `host`
 * 0.0.0.0 lets a test reach it through a non-loopback address of this machine (see `lanAddress`).
 */
export async function createListeningApp(
  options: Parameters<typeof createTestApp>[0] & { host?: string } = {},
) {
  const { host = '127.0.0.1', ...appOptions } = options;
  const testApp: TestApp = await createTestApp(appOptions);
  const address = await testApp.app.listen({ port: 0, host });
  return { ...testApp, baseUrl: address, port: Number(new URL(address).port) };
}

/** An IPv4 address of this machine that is not loopback, if it has one (a connection to it is not local). */
export function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((item) => item && item.family === 'IPv4' && !item.internal)?.address;
}

/** An address for documentation (RFC 5737), never this machine's: the peer of an injected request. */
const DOCUMENTATION_ADDRESS = '192.0.2.77';

/**
 * A request that reaches `listening` from an address that is not loopback, so a test of what the server
 * makes of its peer never skips: over a real socket from this machine's own non-loopback address when it
 * has one (CI and laptops do), otherwise injected with a documentation address as the socket's peer
 * (`remoteAddress`, which is all the server reads of the connection). Answers with the address used.
 */
export async function requestFromAnotherAddress(
  listening: Awaited<ReturnType<typeof createListeningApp>>,
  path: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse & { from: string }> {
  const lan = lanAddress();
  if (lan) {
    const response = await rawRequest(`http://${lan}:${listening.port}${path}`, {
      ...options,
      localAddress: lan,
    });
    return { ...response, from: lan };
  }
  const injected = await listening.app.inject({
    method: options.method ?? 'GET',
    url: path,
    headers: options.headers,
    payload: options.body,
    remoteAddress: DOCUMENTATION_ADDRESS,
  });
  const headers = Object.fromEntries(
    Object.entries(injected.headers).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : value,
    ]),
  );
  return {
    status: injected.statusCode,
    headers,
    body: injected.body,
    from: DOCUMENTATION_ADDRESS,
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request over a real socket with exactly the headers given (fetch would not let a test set
 * Host), optionally from a chosen local address.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
