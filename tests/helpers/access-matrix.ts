import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { call, type CallOptions, PASSWORD, signInSolving } from './accounts';
import { passedAdmin } from './admins';
import { findFixture } from './expect-each';
import { operatorWorld } from './operators';
import type { TestApp } from './test-app';

/**
 * The authorization matrix of the operator and admin routes (docs/decisions/0063-access-matrix): every route
 * is called by each of these callers, on company A's records, and answers as its row says.
 */
export const IDENTITIES = [
  'anonymous',
  'traveller',
  'staffA',
  'ownerA',
  'ownerB',
  'adminPending',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Who a route is for. `operator`: any member of a company (staff and owners); `owner`: its owners only;
 * `admin`: an admin whose session passed the second factor; `admin-signing-in`: any signed-in admin (the
 * second factor's own routes); `public`: anyone, the row's answer the same for every caller.
 */
export type Access = 'operator' | 'owner' | 'admin' | 'admin-signing-in' | 'public';

/** An expected answer: `'200'`, or a status and the error's code, `'404 NOT_FOUND'`. */
export type Answer = string;

/** Company A's records (the first seeded company): the ids a row's path and body use. */
export interface CompanyARecords {
  company: number;
  /** An experience of company A. */
  experience: number;
  /** The account of A's (only) owner. */
  owner: number;
  /** A pending invitation to A's team. */
  invitation: number;
}

export interface MatrixRow {
  /** `METHOD /api/v1/path/:param`, as the app registers it. */
  route: string;
  access: Access;
  /** Values of the path's `:params`, company A's ids. */
  params?: (a: CompanyARecords) => Record<string, number | string>;
  query?: (a: CompanyARecords) => Record<string, string>;
  /** A body the route accepts (an invalid one would be refused by validation before authorization). */
  body?: (a: CompanyARecords) => unknown;
  headers?: Record<string, string>;
  /** What the callers it is for get; '200' unless said. */
  ok?: Answer;
  /** Answers that differ from the access's defaults (e.g. a documented 409 for one caller). */
  expect?: Partial<Record<Identity, Answer>>;
}

export interface AccessWorld {
  tokens: Record<Identity, string | undefined>;
  a: CompanyARecords;
}

/**
 * Signs every caller in once: the seeded operators, a traveller, and two admins with the second factor set
 * up, one whose session passed it and one signed in again without passing it (a stolen password alone).
 */
export async function accessWorld(t: TestApp): Promise<AccessWorld> {
  const world = await operatorWorld(t);
  const admin = await passedAdmin(t);
  const pending = await passedAdmin(t);
  const newSession = await signInSolving(t, pending.email, PASSWORD);
  if (newSession.statusCode !== 200) throw new Error(`admin sign-in failed: ${newSession.body}`);
  const experiences = await queryRows<{ id: number; company_id: number }>(
    t.app.db,
    sql`select id, company_id from experiences order by id`,
  );
  const experience = findFixture(experiences, (row) => row.company_id === world.companyA, 'experience of A');
  const invited = await call(t, 'operator/team/invitations', {
    token: world.callers.ownerA,
    payload: { email: 'invitada-matriz@example.com' },
  });
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  return {
    tokens: {
      ...world.callers,
      adminPending: newSession.json().token as string,
      admin: admin.token,
    },
    a: {
      company: world.companyA,
      experience: experience.id,
      owner: world.accounts.ownerA,
      invitation: invited.json().data.id as number,
    },
  };
}

const OPERATOR_ROUTE = /^\/api\/v1\/(operator|admin)/;

/** `METHOD path` of every registered route under /api/v1/operator… or /api/v1/admin…, sorted. */
export function operatorAndAdminRoutes(t: TestApp): string[] {
  return t.app.registeredRoutes
    .filter(({ url }) => OPERATOR_ROUTE.test(url))
    .map(({ method, url }) => `${method} ${url}`)
    .sort();
}

export interface PlannedCall {
  identity: Identity;
  answer: Answer;
  /** Refused (a write must then change nothing). */
  refused: boolean;
  /**
   * Refused for who the caller is, not for the ids it names (the owner of B on A's): the same refusal
   * whatever the request holds, also when it would fail validation.
   */
  stranger: boolean;
}

function allowed(identity: Identity, access: Access, onAsIds: boolean): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'admin':
      return identity === 'admin';
    case 'admin-signing-in':
      return identity === 'admin' || identity === 'adminPending';
    case 'owner':
      return identity === 'ownerA' || (identity === 'ownerB' && !onAsIds);
    case 'operator':
      return identity === 'ownerA' || identity === 'staffA' || (identity === 'ownerB' && !onAsIds);
  }
}

/** The refusal of an operator route (401, 403 OPERATOR_ONLY, 403 OWNER_ONLY, 404 on another company's ids). */
function operatorRefusal(identity: Identity): Answer {
  if (identity === 'anonymous') return '401 UNAUTHENTICATED';
  if (identity === 'staffA') return '403 OWNER_ONLY';
  if (identity === 'ownerB') return '404';
  return '403 OPERATOR_ONLY';
}

/** What each caller gets from the row's route, refusals first. */
export function plannedCalls(row: MatrixRow): PlannedCall[] {
  const onAsIds = row.route.includes('/:');
  const adminRoute = row.access === 'admin' || row.access === 'admin-signing-in';
  const calls = IDENTITIES.map((identity) => {
    const refused = !allowed(identity, row.access, onAsIds);
    const stranger = !allowed(identity, row.access, false);
    const fallback = refused ? (adminRoute ? '404 NOT_FOUND' : operatorRefusal(identity)) : (row.ok ?? '200');
    return { identity, refused, stranger, answer: row.expect?.[identity] ?? fallback };
  });
  return [...calls.filter((c) => c.refused), ...calls.filter((c) => !c.refused)];
}

/**
 * The request of a row: its path with company A's ids, its query and body; or, `invalid`, one no route
 * would accept: `x` for each id, and a body that is no object.
 */
export function matrixRequest(row: MatrixRow, a: CompanyARecords, invalid = false) {
  const [method, pattern] = row.route.split(' ') as [NonNullable<CallOptions['method']>, string];
  const params = row.params?.(a) ?? {};
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${row.route}: no value for :${name}`);
    return invalid ? 'x' : encodeURIComponent(String(params[name]));
  });
  const query = new URLSearchParams(row.query?.(a)).toString();
  return {
    method,
    url: `${path.replace(/^\/api\/v1\//, '')}${query ? `?${query}` : ''}`,
    payload: invalid && method !== 'GET' ? [0] : row.body?.(a),
    write: method !== 'GET',
  };
}

type ErrorBody = { code?: string; message?: string };

function jsonOf(response: LightMyRequestResponse): ErrorBody {
  try {
    return response.body ? (JSON.parse(response.body) as ErrorBody) : {};
  } catch {
    return {};
  }
}

/** A row's call as one caller, with the row's request or an invalid one. */
export function callAs(t: TestApp, world: AccessWorld, row: MatrixRow, identity: Identity, invalid = false) {
  const { method, url, payload } = matrixRequest(row, world.a, invalid);
  return call(t, url, { method, payload, token: world.tokens[identity], headers: row.headers });
}

/**
 * The answer as the planned one names it: the status, and the error's code when the plan names one. A
 * refusal must also say why in words (a translated message).
 */
export function answerOf(response: LightMyRequestResponse, planned: Answer): Answer {
  const wantsCode = planned.includes(' ');
  const body = jsonOf(response);
  const explained =
    response.statusCode < 400 || (typeof body.message === 'string' && body.message !== body.code)
      ? ''
      : ' (without a message)';
  return `${response.statusCode}${wantsCode ? ` ${body.code}` : ''}${explained}`;
}
