import { readFile } from 'node:fs/promises';
import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';
import { keptOverLines } from './seatings.ts';
import type { EveningKeptOver } from '../../../api-client/contract/common.ts';
import { datesBetween, daysBetween, isRestaurantDate } from '../../../api-client/rules/restaurant-date.ts';

export const statusCommand: AdminCommand = {
  name: 'status',
  usage: [
    'status                                   show the site status and settings',
    'status live|closed|maintenance           set the site status',
  ],
  run: ([status]) => (status ? call('admin_set_status', { body: { status } }) : call('admin_settings')),
};

/** Every date from `first` to `last`, both included; a sentence when they are not a range of at most a year. */
export function datesFromTo(first: string, last: string): string[] {
  if (!isRestaurantDate(first) || !isRestaurantDate(last)) {
    throw new Error(`closed add takes dates as YYYY-MM-DD, e.g. closed add 2026-08-01 2026-08-14 Summer break; got ${first} ${last}.`);
  }
  const days = daysBetween(first, last);
  if (days < 0 || days > 366) throw new Error(`closed add FROM TO needs TO on or after FROM and at most a year later; got ${first} to ${last}.`);
  return datesBetween(first, last);
}

export const closedCommand: AdminCommand = {
  name: 'closed',
  usage: [
    'closed list | closed add FROM [TO] [note] [--keep] | closed remove YYYY-MM-DD   (dates as YYYY-MM-DD; TO closes the range)',
    '                                         a date with bookings is closed only with --keep (they keep their places);',
    '                                         otherwise cancel or move each first',
    'closed note YYYY-MM-DD en|zh TEXT        the note guests read on that date in the calendar (add\'s note is the en one)',
  ],
  async run([sub, ...args]) {
    const keep = args.includes('--keep');
    const rest = args.filter((word) => word !== '--keep');
    if (sub === 'add') {
      const [first = '', maybeLast = ''] = rest;
      // A second word shaped like a date ends the range (a wrong one is then refused), any other starts the note.
      const range = /^\d{4}-\d{2}-\d{2}$/.test(maybeLast);
      const note = rest.slice(range ? 2 : 1).join(' ');
      const dates = range ? datesFromTo(first, maybeLast) : [first];
      const lines: string[] = [];
      const refused: string[] = [];
      for (const date of dates) {
        // Each date on its own: one with bookings is left open and said, the others are closed.
        const answer = (await call('admin_close_date', { body: { date, note, keep } }).catch((error: unknown) => {
          if (!(error instanceof Error) || !error.message.startsWith('409:')) throw error;
          refused.push(error.message.replace(/^409: /, ''));
          return null;
        })) as { date: string; kept?: string[] } | null;
        if (!answer) continue;
        lines.push(`${date} is closed.`);
        if (answer.kept?.length) lines.push(`${date}: ${answer.kept.length} booking(s) keep their places: ${answer.kept.join(', ')}`);
      }
      if (refused.length > 0) throw new Error([...lines, ...refused].join('\n'));
      return dates.length === 1 ? lines : [`Closed ${dates.length} days, ${dates[0]} to ${dates.at(-1)}.`, ...lines.filter((line) => !line.endsWith(' is closed.'))];
    }
    if (sub === 'remove') return call('admin_reopen_date', { params: { date: rest[0] } });
    if (sub === 'note') {
      const [date, lang, ...words] = rest;
      if (!date || !lang) throw new Error('closed note needs a date, a language (en or zh) and the note, e.g. closed note 2026-08-01 zh 私人活动.');
      const answer = (await call('admin_closed_note', { params: { date, lang }, body: { note: words.join(' ') } })) as { note_en: string; note_zh: string };
      return `${date}: guests read "${answer.note_en || answer.note_zh || '(no note)'}" in English and "${answer.note_zh || answer.note_en || '(no note)'}" in Chinese.`;
    }
    const closed = (await call('admin_closed_dates')) as Array<{ day: string; note: string; note_zh: string }>;
    return closed.map((date) => `${date.day} closed${date.note || date.note_zh ? `: ${[date.note, date.note_zh].filter(Boolean).join(' / ')}` : ''}`);
  },
};

export const settingsCommand: AdminCommand = {
  name: 'settings',
  usage: [
    'settings get',
    'settings set KEY VALUE                   booking rules (whole numbers; the widget follows them):',
    '                                           horizon_days (1-365), otp_resend_seconds (0-3600),',
    '                                           hold_minutes (1-1440), change_cancel_min_days (0-365),',
    '                                           max_party_size (1-50)',
    '                                         others: deposit_per_person (RMB), usd_per_rmb,',
    '                                           counter_seats (0-500), dining_minutes (30-600: how long',
    '                                           a dinner occupies its seats), open_weekdays (0 = Sunday',
    '                                           ... 6 = Saturday, e.g. 2,3,4,5,6), about_url,',
    '                                           free_cancel_working_days (deposit refunded when cancelled',
    '                                           at least N working days before), paypal_refund_fee_percent,',
    '                                           refund_confirm_above (RMB: the console asks again before',
    '                                           a refund worth more; 500 unless set),',
    '                                           pay_link_hours (1-168: a staff booking\'s payment link holds',
    '                                           the table so long), waitlist_hold_minutes (1-240: seats',
    '                                           freed for the waitlist are held so long for the guest told),',
    '                                           allergy_notice_hours (0-336: allergies asked so long ahead)',
    '                                         counter_seats or dining_minutes that leave an evening with',
    '                                           more guests than seats: --keep, or cancel or move first',
  ],
  async run(words) {
    const keep = words.includes('--keep');
    const [sub, key, value] = words.filter((word) => word !== '--keep');
    if (sub !== 'set') return call('admin_settings');
    if (!key) throw new Error('settings set needs a KEY and a VALUE, e.g. settings set dining_minutes 150 (settings get lists the keys).');
    // Without a value the server's refusal names the setting and what it allows.
    const answer = (await call('admin_change_setting', { params: { key }, body: { value: value ?? '', ...(keep ? { keep } : {}) } })) as {
      key: string;
      value: string | number;
      over?: EveningKeptOver[];
    };
    return [`${answer.key}: ${answer.value}`, ...keptOverLines(answer.over)];
  },
};

interface FaqEntry {
  id: number;
  position: number;
  question_en: string;
  question_zh: string;
  answer_en: string;
  answer_zh: string;
}

/** One line per entry: its position, its id (what set, move and remove take) and its questions. */
const faqLines = (entries: FaqEntry[]) => entries.map((entry) => `${entry.position}. [id ${entry.id}] ${entry.question_en} / ${entry.question_zh}`);

const FAQ_OPTIONS = ['question-en', 'question-zh', 'answer-en', 'answer-zh'];
/** --question-en TEXT ... as the API's question_en ...; --position for add. */
function faqFields(args: string[], known: string[]): { words: string[]; body: Record<string, string> } {
  const { words, options } = parseOptions(args, known);
  return { words, body: Object.fromEntries(Object.entries(options).map(([name, value]) => [name.replace('-', '_'), String(value)])) };
}

export const faqCommand: AdminCommand = {
  name: 'faq',
  usage: [
    'faq list                                 the entries in order: position, [id], question in en / zh',
    'faq show ID                              one entry, questions and answers in both languages',
    'faq add --question-en T --question-zh T --answer-en T --answer-zh T [--position N]',
    'faq set ID [--question-en T] [--question-zh T] [--answer-en T] [--answer-zh T]',
    'faq move ID POSITION | faq remove ID     (POSITION 1 is first)',
    "faq import FILE.json                     replaces the whole FAQ with the file's list",
  ],
  async run([sub, ...rest]) {
    switch (sub) {
      case 'import': {
        const answer = (await call('admin_import_faq', { body: JSON.parse(await readFile(rest[0] ?? '', 'utf8')) })) as { imported: number };
        return `The FAQ now holds the file's ${answer.imported} entries.`;
      }
      case 'add': {
        const { body } = faqFields(rest, [...FAQ_OPTIONS, 'position']);
        const entries = (await call('admin_add_faq', { body })) as FaqEntry[];
        return ['Added.', ...faqLines(entries)];
      }
      case 'set': {
        const { words, body } = faqFields(rest, FAQ_OPTIONS);
        if (!words[0]) throw new Error('faq set needs the entry\'s id (faq list shows it), e.g. faq set 3 --answer-en "Yes, nearby."');
        const entries = (await call('admin_change_faq', { params: { id: words[0] }, body })) as FaqEntry[];
        return [`Entry ${words[0]} changed.`, ...faqLines(entries)];
      }
      case 'move': {
        const [id, position] = rest;
        if (!id || !position) throw new Error('faq move needs the entry\'s id and its new position, e.g. faq move 3 1 to put entry 3 first.');
        const entries = (await call('admin_move_faq', { params: { id }, body: { position } })) as FaqEntry[];
        return [`Entry ${id} moved to position ${position}.`, ...faqLines(entries)];
      }
      case 'remove': {
        if (!rest[0]) throw new Error('faq remove needs the entry\'s id (faq list shows it).');
        const entries = (await call('admin_remove_faq', { params: { id: rest[0] } })) as FaqEntry[];
        return [`Entry ${rest[0]} removed.`, ...faqLines(entries)];
      }
      case 'show': {
        const entries = (await call('admin_faq')) as Omit<FaqEntry, 'position'>[];
        const entry = entries.find((candidate) => String(candidate.id) === rest[0]);
        if (!entry) throw new Error(`There is no FAQ entry ${rest[0] ?? ''}; faq list shows their ids.`);
        return [`question_en: ${entry.question_en}`, `question_zh: ${entry.question_zh}`, `answer_en: ${entry.answer_en}`, `answer_zh: ${entry.answer_zh}`];
      }
      case undefined:
      case 'list': {
        const entries = (await call('admin_faq')) as Omit<FaqEntry, 'position'>[];
        return faqLines(entries.map((entry, index) => ({ ...entry, position: index + 1 })));
      }
      default:
        throw new Error(`Unknown faq command ${sub}: use list, show, add, set, move, remove or import.`);
    }
  },
};
