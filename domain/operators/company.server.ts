import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { countries, countryTranslations } from '../../db/schema/geography';
import { notFound } from '../errors';

/** What the workspace shows of the company everywhere: its name, country and logo. */
export interface CompanySummary {
  id: number;
  name: string;
  country: string;
  logo_url: string | null;
}

export async function companySummary(db: DbOrTx, companyId: number): Promise<CompanySummary> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.companyName,
      country: countries.isoCode,
      logo_url: companies.logoPath,
    })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound('COMPANY_NOT_FOUND', 'errors.companyNotFound');
  return row;
}

/** The countries the marketplace serves, by name in `lang`: the company settings' choices. */
export async function marketplaceCountries(
  db: DbOrTx,
  lang: string,
): Promise<{ iso: string; name: string }[]> {
  return db
    .select({ iso: countries.isoCode, name: countryTranslations.name })
    .from(countries)
    .innerJoin(
      countryTranslations,
      and(eq(countryTranslations.countryId, countries.id), eq(countryTranslations.langCode, lang)),
    )
    .orderBy(asc(countryTranslations.name));
}
