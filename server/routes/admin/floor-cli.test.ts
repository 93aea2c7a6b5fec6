import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { openEvenings } from '../../test/open-evenings.ts';
import { testStore } from '../../test/test-app.ts';

let cli: CliServer;
let evening = '';
let folder = '';
beforeAll(async () => {
  cli = await startCliServer('floor');
  [evening] = (await openEvenings(cli.server.url, 1, { fromDaysAhead: 10, time: '18:00', pax: 4 })) as [string];
  folder = await mkdtemp(path.join(tmpdir(), 'floor-cli-'));
}, 120_000);
afterAll(async () => {
  await cli?.close();
  await rm(folder, { recursive: true, force: true });
});

const admin = (...args: string[]) => cli.admin(...args);
const codeIn = (stdout: string) => /^Booked ([0-9A-Z]+):/m.exec(stdout)![1]!;

describe(`npm run admin: seats, walk-ins, the report and the export (${testStore})`, () => {
  it('gives a booking seat numbers, moves them, and refuses a split party', async () => {
    const first = codeIn((await admin('book', evening, '18:00', '2', '--name', 'Anna Schmidt', '--email', 'anna@example.com', '--waive-deposit', 'Regular')).stdout);
    const second = codeIn((await admin('book', evening, '18:00', '2', '--name', '林美玲', '--email', 'lin@example.com', '--waive-deposit', 'Friend')).stdout);
    expect((await admin('booking', first)).stdout).toContain('\nSeats 1-2\n');
    expect((await admin('booking', second)).stdout).toContain('\nSeats 3-4\n');
    expect((await admin('seats', second, '5-6')).stdout).toBe(`Booking ${second}: seats 5-6 (were 3-4)\n`);
    await expect(admin('seats', second, '1-2')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('409: Another party holds one of seats 1-2') });
    await expect(admin('seats', second, '7-9')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('the party of 2 sits together on 2 adjacent seats') });
    expect((await admin('booking', second)).stdout).toContain('\nSeats 5-6\n');
  }, 60_000);

  it('seats a walk-in only in a seating under way tonight', async () => {
    await expect(admin('book', evening, '18:00', '2', '--walk-in', '--name', 'Mei')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("A walk-in is seated on tonight's evening only"),
    });
  }, 60_000);

  it('prints the evening in the report and writes the bookings as CSV with a byte-order mark', async () => {
    const { stdout } = await admin('report', evening);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`Report for ${evening}`);
    expect(lines[1]).toMatch(/^Evening\s+Parties\s+Covers\s+Walk-ins\s+No-shows\s+Cancelled\s+Deposits taken\s+Refunded\s+Kept$/);
    expect(lines[2]).toMatch(new RegExp(`^${evening}\\s+2\\s+4\\s+0\\s+0 \\(0 guests\\)\\s+0\\s+-\\s+-\\s+-$`));
    expect(lines[3]).toMatch(/^Week \d{4}-W\d{2} \(\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\)\s+2\s+4\s+/);
    expect(lines[4]).toMatch(new RegExp(`^Month ${evening.slice(0, 7)}\\s+2\\s+4\\s+`));
    expect(lines[5]).toMatch(/^Total\s+2\s+4\s+/);
    const file = path.join(folder, 'bookings.csv');
    expect((await admin('export', 'bookings', evening, evening, file)).stdout).toBe(`Wrote 2 bookings to ${file}\n`);
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes.toString('utf8').slice(1).split('\r\n');
    expect(rows[0]).toMatch(/^code,date,time,area,party,status,walk_in,seats,first_name,last_name/);
    expect(rows.some((row) => row.includes(',美玲,林,'))).toBe(true);
    await expect(admin('export', 'bookings', evening, evening, file)).rejects.toMatchObject({ stderr: expect.stringContaining('already exists') });
    await expect(admin('report', evening, '2020-01-01')).rejects.toMatchObject({ stderr: expect.stringContaining('422: The span ends') });
  }, 60_000);
});
