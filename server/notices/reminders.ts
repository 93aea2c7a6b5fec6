import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { claimJob } from '../db/job-lease.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { addDays, restaurantInstant, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';
import { reminderMessages } from './reminder-messages.ts';
import { guestLanguage } from './facts.ts';
import { manageLink } from '../bookings/manage-link.ts';
import { restaurantConfigured } from '../repositories/configured.ts';

const HOUR_MS = 3_600_000;
/** Reminders are looked for every minute, so one goes out within a minute of its time. */
const REMINDER_CHECK_MS = 60_000;

interface Candidate {
  id: number;
  code: string;
  booking_date: string;
  timeslot: string;
  pax: number;
  lang: string;
  food: string;
  email: string | null;
  email_verified: boolean;
  country: string | null;
  phone: string | null;
  paid_at: Date | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  gender: 'M' | 'F' | null;
}

/**
 * Whether a paid booking is reminded now: from `hours` before its visit until the visit, unless
 * it was booked less than half that time before the visit (its confirmation is fresh).
 */
export function reminderDue(visit: Date, bookedAt: Date, hours: number, now: Date): boolean {
  if (hours <= 0) return false;
  const window = hours * HOUR_MS;
  if (visit.getTime() - bookedAt.getTime() < window / 2) return false;
  return now.getTime() >= visit.getTime() - window && now.getTime() < visit.getTime();
}

/**
 * Puts the reminders now due into the outbox, each in its own transaction. A reminder exists once
 * per booking and channel (its once_key), however many instances or passes look at the same time.
 * Answers how many messages were queued.
 */
export async function queueDueReminders(db: Database, now: Date, link: { publicUrl: string; appSecret: string }): Promise<number> {
  const { reminder_hours: hours, allergy_notice_hours: allergyHours, restaurant } = await readSettings(db);
  if (hours <= 0) return 0;
  const today = restaurantToday(now);
  const { rows } = await db.query<Candidate>(
    `select b.id, b.code, b.booking_date, t.name as timeslot, b.pax, b.lang, b.food, b.email, b.email_verified,
            b.country, b.phone, b.paid_at, b.created_at, c.first_name, c.last_name, c.gender
     from bookings b
     join seatings s on s.id = b.seating_id
     join timeslots t on t.id = s.timeslot_id
     left join customers c on c.id = b.customer_id
     where b.status = 'pending' and b.booking_date between $1 and $2
       and not exists (select 1 from outgoing_messages m where m.booking_id = b.id and m.kind = 'reminder')
     order by b.id`,
    [today, addDays(today, Math.ceil(hours / 24) + 1)],
  );
  let queued = 0;
  for (const row of rows) {
    const visit = restaurantInstant(row.booking_date, row.timeslot);
    if (!reminderDue(visit, row.paid_at ?? row.created_at, hours, now)) continue;
    const messages = reminderMessages(
      {
        code: row.code,
        lang: guestLanguage(row.lang),
        booking_date: row.booking_date,
        timeslot: row.timeslot,
        pax: row.pax,
        gender: row.gender,
        first_name: row.first_name,
        last_name: row.last_name,
        food: row.food,
        email: row.email && row.email_verified ? row.email : null,
        phone: row.country && row.phone ? `${row.country} ${row.phone}` : null,
        manageUrl: manageLink(link.publicUrl, link.appSecret, row.id),
      },
      restaurant,
      allergyHours,
    );
    await db.transaction(async (tx) => {
      for (const message of messages) {
        const id = await enqueueMessage(tx, { ...message, kind: 'reminder', bookingId: row.id, onceKey: `reminder:${row.id}:${message.channel}` }, now);
        if (id !== null) queued += 1;
      }
    });
  }
  return queued;
}

/** The reminder job of `npm start`: every minute, by the instance holding its lease. */
export function startReminders(app: FastifyInstance): { stop(): void } {
  // Until a restaurant is set up there is no booking to remind of and no settings to read.
  const run = () => {
    const now = app.clock.now();
    claimJob(app.db, 'reminders', now, REMINDER_CHECK_MS * 1.5)
      .then(async (mine) => (mine && (await restaurantConfigured(app.db)) ? queueDueReminders(app.db, now, { publicUrl: app.config.PUBLIC_URL, appSecret: app.secrets.appSecret }) : 0))
      .then(
        (queued) => {
          if (queued > 0) app.log.info({ queued }, 'reminders queued');
        },
        (error: unknown) => app.log.warn({ err: error }, 'reminders failed; tried again in a minute'),
      );
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, REMINDER_CHECK_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
