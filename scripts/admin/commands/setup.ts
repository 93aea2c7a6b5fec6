import { createInterface } from 'node:readline/promises';
import { call, isInteractive, terminalOf } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';

/** What setup asks, in order: the flag, the question, and the answer taken when none is typed. */
const QUESTIONS: Array<{ key: string; question: string; fallback?: string }> = [
  { key: 'name_en', question: "The restaurant's name in English" },
  { key: 'name_zh', question: "The restaurant's name in Chinese" },
  { key: 'phone', question: 'Phone guests call (e.g. +86 21 6437 0000)' },
  { key: 'email', question: 'E-mail guests write to' },
  { key: 'address_en', question: 'Address in English', fallback: '' },
  { key: 'address_zh', question: 'Address in Chinese', fallback: '' },
  { key: 'registration_en', question: 'Company registration line in English', fallback: '' },
  { key: 'registration_zh', question: 'Company registration line in Chinese', fallback: '' },
  { key: 'about_url', question: 'Address of your own web site (About)', fallback: '' },
  { key: 'counter_seats', question: "Seats at the chef's counter", fallback: '12' },
  { key: 'seatings', question: 'Seating times, separated by commas', fallback: '18:00,20:30' },
  { key: 'dining_minutes', question: 'Minutes a dinner occupies its seats', fallback: '150' },
  { key: 'open_weekdays', question: 'Open weekdays (0 = Sunday ... 6 = Saturday)', fallback: '2,3,4,5,6' },
  { key: 'deposit_per_person', question: 'Deposit per guest in RMB' },
  { key: 'private_seats', question: 'Seats in a private room taken whole by one party (0 for none)', fallback: '0' },
];
const PRIVATE_ROOM_QUESTIONS: typeof QUESTIONS = [
  { key: 'private_min_party', question: 'Smallest party for the private room', fallback: '1' },
  { key: 'private_notice_days', question: "Working days' notice the private room needs", fallback: '0' },
  { key: 'private_seatings', question: "The private room's seating times, separated by commas" },
];

/** `--name-en X --counter-seats 12` -> { name_en: 'X', counter_seats: '12' }. */
export function setupFlags(args: readonly string[]): Record<string, string> {
  const answers: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const flag = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(args[i]!);
    if (!flag) throw new Error(`${args[i]} is not a flag: give each answer as --name-en TEXT (see npm run admin -- help).`);
    const key = flag[1]!.replace(/-/g, '_');
    const known = [...QUESTIONS, ...PRIVATE_ROOM_QUESTIONS].some((question) => question.key === key);
    if (!known) throw new Error(`--${flag[1]} is not a setup flag; the flags are: ${[...QUESTIONS, ...PRIVATE_ROOM_QUESTIONS].map((q) => `--${q.key.replace(/_/g, '-')}`).join(', ')}.`);
    if (flag[2] !== undefined) answers[key] = flag[2];
    else {
      const value = args[i + 1];
      if (value === undefined) throw new Error(`--${flag[1]} needs a value.`);
      answers[key] = value;
      i += 1;
    }
  }
  return answers;
}

/**
 * The answers the flags did not give: asked on the terminal (Enter takes the answer in
 * brackets), or, when nobody is there to answer, defaults where there are some and a refusal
 * naming the flags still missing.
 */
async function askTheRest(answers: Record<string, string>): Promise<Record<string, string>> {
  const interactive = isInteractive();
  const prompt = interactive ? createInterface(terminalOf()) : null;
  // Read as a stream of lines, so answers pasted ahead of their questions wait for them (question() drops them).
  const lines = prompt?.[Symbol.asyncIterator]();
  try {
    const ask = async (questions: typeof QUESTIONS) => {
      const missing: string[] = [];
      for (const { key, question, fallback } of questions) {
        if (answers[key] !== undefined) continue;
        if (prompt && lines) {
          prompt.setPrompt(`${question}${fallback ? ` [${fallback}]` : ''}: `);
          // A question without an answer in brackets needs one: Enter alone asks it again.
          do {
            prompt.prompt();
            const typed = await lines.next();
            if (typed.done) throw new Error('setup stopped before every question had its answer; nothing was created.');
            answers[key] = String(typed.value).trim() || fallback || '';
          } while (answers[key] === '' && fallback === undefined);
        } else if (fallback !== undefined) answers[key] = fallback;
        else missing.push(`--${key.replace(/_/g, '-')} (${question.charAt(0).toLowerCase()}${question.slice(1)})`);
      }
      if (missing.length > 0) throw new Error(`setup needs ${missing.join(', ')}.`);
    };
    await ask(QUESTIONS);
    if (Number(answers.private_seats) > 0) await ask(PRIVATE_ROOM_QUESTIONS);
    return answers;
  } finally {
    prompt?.close();
  }
}

export const setupCommand: AdminCommand = {
  name: 'setup',
  usage: [
    'setup [--name-en TEXT --name-zh TEXT --phone TEXT --email ADDRESS --deposit-per-person RMB',
    '       --address-en/--address-zh/--registration-en/--registration-zh TEXT --about-url URL',
    '       --counter-seats N --seatings 18:00,20:30 --dining-minutes N --open-weekdays 2,3,4,5,6',
    '       --private-seats N --private-min-party N --private-notice-days N --private-seatings HH:MM]',
    '                                         create the restaurant in an empty database (asks what is not given)',
  ],
  async run(args) {
    const answers = await askTheRest(setupFlags(args));
    const made = (await call('admin_setup', { body: answers })) as { name_en: string; name_zh: string };
    return [
      `${made.name_en} (${made.name_zh}) is set up and open for bookings.`,
      'See it with `restaurant show` and `seatings list`; write its texts with `text set`.',
    ];
  },
};
