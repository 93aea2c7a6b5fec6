import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';

export const reconcileCommand: AdminCommand = {
  name: 'reconcile',
  usage: ['reconcile                                ask the payment providers about unconfirmed payments'],
  run: () => call('admin_reconcile', { body: {} }),
};

export const outboxCommand: AdminCommand = {
  name: 'outbox',
  usage: ['outbox                                   messages in the dev outbox (no provider configured)'],
  run: () => call('dev_outbox'),
};
