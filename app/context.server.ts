import { createContext } from 'react-router';
import type { Db } from '../db/client';
import type { Clock } from '../domain/clock';

/** Services the route loaders use in-process (no HTTP hop to the API): the database and the clock. */
export interface AppServices {
  db: Db;
  clock: Clock;
  /** The public `api-token` the browser sends with its own API calls (not a secret: ARCHITECTURE §4). */
  publicApiToken: string;
}

export const servicesContext = createContext<AppServices>();

/** A fresh random value per HTML response: the only inline scripts allowed are those carrying it. */
export const nonceContext = createContext<string>('');
