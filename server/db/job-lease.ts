import { randomUUID } from 'node:crypto';
import type { Queryable } from './database.ts';

/** Names this process in job_leases; one per process is enough to tell instances apart. */
export const INSTANCE_ID = randomUUID();

/**
 * True for exactly one instance at a time, so periodic jobs run once across instances; a lease that ran
 * out (its holder stopped) is taken over. No transaction is held while the job runs, so PGlite's single
 * connection stays free.
 */
export async function claimJob(db: Queryable, name: string, now: Date, ttlMs: number, holder: string = INSTANCE_ID): Promise<boolean> {
  const { rows } = await db.query(
    `insert into job_leases (name, holder, expires_at) values ($1, $2, $3)
     on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where job_leases.holder = excluded.holder or job_leases.expires_at <= $4
     returning name`,
    [name, holder, new Date(now.getTime() + ttlMs), now],
  );
  return rows.length > 0;
}
