/**
 * The device cookie (docs/decisions/0042): a random id the browser keeps for 400 days, set at the
 * referral landing, at sign-up and at sign-in, and stored with the accounts that used it. It is not a
 * credential (knowing it opens nothing); the self-referral check compares it across a referral's two
 * sides. Pure: the server sets it (server/device-cookie.ts).
 */
import { randomString } from '../accounts/random-codes';

export const DEVICE_COOKIE = 'device_id';
/** Browsers cap a cookie's lifetime at 400 days. */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 24;

/** A new device id: 24 characters of 62, about 143 bits. */
export function newDeviceId(): string {
  return randomString(LENGTH, ALPHABET);
}

/** Only ids the product could have issued are kept: anything else counts as no cookie. */
export function isDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{24}$/.test(value);
}
