import 'dotenv/config';
import type { AdminCommand } from './admin/admin-command.ts';
import { backupCommand, restoreCommand, versionCommand } from './admin/commands/backup.ts';
import { checkCommand } from './admin/commands/check.ts';
import { bookingsCommand, requestsCommand } from './admin/commands/bookings.ts';
import { messagesCommand } from './admin/commands/messages.ts';
import { bookCommand } from './admin/commands/book.ts';
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
 * `npm run admin -- COMMAND`: the restaurant's command line. It talks to the running server at
 * API_URL with a personal token (STAFF_TOKEN or DATA_DIR/staff-token), else the bootstrap
 * ADMIN_TOKEN (or DATA_DIR/admin-token), which only works until the first owner exists.
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
function show(answer: unknown): void {
  const data = answerShownToStaff(answer);
  if (Array.isArray(data) && data.every((line) => typeof line === 'string')) console.log(data.length > 0 ? data.join('\n') : '(none)');
  else if (Array.isArray(data) && data.length > 0) console.table(data);
  else if (Array.isArray(data)) console.log('(none)');
  else console.log(data);
}

async function run([name, ...args]: string[]): Promise<unknown> {
  const command = commands.find((candidate) => candidate.name === name);
  if (command) return command.run(args);
  console.log(usage);
  return name && name !== 'help' ? Promise.reject(new Error(`Unknown command ${name}`)) : undefined;
}

run(process.argv.slice(2)).then(
  (data) => data !== undefined && show(data),
  (error: Error) => {
    console.error(shownToStaff(error.message));
    process.exitCode = 1;
  },
);
