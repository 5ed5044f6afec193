import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { makeQueryClient } from './query-client';

/**
 * One QueryClient per render of the document: on the server a new one for each request (nobody's answers
 * reach anyone else), in the browser one for the page's life (the root layout is never re-mounted).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
