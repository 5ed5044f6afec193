/**
 * Tomorrow's manifests by e-mail (docs/decisions/0067-bookings-and-manifests.md), a part of the purchases'
 * job (domain/purchases/purchase-jobs.server.ts, under its lease): at 18:00 on the experience's clock,
 * each company with bookings the next day e-mails the members who chose it
 * (`company_members.notify_daily_manifest`), each in their language. The company and day are claimed in
 * `daily_manifest_sends` in the transaction that writes the e-mails, so they go once across processes
 * and restarts; a company with no booking tomorrow, or no member who asked, gets nothing.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Lang, isLang } from '../../common/i18n/languages';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { isBooking } from '../purchases/booking-rows';
import type { ParticipantTier } from '../purchases/purchase-json';
import { MANIFEST_STATUSES } from './bookings-filter';
import { dailyManifestDue } from './daily-manifest-due';
import { type DailyDeparture, renderDailyManifestEmail } from './daily-manifest-email';
import { type PickupPlace, pickupMapUrl, pickupText } from '../purchases/pickup-words';

/** Departures further than this are never tomorrow's on any clock. */
const LOOKAHEAD_MS = 2 * 86_400_000;

const statuses = sql.join(
  MANIFEST_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

interface Candidate {
  company_id: number;
  date: string;
  zones: string[];
}

/** Companies and departure days with bookings soon, not yet e-mailed, with a member who asked for it. */
function candidates(db: DbOrTx, now: Date): Promise<Candidate[]> {
  return queryRows<Candidate>(
    db,
    sql`select p.company_id, p.booking_date::text as date, array_agg(distinct p.time_zone) as zones
      from purchases p
      where p.status in (${statuses}) and ${isBooking('p')}
        and p.starts_at > ${now} and p.starts_at <= ${new Date(now.getTime() + LOOKAHEAD_MS)}
        and exists (select 1 from company_members m where m.company_id = p.company_id and m.notify_daily_manifest)
        and not exists (select 1 from daily_manifest_sends s
          where s.company_id = p.company_id and s.manifest_date = p.booking_date)
      group by p.company_id, p.booking_date
      order by p.company_id, p.booking_date`,
  );
}

interface Recipient {
  email: string;
  name: string;
  language: string;
  company_name: string;
}

interface DepartureBookingRow {
  experience_id: number;
  experience_name: string;
  hour: string;
  code: string;
  traveller: string;
  participants: { tier: ParticipantTier; quantity: number }[] | null;
  total: number;
  pickup_address: string | null;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
}

const pickupLine = (lang: Lang, pickup: PickupPlace) =>
  `${pickupText(lang, pickup)} — ${pickupMapUrl(pickup)}`;

/** The day's departures of the company, by hour, with their bookings in `lang`. */
async function departuresOf(
  db: DbOrTx,
  companyId: number,
  date: string,
  lang: Lang,
): Promise<DailyDeparture[]> {
  const name = localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang);
  const rows = await queryRows<DepartureBookingRow>(
    db,
    sql`select p.experience_id, coalesce(${name}, '#' || p.experience_id) as experience_name,
        to_char(p.booking_hour, 'HH24:MI') as hour, p.code, trim(u.first_name || ' ' || u.last_name) as traveller,
        (select json_agg(json_build_object('tier', pp.tier, 'quantity', pp.quantity) order by pp.id)
          from purchase_participants pp where pp.purchase_id = p.id) as participants,
        p.total_participants as total, pk.address as pickup_address, pk.latitude as pickup_latitude,
        pk.longitude as pickup_longitude
      from purchases p join users u on u.id = p.user_id
      left join purchase_pickups pk on pk.purchase_id = p.id
      where p.company_id = ${companyId} and p.booking_date = ${date}::date and p.status in (${statuses})
        and ${isBooking('p')}
      order by p.booking_hour, 2, p.experience_id, u.first_name, u.last_name, p.id`,
  );
  const departures = new Map<string, DailyDeparture>();
  for (const row of rows) {
    const key = `${row.hour} ${row.experience_id}`;
    let departure = departures.get(key);
    if (!departure) {
      departure = {
        experienceId: row.experience_id,
        experienceName: row.experience_name,
        hour: row.hour,
        bookings: [],
      };
      departures.set(key, departure);
    }
    departure.bookings.push({
      code: row.code,
      traveller: row.traveller,
      participants: row.participants ?? [],
      total: Number(row.total),
      // The words, else "Punto en el mapa", then the map link (docs/decisions/0081-pickup-area.md).
      pickup:
        row.pickup_latitude === null || row.pickup_longitude === null
          ? null
          : pickupLine(lang, {
              latitude: row.pickup_latitude,
              longitude: row.pickup_longitude,
              address: row.pickup_address ?? '',
            }),
    });
  }
  return [...departures.values()];
}

/**
 * Claims and writes one company's e-mails of `date`; false when another process claimed it first. The
 * members and bookings are read in the claiming transaction: what is mailed is what was there then.
 */
async function sendCompanyDay(db: Db, companyId: number, date: string, links: EmailLinks, now: Date) {
  return db.transaction(async (tx) => {
    const recipients = await queryRows<Recipient>(
      tx,
      sql`select u.email::text as email, trim(u.first_name || ' ' || u.last_name) as name, u.language,
          c.company_name
        from company_members m join users u on u.id = m.user_id join companies c on c.id = m.company_id
        where m.company_id = ${companyId} and m.notify_daily_manifest and not u.is_blocked
        order by u.id`,
    );
    const claimed = await queryRows<{ company_id: number }>(
      tx,
      sql`insert into daily_manifest_sends (company_id, manifest_date, sent_at, recipients)
        values (${companyId}, ${date}::date, ${now}, ${recipients.length})
        on conflict do nothing returning company_id`,
    );
    if (claimed.length === 0) return false;
    const byLang = new Map<Lang, DailyDeparture[]>();
    for (const recipient of recipients) {
      const lang: Lang = isLang(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
      let departures = byLang.get(lang);
      if (!departures) {
        departures = await departuresOf(tx, companyId, date, lang);
        byLang.set(lang, departures);
      }
      if (departures.length === 0) continue;
      const email = renderDailyManifestEmail({
        lang,
        links,
        recipientName: recipient.name,
        companyName: recipient.company_name,
        date,
        departures,
      });
      await enqueueEmail(tx, { email: recipient.email, name: recipient.name }, email, now);
    }
    return true;
  });
}

/**
 * Sends every company's e-mail of tomorrow's departures that is due at `now` (on any of its experiences'
 * clocks: daily-manifest-due.ts). Answers how many companies' e-mails were written.
 */
export async function sendDailyManifests(
  db: Db,
  links: EmailLinks,
  now: Date,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<number> {
  let sent = 0;
  for (const candidate of await candidates(db, now)) {
    if (!candidate.zones.some((zone) => dailyManifestDue(zone, candidate.date, now))) continue;
    if (await sendCompanyDay(db, candidate.company_id, candidate.date, links, now)) sent += 1;
    if (!(await keepGoing())) break;
  }
  return sent;
}
