import { z } from 'zod';
import { idSchema } from '../id-schema';

/** A path with one database id (`/country/:id`); out-of-range or malformed ids are a 400 before any SQL. */
export const idParams = z.object({ id: idSchema });

/** Query strings are validated by the domain parsers (pagination, filters); this only types them. */
export const looseQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
