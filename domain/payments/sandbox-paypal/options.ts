import type { Db } from '../../../db/client';
import type { Clock } from '../../clock';

export interface SandboxPaypalOptions {
  db: Db;
  clock: Clock;
  /** PUBLIC_URL: approval links are absolute on it; without it they are paths of this site. */
  publicUrl?: string | undefined;
}
