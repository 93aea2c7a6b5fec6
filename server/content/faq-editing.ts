import type { Queryable } from '../db/database.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { ALL_PLACEHOLDERS, misplacedPlaceholder } from './restaurant-texts.ts';

export const FAQ_FIELDS = {
  question_en: { max: 500, name: 'the question in English', nameZh: '英文问题', lines: false },
  question_zh: { max: 500, name: 'the question in Chinese', nameZh: '中文问题', lines: false },
  answer_en: { max: 5000, name: 'the answer in English', nameZh: '英文回答', lines: true },
  answer_zh: { max: 5000, name: 'the answer in Chinese', nameZh: '中文回答', lines: true },
} as const;
export type FaqField = keyof typeof FAQ_FIELDS;
const FIELD_NAMES = Object.keys(FAQ_FIELDS) as FaqField[];

export interface FaqEntry {
  id: number;
  position: number;
  question_en: string;
  question_zh: string;
  answer_en: string;
  answer_zh: string;
}

const refused = (error: string, en: string, zh: string) => new AppError(422, error, `${en} / ${zh}`, { faq: error });

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The fields given in `body`, checked; `all` asks for every one (a new entry). */
export function checkedFaqFields(body: Record<string, unknown>, all: boolean): Partial<Record<FaqField, string>> {
  const unknown = Object.keys(body).filter((key) => !(FIELD_NAMES as string[]).includes(key) && key !== 'position');
  if (unknown.length > 0) {
    throw refused('faq_field_unknown', `An FAQ entry has no ${unknown[0]}; its fields are ${FIELD_NAMES.join(', ')}.`, `常见问题条目没有 ${unknown[0]} 字段；可用字段：${FIELD_NAMES.join('、')}。`);
  }
  const fields: Partial<Record<FaqField, string>> = {};
  for (const field of FIELD_NAMES) {
    const given = body[field];
    const { max, name, nameZh, lines } = FAQ_FIELDS[field];
    if (given === undefined && !all) continue;
    const text = typeof given === 'string' ? given.replace(/\r\n/g, '\n').trim() : '';
    if (text === '') throw refused('faq_text_required', `${field} (${name}) is needed and may not be empty.`, `${field}（${nameZh}）不能为空。`);
    if (text.length > max) throw refused('faq_text_too_long', `${field} (${name}) has ${text.length} characters; at most ${max} are allowed.`, `${field}（${nameZh}）有 ${text.length} 个字符，最多 ${max} 个。`);
    if ((lines ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text)) {
      throw refused('text_control_characters', `${field} (${name}) holds a control character${lines ? '' : ' or a line break'}; remove it.`, `${field}（${nameZh}）含有控制字符${lines ? '' : '或换行'}，请删除。`);
    }
    const named = misplacedPlaceholder(text, ALL_PLACEHOLDERS);
    if (named !== null) {
      const list = ALL_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
      throw refused(
        'faq_placeholder_unknown',
        `${field} (${name}) uses ${named}, which is not a placeholder; braces name a rule's value: ${list}.`,
        `${field}（${nameZh}）中的 ${named} 不是可用的占位符；花括号只用于规则的数值：${list}。`,
      );
    }
    fields[field] = text;
  }
  if (Object.keys(fields).length === 0) {
    throw refused('faq_nothing_to_change', `Name what to change: ${FIELD_NAMES.join(', ')}.`, `请指明要修改的字段：${FIELD_NAMES.join('、')}。`);
  }
  return fields;
}

/** A position in the list, 1 for the first, up to `last`. */
export function checkedPosition(given: unknown, last: number): number {
  const position = typeof given === 'number' ? given : typeof given === 'string' && /^\d+$/.test(given.trim()) ? Number(given) : NaN;
  if (!Number.isInteger(position) || position < 1 || position > last) {
    throw refused('faq_position_invalid', `The position must be a whole number from 1 to ${last}; got ${JSON.stringify(given)}.`, `位置须为 1 到 ${last} 之间的整数；收到的是 ${JSON.stringify(given)}。`);
  }
  return position;
}

export function checkedFaqId(given: string): number {
  if (!/^\d{1,9}$/.test(given)) throw refused('faq_id_invalid', `An FAQ entry's id is a number, as faq list shows it; got ${JSON.stringify(given)}.`, `条目编号须为数字（见 faq list）；收到的是 ${JSON.stringify(given)}。`);
  return Number(given);
}

/** The entries in their order, numbered from 1. */
export async function faqEntries(db: Queryable): Promise<FaqEntry[]> {
  const { rows } = await db.query<Omit<FaqEntry, 'position'>>('select id, question_en, question_zh, answer_en, answer_zh from faqs order by sort, id');
  return rows.map((row, index) => ({ ...row, position: index + 1 }));
}

export const missingEntry = (id: number) =>
  notFound('faq_not_found', `There is no FAQ entry ${id}; faq list shows their ids. / 没有编号为 ${id} 的常见问题条目；请用 faq list 查看编号。`);

/** In a transaction: the FAQ's edits take turns, so two never number the list at once. */
export async function lockFaq(tx: Queryable): Promise<FaqEntry[]> {
  await tx.query('lock table faqs in exclusive mode');
  return faqEntries(tx);
}

/** Writes the order of `ids` as the entries' sort. */
export async function storeOrder(tx: Queryable, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) await tx.query('update faqs set sort = $1 where id = $2', [index, id]);
}
