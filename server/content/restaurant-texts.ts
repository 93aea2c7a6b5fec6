import { RESTAURANT_TEXT_KEYS, type PrivateRoomTerms, type RestaurantTextKey, type RestaurantTexts } from '../../api-client/contract/content.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import { AppError, notFound } from '../lib/errors.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';

export const TEXT_LANGUAGES = ['en', 'zh'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** What each text is, where guests read it, and how long it may be. */
export const TEXT_KEYS: Record<RestaurantTextKey, { about: string; max: number }> = {
  notes: { about: 'the important notes, one note a line (the widget, before payment)', max: 4000 },
  deposit_policy: { about: 'the deposit policy guests in mainland China read before paying', max: 2000 },
  deposit_policy_international: { about: 'the deposit policy guests from elsewhere read before paying (PayPal)', max: 2000 },
  change_policy: { about: 'the reminder shown when a guest asks to change or cancel a booking', max: 2000 },
  private_room: { about: "the private room's terms, among the important notes while a private room is bookable", max: 2000 },
  menu_name: { about: "the menu's name (home page)", max: 200 },
  menu_description: { about: 'a short description of the menu (home page)', max: 2000 },
  menu_price: { about: 'the price per person as guests read it, e.g. RMB 1,880 per person (home page)', max: 200 },
  chef: { about: "the chef's introduction (home page)", max: 4000 },
  tagline: { about: "the line above the restaurant's name on the home page, e.g. Chef's counter · Shanghai", max: 200 },
  phone_hours: { about: 'when the phone is answered, beside the number on the contact page', max: 200 },
};

const PRIVATE_ROOM_PLACEHOLDERS = ['private_room_min_party', 'private_room_notice_working_days'] as const;

/** A rule's value as a text states it, so the words always say what the server enforces. */
const PLACEHOLDERS: Record<string, (settings: RestaurantSettings, room: PrivateRoomTerms | null) => string> = {
  deposit: (s) => amountText(s.deposit_per_person_fen / 100),
  hold_minutes: (s) => String(s.hold_minutes),
  horizon_days: (s) => String(s.horizon_days),
  max_party_size: (s) => String(s.max_party_size),
  change_cancel_min_days: (s) => String(s.change_cancel_min_days),
  free_cancel_working_days: (s) => String(s.free_cancel_working_days),
  paypal_refund_fee_percent: (s) => String(s.paypal_refund_fee_percent),
  reminder_hours: (s) => String(s.reminder_hours),
  waitlist_hold_minutes: (s) => String(s.waitlist_hold_minutes),
  allergy_notice_hours: (s) => String(s.allergy_notice_hours),
  dining_minutes: (s) => String(s.dining_minutes),
  private_room_min_party: (_s, room) => String(room?.min_party ?? ''),
  private_room_notice_working_days: (_s, room) => String(room?.notice_working_days ?? ''),
};

const amountText = (rmb: number) => (Number.isInteger(rmb) ? rmb.toLocaleString('en-US') : rmb.toLocaleString('en-US', { minimumFractionDigits: 2 }));

/** The placeholders a text may use: the private room's terms only in its own text. */
export function placeholdersOf(key: RestaurantTextKey): string[] {
  const all = Object.keys(PLACEHOLDERS);
  return key === 'private_room' ? all : all.filter((name) => !(PRIVATE_ROOM_PLACEHOLDERS as readonly string[]).includes(name));
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every placeholder (the FAQ may use them all; its private room's are empty without a room). */
export const ALL_PLACEHOLDERS = Object.keys(PLACEHOLDERS);

/** The first `{name}` of `body` that is not in `allowed`, or a brace that opens or closes none; null when there is none. */
export function misplacedPlaceholder(body: string, allowed: readonly string[]): string | null {
  const unknown = [...body.matchAll(PLACEHOLDER)].map((match) => match[1]!).find((name) => !allowed.includes(name));
  if (unknown !== undefined) return `{${unknown}}`;
  return body.replace(PLACEHOLDER, '').match(/[{}]/)?.[0] ?? null;
}

/** `text` with each {placeholder} replaced by the rule's value now. */
export function fillText(text: string, settings: RestaurantSettings, room: PrivateRoomTerms | null): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => PLACEHOLDERS[name]?.(settings, room) ?? whole);
}

export interface StoredText {
  key: RestaurantTextKey;
  lang: TextLanguage;
  body: string;
}

/** The texts as the restaurant wrote them (placeholders unfilled); kept in the read cache with the settings. */
export async function readStoredTexts(db: Queryable): Promise<StoredText[]> {
  const read = async () => {
    const { rows } = await db.query<StoredText>('select key, lang, body from restaurant_texts order by key, lang');
    return { value: rows.filter((row) => row.key in TEXT_KEYS) };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get('restaurant-texts', 0, read, ['settings']) : (await read()).value;
}

/** The card's texts: each language's texts with their placeholders filled (the private room's only while one is bookable). */
export function filledTexts(stored: readonly StoredText[], settings: RestaurantSettings, room: PrivateRoomTerms | null): RestaurantTexts {
  const texts: RestaurantTexts = { en: {}, zh: {} };
  for (const { key, lang, body } of stored) {
    // Without a bookable private room its terms would state empty numbers: guests get none.
    if (key === 'private_room' && room === null) continue;
    texts[lang][key] = fillText(body, settings, room);
  }
  return texts;
}

/** A refusal the person at the terminal and the console read in both languages. */
const refused = (error: string, en: string, zh: string) => new AppError(422, error, `${en} / ${zh}`, { text: error });

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/**
 * The text to store for `key` in `lang`, checked: a known key and language, no control character,
 * within its length, and only placeholders the key may use. An empty text removes it (answered null).
 */
export function checkedText(key: string, lang: string, given: unknown): { key: RestaurantTextKey; lang: TextLanguage; body: string | null } {
  if (!(key in TEXT_KEYS)) {
    throw notFound(
      'text_key_unknown',
      `There is no text ${JSON.stringify(key)}; the texts are: ${RESTAURANT_TEXT_KEYS.join(', ')}. / 没有名为 ${JSON.stringify(key)} 的文本；可用的文本：${RESTAURANT_TEXT_KEYS.join('、')}。`,
    );
  }
  const textKey = key as RestaurantTextKey;
  if (!(TEXT_LANGUAGES as readonly string[]).includes(lang)) {
    throw refused('text_language_invalid', `The language must be en or zh; got ${JSON.stringify(lang)}.`, `语言须为 en（英文）或 zh（中文）；收到的是 ${JSON.stringify(lang)}。`);
  }
  if (typeof given !== 'string') throw refused('text_invalid', `The text of ${key} must be a string.`, `${key} 的内容须为文字。`);
  const body = given.replace(/\r\n/g, '\n').trim();
  if (CONTROL.test(body)) {
    throw refused('text_control_characters', `The text of ${key} (${lang}) holds a control character; remove it.`, `${key}（${lang}）的内容含有控制字符，请删除。`);
  }
  const { max } = TEXT_KEYS[textKey];
  if (body.length > max) {
    throw refused('text_too_long', `The text of ${key} (${lang}) has ${body.length} characters; at most ${max} are allowed.`, `${key}（${lang}）的内容有 ${body.length} 个字符，最多 ${max} 个。`);
  }
  const allowed = placeholdersOf(textKey);
  const named = misplacedPlaceholder(body, allowed);
  if (named !== null) {
    const list = allowed.map((name) => `{${name}}`).join(', ');
    throw refused(
      'text_placeholder_unknown',
      `The text of ${key} (${lang}) uses ${named}, which is not a placeholder; braces name a rule's value: ${list}.`,
      `${key}（${lang}）的内容中的 ${named} 不是可用的占位符；花括号只用于规则的数值：${list}。`,
    );
  }
  return { key: textKey, lang: lang as TextLanguage, body: body === '' ? null : body };
}

/** Stores (or, for null, removes) one text; the card shows it from the next read. */
export async function writeText(db: Queryable, key: RestaurantTextKey, lang: TextLanguage, body: string | null): Promise<void> {
  if (body === null) await db.query('delete from restaurant_texts where key = $1 and lang = $2', [key, lang]);
  else {
    await db.query(
      `insert into restaurant_texts (key, lang, body) values ($1, $2, $3)
       on conflict (key, lang) do update set body = excluded.body, updated_at = now()`,
      [key, lang, body],
    );
  }
  await cacheChanged(db, ['settings']);
}

/** Writes each of `texts` that the database does not hold yet. */
export async function addMissingTexts(db: Queryable, texts: Partial<Record<RestaurantTextKey, Record<TextLanguage, string>>>): Promise<void> {
  for (const [key, byLanguage] of Object.entries(texts)) {
    for (const [lang, body] of Object.entries(byLanguage)) {
      await db.query('insert into restaurant_texts (key, lang, body) values ($1, $2, $3) on conflict (key, lang) do nothing', [key, lang, body]);
    }
  }
  await cacheChanged(db, ['settings']);
}
