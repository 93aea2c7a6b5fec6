import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCliServer, type CliServer } from '../../test/admin-cli-server.ts';
import { testStore } from '../../test/test-app.ts';

let cli: CliServer;
beforeAll(async () => {
  cli = await startCliServer('content');
}, 60_000);
afterAll(() => cli?.close());

const admin = (...args: string[]) => cli.admin(...args);
const card = () => fetch(`${cli.server.url}/api/restaurant`).then((r) => r.json());
const faq = () => fetch(`${cli.server.url}/api/fetch_faq`).then((r) => r.json() as Promise<Array<{ id: number; question_en: string }>>);

describe(`npm run admin -- text and faq (${testStore})`, () => {
  it('shows a text as written and as guests read it, and writes one from a file', async () => {
    const shown = (await admin('text', 'show', 'change_policy')).stdout;
    expect(shown).toContain('change_policy en: the reminder shown when a guest asks to change or cancel a booking');
    expect(shown).toContain('    Reminder: free cancellation at least {free_cancel_working_days} working days before;');
    expect(shown).toMatch(/guests read:\n {4}Reminder: free cancellation at least 4 working days before;/);
    expect(shown).toMatch(/^Placeholders: .*\{deposit\}/m);

    const file = path.join(cli.dataDir, 'notes-zh.txt');
    await writeFile(file, '取消须提前 {free_cancel_working_days} 个工作日。\n请勿使用香水。\n');
    expect((await admin('text', 'set', 'notes', 'zh', '--file', file)).stdout).toContain(`notes zh saved from ${file}; guests see it from their next page load.`);
    expect((await admin('text', 'set', 'menu_price', 'en', 'RMB', '2,000', 'per', 'person')).stdout).toContain('menu_price en saved');
    const { texts } = await card();
    expect(texts.zh.notes).toBe('取消须提前 4 个工作日。\n请勿使用香水。');
    expect(texts.en.menu_price).toBe('RMB 2,000 per person');
  }, 60_000);

  it('reads the file named as the text, as `text set KEY LANG FILE` is typed', async () => {
    const file = path.join(cli.dataDir, 'chef-en.txt');
    await writeFile(file, 'Chef Lin cooks for twelve guests at a time.\nSeats are held {hold_minutes} minutes.\n');
    expect((await admin('text', 'set', 'chef', 'en', file)).stdout).toContain(`chef en saved from ${file};`);
    expect((await card()).texts.en.chef).toBe('Chef Lin cooks for twelve guests at a time.\nSeats are held 30 minutes.');
  }, 30_000);

  it('refuses an unknown placeholder with a sentence in both languages, and changes nothing', async () => {
    const refused = admin('text', 'set', 'notes', 'en', 'Cancel {cancel_days} days ahead');
    await expect(refused).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/\{cancel_days\}, which is not a placeholder.*不是可用的占位符/) });
    expect((await card()).texts.en.notes).toMatch(/^Free cancellation at least 4 working days/);
  }, 30_000);

  it('adds, changes, moves and removes FAQ entries one at a time', async () => {
    const before = await faq();
    const added = (await admin('faq', 'add', '--question-en', 'Is there parking?', '--question-zh', '有停车位吗？', '--answer-en', 'Yes, nearby.', '--answer-zh', '附近有。', '--position', '1')).stdout;
    expect(added).toMatch(/^1\. \[id (\d+)\] Is there parking\? \/ 有停车位吗？$/m);
    const id = /^1\. \[id (\d+)\]/m.exec(added)![1]!;
    await admin('faq', 'set', id, '--answer-en', 'Yes, under the building.');
    const moved = (await admin('faq', 'move', id, String(before.length + 1))).stdout;
    expect(moved).toContain(`${before.length + 1}. [id ${id}] Is there parking?`);
    const now = await faq();
    expect(now.map((entry) => entry.id)).toEqual([...before.map((entry) => entry.id), Number(id)]);
    expect(now.at(-1)).toMatchObject({ answer_en: 'Yes, under the building.', answer_zh: '附近有。' });

    await expect(admin('faq', 'move', id, '99')).rejects.toMatchObject({ stderr: expect.stringMatching(/position must be a whole number from 1 to \d+.*位置须为/) });
    await expect(admin('faq', 'add', '--question-en', 'Half?')).rejects.toMatchObject({ stderr: expect.stringMatching(/question_zh \(the question in Chinese\) is needed.*不能为空/) });
    expect((await admin('faq', 'remove', id)).stdout).toContain(`Entry ${id} removed.`);
    expect((await faq()).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
  }, 90_000);
});
