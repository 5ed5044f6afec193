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
