import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Address fields are single-line inputs: `street-address` is for a multi-line textarea only (the HTML
 * standard's autofill rules, which the Nu HTML Checker enforces), so they use `address-line1`.
 * No textarea in the app asks for an address, so the token appears nowhere.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

it('names no single-line address field street-address', () => {
  const offending = sources('app').filter((file) => readFileSync(file, 'utf8').includes('street-address'));
  expect(offending).toEqual([]);
  expect(readFileSync('app/components/profile/personal-form.tsx', 'utf8')).toContain(
    "address: 'address-line1'",
  );
  expect(readFileSync('app/components/payment/card-fields.tsx', 'utf8')).toContain(
    "input('address', { autoComplete: 'address-line1' })",
  );
});
