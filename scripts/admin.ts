import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { beginAdminSession, type AdminSession } from './admin/admin-api.ts';
import type { AdminCommand } from './admin/admin-command.ts';
import { backupCommand, restoreCommand, versionCommand } from './admin/commands/backup.ts';
import { checkCommand } from './admin/commands/check.ts';
import { bookingsCommand, requestsCommand } from './admin/commands/bookings.ts';
import { messagesCommand } from './admin/commands/messages.ts';
import { bookCommand } from './admin/commands/book.ts';
import { seatsCommand } from './admin/commands/walk-in.ts';
import { exportCommand, reportCommand } from './admin/commands/reports.ts';
import { guestsCommand } from './admin/commands/guests.ts';
import { waitlistCommand } from './admin/commands/waitlist.ts';
import { bookingCommand, cancelCommand, markCommand, moveCommand, refundCommand } from './admin/commands/booking-actions.ts';
import { outboxCommand, reconcileCommand } from './admin/commands/operations.ts';
import { seatingsCommand } from './admin/commands/seatings.ts';
import { setupCommand } from './admin/commands/setup.ts';
import { restaurantCommand } from './admin/commands/restaurant.ts';
import { closedCommand, faqCommand, settingsCommand, statusCommand } from './admin/commands/restaurant-settings.ts';
import { staffCommand, tokensCommand } from './admin/commands/staff.ts';
import { textCommand } from './admin/commands/texts.ts';
import { photoCommand } from './admin/commands/photos.ts';
import { answerShownToStaff, shownToStaff } from './admin/staff-text.ts';

/**
 * `npm run admin -- COMMAND`, the restaurant's command line (its server and tokens: README's Administration).
 * Each command group lives in scripts/admin/commands/; add a new one to this list.
 */
const commands: AdminCommand[] = [
  setupCommand,
  restaurantCommand,
  statusCommand,
  closedCommand,
  settingsCommand,
  seatingsCommand,
  bookingsCommand,
  bookingCommand,
  bookCommand,
  seatsCommand,
  reportCommand,
  exportCommand,
  guestsCommand,
  cancelCommand,
  moveCommand,
  markCommand,
  refundCommand,
  requestsCommand,
  textCommand,
  photoCommand,
  faqCommand,
  reconcileCommand,
  outboxCommand,
  staffCommand,
  tokensCommand,
  messagesCommand,
  waitlistCommand,
  backupCommand,
  restoreCommand,
  versionCommand,
  checkCommand,
];

const usage = ['Usage: npm run admin -- COMMAND', ...commands.flatMap((command) => command.usage.map((line) => `  ${line}`))].join('\n');

/** Prints an answer; what guests wrote in it is escaped (staff-text.ts). */
function show(answer: unknown, out: Console): void {
  const data = answerShownToStaff(answer);
  if (Array.isArray(data) && data.every((line) => typeof line === 'string')) out.log(data.length > 0 ? data.join('\n') : '(none)');
  else if (Array.isArray(data) && data.length > 0) out.table(data);
  else if (Array.isArray(data)) out.log('(none)');
  else out.log(data);
}

async function run([name, ...args]: string[], out: Console): Promise<unknown> {
  const command = commands.find((candidate) => candidate.name === name);
  if (command) return command.run(args);
  out.log(usage);
  return name && name !== 'help' ? Promise.reject(new Error(`Unknown command ${name}`)) : undefined;
}

/**
 * One run of the console: the words after `npm run admin --`, what it reads (`session`) and
 * where it prints (`out`); answers the exit code. Tests call it in their own process.
 */
export async function runAdmin(words: string[], session: AdminSession, out: Console): Promise<number> {
  beginAdminSession(session);
  try {
    const data = await run(words, out);
    if (data !== undefined) show(data, out);
    return 0;
  } catch (error) {
    out.error(shownToStaff((error as Error).message));
    return 1;
  }
}

/** The command line itself: this process's arguments, environment (with .env) and terminal. */
export async function runAdminCommandLine(): Promise<void> {
  await import('dotenv/config');
  process.exitCode = await runAdmin(process.argv.slice(2), { env: process.env, interactive: Boolean(process.stdin.isTTY) }, console);
}

/** Run as a script (`tsx scripts/admin.ts`, `node dist/server/scripts/admin.js`) rather than imported. */
function startedAsScript(): boolean {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(realpathSync(process.argv[1]!)).href;
  } catch {
    return false;
  }
}

if (startedAsScript()) await runAdminCommandLine();
