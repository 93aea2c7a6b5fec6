import type { z } from 'zod';
import type { checkReportSchema } from '../../../api-client/contract/operations.ts';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';

/** One line per way out of the server; exits non-zero when any of them failed. */
export const checkCommand: AdminCommand = {
  name: 'check',
  usage: ['check [--email ADDRESS] [--phone "+86 138..."]  send a test e-mail and SMS, ask each payment provider; one line each'],
  run: async (args) => {
    const { words, options } = parseOptions(args, ['email', 'phone']);
    if (words.length > 0) throw new Error(`check takes only --email ADDRESS and --phone NUMBER; got ${words.join(' ')}.`);
    const { email, phone } = options as { email?: string; phone?: string };
    const report = (await call('admin_check', { body: { ...(email ? { email } : {}), ...(phone ? { phone } : {}) } })) as z.infer<typeof checkReportSchema>;
    const lines = report.checks.map((check) => `${check.ok ? 'ok    ' : 'FAILED'} ${check.name}: ${check.detail}`);
    if (report.checks.some((check) => !check.ok)) throw new Error(lines.join('\n'));
    return lines;
  },
};
