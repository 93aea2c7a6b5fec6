import 'dotenv/config';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * `npm run admin -- COMMAND`: the restaurant's console. It talks to the running server at API_URL
 * with ADMIN_TOKEN (else the token the server generated into DATA_DIR/admin-token).
 */
const usage = `Usage: npm run admin -- COMMAND
  status                                   show the site status and settings
  status live|closed|maintenance           set the site status
  closed list | closed add YYYY-MM-DD [note] | closed remove YYYY-MM-DD
  settings get
  settings set KEY VALUE                   booking rules (whole numbers; the widget follows them):
                                             horizon_days (1-365), otp_resend_seconds (0-3600),
                                             hold_minutes (1-1440), change_cancel_min_days (0-365),
                                             max_party_size (1-50)
                                           others: deposit_per_person (RMB), usd_per_rmb,
                                             seats_per_slot, open_weekdays (e.g. 2,3,4,5,6), about_url
  bookings YYYY-MM-DD                      bookings and live holds of a date
  requests [all]                           open change/cancel requests (all: resolved too)
  requests resolve ID "what was done"
  faq list | faq import FILE.json          import replaces the FAQ with the file's list
  reconcile                                ask the payment providers about unconfirmed payments
  outbox                                   messages in the dev outbox (no provider configured)`;

const apiUrl = (process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`).replace(/\/$/, '');

async function adminToken(): Promise<string> {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.resolve(process.env.DATA_DIR ?? './data', 'admin-token');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    throw new Error(`No ADMIN_TOKEN set and no ${file}; start the server once or set ADMIN_TOKEN.`);
  }
}

async function call(method: string, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${await adminToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const problem = data as { message?: string; errors?: Record<string, string> };
    const details = problem.errors ? ` ${JSON.stringify(problem.errors)}` : '';
    throw new Error(`${response.status}: ${problem.message ?? text}${details}`);
  }
  return data;
}

function show(data: unknown): void {
  if (Array.isArray(data) && data.length > 0) console.table(data);
  else if (Array.isArray(data)) console.log('(none)');
  else console.log(data);
}

async function run(args: string[]): Promise<unknown> {
  const [command, sub, ...rest] = args;
  switch (command) {
    case 'status':
      return sub ? call('PUT', '/api/admin/status', { status: sub }) : call('GET', '/api/admin/settings');
    case 'closed':
      if (sub === 'add') return call('POST', '/api/admin/closed_dates', { date: rest[0], note: rest.slice(1).join(' ') });
      if (sub === 'remove') return call('DELETE', `/api/admin/closed_dates/${encodeURIComponent(rest[0] ?? '')}`);
      return call('GET', '/api/admin/closed_dates');
    case 'settings':
      if (sub === 'set') return call('PUT', `/api/admin/settings/${encodeURIComponent(rest[0] ?? '')}`, { value: rest[1] });
      return call('GET', '/api/admin/settings');
    case 'bookings':
      return call('GET', `/api/admin/bookings?date=${encodeURIComponent(sub ?? '')}`);
    case 'requests':
      if (sub === 'resolve') return call('POST', `/api/admin/requests/${encodeURIComponent(rest[0] ?? '')}/resolve`, { resolution: rest.slice(1).join(' ') });
      return call('GET', `/api/admin/requests?open=${sub === 'all' ? 'false' : 'true'}`);
    case 'faq':
      if (sub === 'import') return call('PUT', '/api/admin/faq', JSON.parse(await readFile(rest[0] ?? '', 'utf8')));
      return call('GET', '/api/admin/faq');
    case 'reconcile':
      return call('POST', '/api/admin/reconcile', {});
    case 'outbox':
      return call('GET', '/api/dev/outbox');
    default:
      console.log(usage);
      return command && command !== 'help' ? Promise.reject(new Error(`Unknown command ${command}`)) : undefined;
  }
}

run(process.argv.slice(2)).then(
  (data) => data !== undefined && show(data),
  (error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  },
);
