import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Db, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  ON_CALL_COMMANDS,
  type OnCallCommand,
  OnCallError,
  runOnCallCommand,
} from '../domain/admins/on-call.server';

/**
 * npm run admin -- <reset-second-factor|grant|revoke> <email> [--data-dir DIR] [--database-url postgres://…]
 *
 * The on-call engineer's commands on the marketplace's admins (README.md § On-call admin commands,
 * docs/decisions/0070-on-call-admin-command.md), on the database `npm start` uses (DATABASE_URL, else the
 * embedded one in DATA_DIR: stop the server first, the embedded database has one process at a time).
 */

const USAGE = `usage: npm run admin -- <${ON_CALL_COMMANDS.join('|')}> <email> [--data-dir DIR] [--database-url URL]`;

export interface AdminCliAnswer {
  /** The process's exit code: 0 done (or nothing to do), 1 refused, 2 bad usage. */
  code: number;
  message: string;
}

/** Reads the command line and runs the command on `db`; what to print and the exit code. */
export async function adminCli(
  args: readonly string[],
  context: { db: Db; now: Date; by: string },
): Promise<AdminCliAnswer> {
  const [command, email, ...rest] = args;
  if (!ON_CALL_COMMANDS.includes(command as OnCallCommand) || !email || rest.length > 0) {
    return { code: 2, message: USAGE };
  }
  try {
    const result = await runOnCallCommand(context.db, command as OnCallCommand, email, context);
    return { code: 0, message: result.summary };
  } catch (error) {
    if (error instanceof OnCallError) return { code: 1, message: `refused: ${error.message}` };
    throw error;
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
    },
  });
  if (positionals.length !== 2) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const databaseUrl = values['database-url'];
  const embedded = join(resolve(values['data-dir']), 'pglite');
  if (!databaseUrl && !existsSync(embedded)) {
    console.error(`no database at ${embedded}: set DATA_DIR (or --data-dir) or DATABASE_URL`);
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? undefined : embedded,
  });
  try {
    await migrateDatabase(database);
    const answer = await adminCli(positionals, { db: database.db, now: new Date(), by: userInfo().username });
    (answer.code === 0 ? console.log : console.error)(answer.message);
    process.exitCode = answer.code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
