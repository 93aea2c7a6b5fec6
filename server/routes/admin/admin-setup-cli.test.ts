import { Console } from 'node:console';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../scripts/admin.ts';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { testStore } from '../../test/test-app.ts';
import { openEveningsInARow } from '../../test/open-evenings.ts';

/**
 * A real start without the demo (SEED_DEMO=false), set up with `npm run admin` as an owner would.
 * stdin is not a terminal here: setup asks nothing and names what is missing instead.
 */
let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('setup', { SEED_DEMO: 'false' });
}, 90_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);

describe(`npm run admin -- setup, on an empty database (${testStore})`, () => {
  it('names the answers still missing when nobody is at the terminal', async () => {
    expect((await fetch(`${cli.server.url}/health`)).status).toBe(503);
    await expect(admin('setup', '--name-en', 'Lantern Counter')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("setup needs --name-zh (the restaurant's name in Chinese), --phone"),
    });
  }, 60_000);

  it('answers what reads the restaurant with the sentence to run setup, not the settings it lacks', async () => {
    await expect(admin('restaurant', 'show')).rejects.toMatchObject({
      code: 1,
      stderr: '503: No restaurant is set up yet: run `npm run admin -- setup`.\n',
    });
  }, 60_000);

  it('refuses an empty deposit rather than setting up a restaurant that asks RMB 0', async () => {
    await expect(
      admin('setup', '--name-en', 'Lantern Counter', '--name-zh', '灯笼吧台', '--phone', '+86 21 5555 0101', '--email', 'table@lantern.example', '--deposit-per-person', ' '),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('deposit_per_person') });
    expect((await fetch(`${cli.server.url}/health`)).status).toBe(503);
  }, 60_000);

  it('creates the restaurant from flags; health turns ok and the site shows its name', async () => {
    const { stdout } = await admin(
      'setup', '--name-en', 'Lantern Counter', '--name-zh', '灯笼吧台', '--phone', '+86 21 5555 0101',
      '--email', 'table@lantern.example', '--deposit-per-person', '300', '--seatings', '18:00,18:30,20:30',
    );
    expect(stdout).toContain('Lantern Counter (灯笼吧台) is set up');
    expect((await fetch(`${cli.server.url}/health`)).status).toBe(200);
    const card = (await (await fetch(`${cli.server.url}/api/restaurant`)).json()) as { name_zh: string; hours: { seating_times: string[] } };
    expect(card).toMatchObject({ name_zh: '灯笼吧台', hours: { seating_times: ['18:00', '18:30', '20:30'] } });
    const seatings = await admin('seatings', 'list');
    expect(seatings.stdout).toContain('A dinner occupies its seats for 150 minutes.');
    expect(seatings.stdout).toContain("Area counter (Chef's counter): 12 seats");
  }, 90_000);

  it('walks the command line: a seating added and removed, the seats, a closed range with its note, a buy-out, one seating closed', async () => {
    // Four open evenings in a row, at least three days ahead.
    const [tuesday, wednesday, thursday, friday] = (await openEveningsInARow(cli.server.url, 4, { fromDaysAhead: 3 })) as [string, string, string, string];
    const counter = async (date: string) => {
      const { slots } = (await (await fetch(`${cli.server.url}/api/get_slots?date=${date}`)).json()) as { slots: Array<{ timeslot: string; available: number }> };
      return Object.fromEntries(slots.map((slot) => [slot.timeslot, slot.available]));
    };

    expect((await admin('seatings', 'add', '19:00')).stdout).toBe('Seating 19:00 counter added.\n');
    expect(await counter(friday)).toEqual({ '1800': 12, '1830': 12, '1900': 12, '2030': 12 });
    expect((await admin('seatings', 'remove', '19:00')).stdout).toContain('Seating 19:00 counter removed');
    expect((await admin('settings', 'set', 'counter_seats', '10')).stdout).toBe('counter_seats: 10\n');
    expect(await counter(friday)).toEqual({ '1800': 10, '1830': 10, '2030': 10 });
    await admin('settings', 'set', 'counter_seats', '12');

    expect((await admin('closed', 'add', tuesday, wednesday, 'Summer', 'break')).stdout).toBe(`Closed 2 days, ${tuesday} to ${wednesday}.\n`);
    await admin('closed', 'note', tuesday, 'zh', '夏季休息');
    const { closures } = (await (await fetch(`${cli.server.url}/api/restaurant`)).json()) as { closures: unknown[] };
    expect(closures).toEqual([
      { date: tuesday, note_en: 'Summer break', note_zh: '夏季休息' },
      { date: wednesday, note_en: 'Summer break', note_zh: 'Summer break' },
    ]);

    expect((await admin('seatings', 'evening', thursday, '0', 'counter', 'Buy-out')).stdout).toBe(`On ${thursday} the counter has 0 seats.\n`);
    expect(await counter(thursday)).toEqual({ '1800': 0, '1830': 0, '2030': 0 });
    expect((await admin('seatings', 'close', friday, '18:30', 'counter', 'Staff', 'meal')).stdout).toBe(`The 18:30 counter seating on ${friday} is closed.\n`);
    expect(await counter(friday)).toEqual({ '1800': 12, '1830': 0, '2030': 12 });
    const listed = (await admin('seatings', 'list')).stdout;
    expect(listed).toContain(`On ${thursday} the counter has 0 seats (Buy-out)`);
    expect(listed).toContain(`On ${friday} the 18:30 counter seating is closed (Staff meal)`);
  }, 90_000);

  it('answers a setting without a value, or a status not offered, with a sentence of what it allows', async () => {
    await expect(admin('settings', 'set', 'dining_minutes')).rejects.toMatchObject({
      stderr: '422: dining_minutes must be a whole number of minutes from 30 to 600; got "".\n',
    });
    await expect(admin('status', 'open')).rejects.toMatchObject({ stderr: '422: The site status must be live, closed or maintenance.\n' });
    expect((await admin('settings', 'set', 'dining_minutes', '150')).stdout).toBe('dining_minutes: 150\n');
  }, 60_000);

  it('refuses seats_per_slot with a sentence pointing to what replaced it', async () => {
    await expect(admin('settings', 'set', 'seats_per_slot', '12')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Use `settings set counter_seats N`'),
    });
  }, 60_000);
});

describe(`npm run admin -- setup, answered on the terminal (${testStore})`, () => {
  let empty: CliServer;
  beforeAll(async () => {
    empty = await startCliServer('setup-asked', { SEED_DEMO: 'false' });
  }, 90_000);
  afterAll(() => empty?.close());

  it('asks what the flags did not give, in order, and takes answers pasted all at once', async () => {
    const [input, output, printed] = [new PassThrough(), new PassThrough(), new PassThrough()];
    const read = (stream: PassThrough) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      return () => text;
    };
    const [asked, said] = [read(output), read(printed)];
    // Everything after the English name, Enter taking the offered answer where one is empty.
    // The deposit, which has no answer in brackets, is first left empty: asked again, not taken as RMB 0.
    input.end(['灯笼吧台', '+86 21 5555 0101', 'table@lantern.example', '', '', '', '', '', '10', '18:00,20:30', '', '', '', '300', '0', ''].join('\n'));
    const env = { ...process.env, API_URL: empty.server.url, DATA_DIR: empty.dataDir, ADMIN_TOKEN: '' };
    const code = await runAdmin(['setup', '--name-en', 'Lantern Counter'], { env, interactive: true, terminal: { input, output } }, new Console({ stdout: printed, stderr: printed }));
    expect(said()).toContain('Lantern Counter (灯笼吧台) is set up and open for bookings.');
    expect(code).toBe(0);
    expect(asked()).not.toContain('name in English');
    expect(asked()).toMatch(/The restaurant's name in Chinese: [\s\S]*Seats at the chef's counter \[12\]: [\s\S]*Seats in a private room taken whole by one party \(0 for none\) \[0\]: /);
    const listed = (await empty.admin('seatings', 'list')).stdout;
    expect(listed).toContain("Area counter (Chef's counter): 10 seats");
    expect(listed).toContain('Seating 18:00 counter\nSeating 20:30 counter');
    expect(asked().match(/Deposit per guest in RMB: /g)).toHaveLength(2);
    expect((await empty.admin('settings', 'get')).stdout).toMatch(/deposit_per_person\W+300\b/);
  }, 60_000);
});
