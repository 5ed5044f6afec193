import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { AppError } from '../errors';
import { birthDateIssue } from './birth-date';
import type { ProfileUpdateInput } from './profile-input';

export const profileInvalid = (issues: { field: string; message: string }[]) =>
  new AppError(400, 'VALIDATION_ERROR', 'profile.verifyInformation', {}, { issues });

/**
 * update-profile: writes only the fields the request carried (the schema already refused the ones a
 * person may not set). The age rule (18 to 89) is checked here because it depends on the clock.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileUpdateInput, now: Date) {
  if (input.birth_date) {
    const issue = birthDateIssue(input.birth_date, now);
    if (issue) {
      throw profileInvalid([
        {
          field: 'birth_date',
          message: issue === 'age' ? 'profile.errors.birthDateAge' : 'profile.errors.birthDateFormat',
        },
      ]);
    }
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.country !== undefined) changes.country = input.country;
  if (input.birth_date !== undefined) changes.birthDate = input.birth_date;
  if (input.address !== undefined) changes.address = input.address;
  if (input.language !== undefined) changes.language = input.language;
  if (input.dni !== undefined) changes.dni = input.dni;
  if (input.postal_code !== undefined) changes.postalCode = input.postal_code;
  if (input.booking_country !== undefined) changes.bookingCountry = input.booking_country;
  if (input.booking_city !== undefined) changes.bookingCity = input.booking_city;
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, userId));
}
