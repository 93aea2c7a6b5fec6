import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

const require = createRequire(import.meta.url);

function prettyInstalled(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's logger: JSON lines (one event each) in production and wherever the output is read
 * by a program; readable lines (pino-pretty, a dev dependency) at a developer's terminal. LOG_FORMAT
 * chooses explicitly; `auto` is pretty only outside production, on a terminal, with pino-pretty installed.
 */
export function loggerOptions(config: Config, terminal = Boolean(process.stdout.isTTY)): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  const pretty = config.LOG_FORMAT === 'pretty' || (config.LOG_FORMAT === 'auto' && config.NODE_ENV !== 'production' && terminal && prettyInstalled());
  if (!pretty) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } },
  };
}
