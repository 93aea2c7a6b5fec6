import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { testStore } from '../../test/test-app.ts';

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
