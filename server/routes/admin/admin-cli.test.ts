import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('admin');
}, 60_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);

describe('npm run admin', () => {
  it('reads the generated token from the data folder and sets the site status', async () => {
    const { stdout } = await cli.adminProcess('status', 'closed');
    expect(stdout).toContain('closed');
    const status = await fetch(`${cli.server.url}/api/get_status`).then((r) => r.json());
    expect(status).toBe('closed');
  }, 30_000);

  it('prints the server message and exits non-zero on bad input', async () => {
    await expect(cli.adminProcess('closed', 'add', 'tomorrow')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('422') });
  }, 30_000);

  it('lists the outbox one message a line and refuses to retry a message that does not exist', async () => {
    await cli.server.db.query(
      `insert into outgoing_messages (kind, channel, recipient, subject, body, next_attempt_at, created_at, state, attempts, last_error)
       values ('enquiry', 'email', 'restaurant@example.com', 'Corkage?', 'x', now(), now(), 'failed', 12, 'connection refused')`,
    );
    const { stdout } = await admin('messages', 'failed');
    expect(stdout).toMatch(/^#\d+ enquiry email to r\*+@example\.com: failed \(after 12 tries: connection refused\)$/m);
    await expect(admin('messages', 'retry', '999999')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('409') });
    const id = /^#(\d+)/m.exec(stdout)![1]!;
    expect((await admin('messages', 'retry', id)).stdout).toContain(`Message ${id} will be sent again`);
  }, 30_000);
});
