import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { openEvenings } from '../../test/open-evenings.ts';
import { testStore } from '../../test/test-app.ts';

let cli: CliServer;
let evening = '';
beforeAll(async () => {
  cli = await startCliServer('guests');
  [evening] = (await openEvenings(cli.server.url, 1, { fromDaysAhead: 12, time: '18:00', pax: 4 })) as [string];
}, 120_000);
afterAll(async () => {
  await cli?.close();
});

const admin = (...args: string[]) => cli.admin(...args);
const idOf = (line: string) => /^#(\d+)/.exec(line)![1]!;

describe(`npm run admin -- guests (${testStore})`, () => {
  it('finds a guest, lists the visits, and merges two profiles of one person only when confirmed', async () => {
    await admin('book', evening, '18:00', '2', '--name', 'Hana Sato', '--email', 'hana@example.com', '--waive-deposit', 'Friend');
    await admin('book', evening, '18:00', '2', '--name', 'Hana Sato', '--email', 'hana.work@example.com', '--waive-deposit', 'Friend');
    const found = (await admin('guests', 'find', 'hana')).stdout.trim().split('\n');
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^#\d+ {2}Hana Sato {2}hana(\.work)?@example\.com {2}0 visits$/);
    const [first, second] = found.map(idOf) as [string, string];

    const visits = (await admin('guests', 'visits', second)).stdout.trim().split('\n');
    expect(visits[0]).toBe(`Guest #${second}: 1 booking`);
    expect(visits[1]).toMatch(new RegExp(`^${evening} {2}18:00 {2}2 guests {2}pending {2}paid - {2}refunded - {2}kept - {2}[0-9A-Z]+$`));
    expect(visits[2]).toBe('Deposits: paid -, refunded -, kept -');

    await expect(admin('guests', 'merge', first, second)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Nothing was done: confirm at a terminal') });
    await expect(admin('guests', 'merge', first, first, '--yes')).rejects.toMatchObject({ stderr: expect.stringContaining('422: A guest cannot be merged into the same profile') });
    expect((await admin('guests', 'merge', first, second, '--yes')).stdout).toBe(`Merged guest #${first} into #${second}: 1 booking moved\n`);
    expect((await admin('guests', 'find', 'hana')).stdout.trim().split('\n')).toHaveLength(1);
    expect((await admin('guests', 'visits', second)).stdout).toContain(`Guest #${second}: 2 bookings`);
    await expect(admin('guests', 'visits', first)).rejects.toMatchObject({ stderr: expect.stringContaining(`404: There is no guest ${first}`) });
  }, 90_000);
});
