import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { makeQueryClient } from './query-client';

/** The browser's one client: every provider of the page shares it, and its answers, for the page's life. */
let browserClient: QueryClient | undefined;

/**
 * The server makes a new client for each render (nobody's answers reach anyone else); the browser keeps one.
 */
const pageClient = () =>
  typeof document === 'undefined' ? makeQueryClient() : (browserClient ??= makeQueryClient());

/**
 * TanStack Query for the part of the page that asks the API through it: the routes and chunks that query
 * wrap themselves in this (the booking card's panel, the booking and gift card steps, the voucher, the
 * operators' workspace), so that the library is not in every page's first scripts
 * (docs/decisions/0050-server-state).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(pageClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
