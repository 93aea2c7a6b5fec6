import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { Guest } from '../../test/guest.ts';
import { openEvenings } from '../../test/open-evenings.ts';
import { pathOf } from '../../payments/test-support.ts';

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('actions');
  evenings = await openEvenings(cli.server.url, 9, { fromDaysAhead: 10 });
}, 120_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);

/** The evenings the demo restaurant opens, from ten days ahead: the `n`th is `openEvening(n)`. */
let evenings: string[] = [];
const openEvening = (n: number): string => evenings[n]!;

const codeIn = (stdout: string) => /^Booked ([0-9A-Z]+):/m.exec(stdout)![1]!;

describe('npm run admin: the staff actions, one readable line per fact', () => {
  it('books for a guest with the deposit waived, moves, looks up and cancels the booking', async () => {
    const [first, second] = [openEvening(0), openEvening(1)];
    const booked = await admin('book', first, '19:00', '2', '--name', 'Anna Schmidt', '--email', 'anna@example.com', '--waive-deposit', 'Regular guest', '--notes', 'No nuts, please');
    expect(booked.stdout).toMatch(new RegExp(`^Booked [0-9A-Z]{16}: ${first} 19:00, 2 guests, counter$`, 'm'));
    expect(booked.stdout).toContain('Deposit waived: Regular guest');
    expect(booked.stdout).toContain('Guest told by email');
    const code = codeIn(booked.stdout);

    const moved = await admin('move', code, second, '19:30', '--party', '3');
    expect(moved.stdout.split('\n')).toEqual(
      expect.arrayContaining([`Moved booking ${code}`, `From: ${first} 19:00, 2 guests`, `To: ${second} 19:30, 3 guests, counter`, 'Guest told by email']),
    );

    const shown = await admin('booking', code);
    expect(shown.stdout).toContain(`Booking ${code}: pending`);
    expect(shown.stdout).toContain(`When: ${second} 19:30, 3 guests, counter`);
    expect(shown.stdout).toContain('Notes: No nuts, please');
    expect(shown.stdout).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d \(China time\) admin-token book$/m);
    expect(shown.stdout).toMatch(/admin-token move/);

    const cancelled = await admin('cancel', code, '--note', 'Guest phoned');
    expect(cancelled.stdout.split('\n')).toEqual(
      expect.arrayContaining([`Cancelled booking ${code} (${second} 19:30)`, 'Seats returned: 3', 'Deposit: none paid, nothing to refund', 'Guest told by email']),
    );
  }, 60_000);

  it('books with a payment link that holds the table when no waiver is given', async () => {
    const { stdout } = await admin('book', openEvening(2), '18:00', '2', '--name', '林美玲', '--phone', '+86 139 0000 1234');
    expect(stdout).toMatch(/^Deposit RMB [\d,]+\.00 asked by a payment link; the table is held until \d{4}-\d\d-\d\d \d\d:\d\d \(China time\)$/m);
    expect(stdout).toMatch(new RegExp(`^Payment link: http\\S+/booking_process/${codeIn(stdout)}\\?pay=[\\w-]{32}$`, 'm'));
    expect(stdout).toContain('Guest told by sms');
  }, 30_000);

  it('moves a paid booking to a larger party and prints the payment link asked of the guest', async () => {
    const date = openEvening(7);
    const booked = await admin('book', date, '19:00', '2', '--name', 'Anna Schmidt', '--email', 'anna.larger@example.com');
    const code = codeIn(booked.stdout);
    const token = new URL(/^Payment link: (\S+)$/m.exec(booked.stdout)![1]!).searchParams.get('pay')!;
    const guest = await Guest.start(cli.server.app);
    await guest.post('/api/open_pay_link', { code, token });
    const wpay = await guest.post<{ code_url: string }>('/api/wpay', { code, lang: 'en' });
    await cli.server.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await guest.get(`/api/check_wx/${code}`);

    const { stdout } = await admin('move', code, date, '19:00', '--party', '4');
    expect(stdout).toMatch(/^Deposit asked for the larger party: RMB [\d,]+\.00 by a payment link \(email\), until \d{4}-\d\d-\d\d \d\d:\d\d \(China time\); unpaid by then, the booking goes back to the party paid for$/m);
    expect(stdout).toMatch(new RegExp(`^Payment link: http\\S+/booking_process/${code}\\?pay=[\\w-]{32}$`, 'm'));
    const shown = await admin('booking', code);
    expect(shown.stdout).toMatch(/^Larger party 2 -> 4: RMB [\d,]+\.00 open \(payment link until \d{4}-\d\d-\d\d \d\d:\d\d \(China time\)\)$/m);
  }, 60_000);

  it('refuses with a readable sentence and a non-zero exit', async () => {
    await expect(admin('book', openEvening(3), '19:00', '2', '--name', 'Anna Schmidt')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Give the guest's --phone or --email"),
    });
    await expect(admin('book', openEvening(3), '19:00', '2', '--name', 'Anna', '--email', 'a@example.com')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('first and last name'),
    });
    await expect(admin('book', openEvening(3), '19:00', '60', '--name', 'Big Party', '--email', 'a@example.com', '--waive-deposit', 'x')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('party size must be a whole number'),
    });
    await expect(admin('cancel', 'NOSUCHCODE1234')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('There is no booking NOSUCHCODE1234.') });
    const { stdout } = await admin('book', openEvening(3), '19:00', '2', '--name', 'Wei Li', '--phone', '13900002222', '--waive-deposit', 'Friend');
    const code = codeIn(stdout);
    await expect(admin('mark', code, 'no_show')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('it can be marked no-show from then on') });
    await expect(admin('refund', code)).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/refund/i) });
  }, 60_000);

  it('refuses to close a date that holds a booking, naming it, and closes it with --keep', async () => {
    const date = openEvening(4);
    const code = codeIn((await admin('book', date, '19:00', '2', '--name', 'Wei Li', '--phone', '13900003333', '--waive-deposit', 'Friend')).stdout);
    await expect(admin('closed', 'add', date, 'Private event')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`Closing ${date} would leave 1 booking on a closed evening:\\n  ${code} 19:00 counter, 2 guests, Wei Li, \\+86 139 0000 3333\\n`)),
    });
    await expect(admin('seatings', 'close', date, '19:00')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(code) });
    const { stdout } = await admin('closed', 'add', date, 'Private event', '--keep');
    expect(stdout.trim().split('\n')).toEqual([`${date} is closed.`, `${date}: 1 booking(s) keep their places: ${code}`]);
  }, 60_000);

  it('refuses fewer seats than an evening\'s guests, listing the booking, and takes them with --keep, saying how far over', async () => {
    const date = openEvening(8);
    const code = codeIn((await admin('book', date, '19:00', '2', '--name', 'Lei Wang', '--phone', '13900004444', '--waive-deposit', 'Buy-out guest')).stdout);
    await expect(admin('seatings', 'evening', date, '0', 'counter', 'Buy-out')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`over its seats:\\n  ${date} counter: 2 guests on 0 seats \\(2 over\\)\\n    ${code} 19:00, 2 guests, Lei Wang, \\+86 139 0000 4444 \\(confirmed\\)`)),
    });
    await expect(admin('settings', 'set', 'counter_seats', '1')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(code) });
    const { stdout } = await admin('seatings', 'evening', date, '0', 'counter', 'Buy-out', '--keep');
    expect(stdout.trim().split('\n')).toEqual([`On ${date} the counter has 0 seats.`, `Kept over its seats: ${date} counter, 2 guests on 0 seats (2 over)`]);
  }, 60_000);

  it('acts on guests\' requests: decline with a reply, move as asked, cancel as asked', async () => {
    const request = async (type: 'change' | 'cancel', message: string) => {
      const code = codeIn((await admin('book', openEvening(5), '19:00', '2', '--name', 'Mei Lin', '--email', 'mei@example.com', '--waive-deposit', 'Friend')).stdout);
      const { rows } = await cli.server.db.query<{ id: number }>(
        "insert into booking_requests (booking_id, type, message) select id, $2, $3 from bookings where code = $1 returning id",
        [code, type, message],
      );
      return { code, id: String(rows[0]!.id) };
    };
    const declined = await request('change', 'Could we come at 21:00?');
    expect((await admin('requests', 'resolve', declined.id, 'decline', 'Sorry, we have no table at 21:00.')).stdout.trim().split('\n')).toEqual([
      `Request ${declined.id}: declined; the booking stays`,
      'Guest told by email',
    ]);
    const moved = await request('change', 'Can we come a day later?');
    const movedOut = await admin('requests', 'resolve', moved.id, 'move', openEvening(6), '18:30');
    expect(movedOut.stdout).toContain(`Request ${moved.id}: booking moved as asked`);
    expect(movedOut.stdout).toContain(`To: ${openEvening(6)} 18:30, 2 guests, counter`);
    const cancelled = await request('cancel', 'We cannot come.');
    const cancelledOut = await admin('requests', 'resolve', cancelled.id, 'cancel');
    expect(cancelledOut.stdout).toContain(`Request ${cancelled.id}: booking cancelled as asked`);
    expect(cancelledOut.stdout).toContain('Seats returned: 2');
    await expect(admin('requests', 'resolve', cancelled.id, 'cancel')).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^\d{3}: \S.*/m) });
  }, 90_000);
});
