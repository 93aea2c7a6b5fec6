import { SettingsRefused } from './config.ts';

/**
 * Why the server could not start, one line per problem (every refused setting at once), or null
 * for a real fault, which keeps its stack trace.
 */
export function startupErrorLines(error: unknown, databaseUrl?: string): string[] | null {
  if (error instanceof SettingsRefused) return error.lines;
  const line = describeStartupError(error, databaseUrl);
  return line === null ? null : [line];
}

/**
 * Why the server could not start, as one line an operator can act on, for the failures an
 * operator causes (settings, the database): no stack trace. Null for anything else, which is a
 * real fault and keeps its stack.
 */
export function describeStartupError(error: unknown, databaseUrl?: string): string | null {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  if (message.startsWith('Invalid configuration:')) return message;
  if (!databaseUrl) return null;
  const where = describeDatabase(databaseUrl);
  switch (code) {
    case 'ECONNREFUSED':
      return `DATABASE_URL: nothing accepts connections at ${where.server}. Start PostgreSQL there or fix the host and port.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `DATABASE_URL: the host of ${where.server} cannot be found. Check the host name.`;
    case 'ETIMEDOUT':
      return `DATABASE_URL: ${where.server} did not answer in time. Check the address and any firewall between.`;
    case '3D000':
      return `DATABASE_URL: the database "${where.database}" does not exist on ${where.server}. Create it (createdb ${where.database}) or fix its name.`;
    case '28P01':
    case '28000':
      return `DATABASE_URL: PostgreSQL at ${where.server} refused the user "${where.user}". Check the user name and password.`;
    default:
      if (/timeout exceeded when trying to connect/i.test(message)) {
        return `DATABASE_URL: ${where.server} did not answer in time. Check the address and any firewall between.`;
      }
      return null;
  }
}

/** The parts of a connection URL worth naming, never its password. */
function describeDatabase(url: string): { server: string; database: string; user: string } {
  try {
    const parsed = new URL(url);
    return { server: `${parsed.hostname}:${parsed.port || '5432'}`, database: decodeURIComponent(parsed.pathname.slice(1)), user: decodeURIComponent(parsed.username) };
  } catch {
    return { server: 'the configured server', database: '(unreadable)', user: '(unreadable)' };
  }
}
