import { z } from 'zod';

/** A database id in a path or query: a positive 32-bit integer, so SQL never sees an out-of-range value. */
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const idParams = z.object({ id: idSchema });

/** Query strings are validated by the domain parsers (pagination, filters); this only types them. */
export const looseQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
