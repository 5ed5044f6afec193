import type { IncomingHttpHeaders } from 'node:http';
import { isIPv4 } from 'node:net';

/**
 * Headers a proxy adds. A reverse proxy on the same host connects from loopback for every visitor, so a
 * request that carries any of them came from somewhere else, whatever its socket says.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`, how a dual-stack socket reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1';
}

/**
 * A loopback name in a Host header, with or without a port. Anything else (a public name, a LAN address)
 * means the browser reached us under another name: DNS rebinding or a proxy, never a developer's own tab.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase());
  const name = match?.[1];
  if (!name) return false;
  if (name === 'localhost') return true;
  return isLoopbackAddress(name.startsWith('[') ? name.slice(1, -1) : name);
}

/**
 * Whether a request comes from a developer's own machine: the socket's peer is loopback (never
 * `request.ip`, which a trusted proxy sets), no proxy forwarded it and it names this machine as its host.
 */
export function isDeveloperClient(request: {
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}): boolean {
  if (!isLoopbackAddress(request.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.headers.host);
}
