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
  const { code, message = '', syscall, address, port } = (error ?? {}) as { code?: string; message?: string; syscall?: string; address?: string; port?: number };
  if (message.startsWith('Invalid configuration:')) return message;
  if (syscall === 'listen') {
    const where = `${address?.includes(':') ? `[${address}]` : address}:${port}`;
    if (code === 'EADDRINUSE') return `PORT: ${where} is already in use, perhaps by another copy of this server. Stop it, or set PORT to a free port.`;
    if (code === 'EACCES') return `PORT: this user may not listen on ${where} (ports below 1024 need privileges). Set PORT to 1024 or above and put a proxy in front.`;
    if (code === 'EADDRNOTAVAIL') return `HOST: ${address} is not an address of this machine. Set HOST to one of its addresses, or 0.0.0.0 for all.`;
  }
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
