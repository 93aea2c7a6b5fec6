/**
 * One rule for a guest's name on every screen, e-mail and SMS, so no guest is "伟 李" here and
 * "李伟 女士" there; pure, for the server and the widget bundle. A CJK family name goes first in any
 * language, others as their owners write them; the honorific follows the language and is never guessed.
 */

export type NameLanguage = 'en' | 'zh';
export type NameGender = 'M' | 'F' | null | undefined;

export interface GuestNameParts {
  first_name?: string | null;
  last_name?: string | null;
  gender?: NameGender;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff]/;
const ENDS_CJK = /[\u2e80-\u9fff\uf900-\ufaff]$/;
const tidy = (part: string | null | undefined) => (part ?? '').trim().replace(/\s+/g, ' ');

/** Ms/Mr in English, 女士/先生 in Chinese; '' without a gender. */
export function honorific(gender: NameGender, lang: NameLanguage): string {
  if (gender !== 'M' && gender !== 'F') return '';
  if (lang === 'zh') return gender === 'F' ? '女士' : '先生';
  return gender === 'F' ? 'Ms' : 'Mr';
}

/** The full name without honorific: '李伟', 'James O'Brien'; '' when both parts are empty. */
export function guestName(first: string | null | undefined, last: string | null | undefined): string {
  const given = tidy(first);
  const family = tidy(last);
  if (!given || !family) return given || family;
  if (CJK.test(family)) {
    // Family name first; no space only when the two parts meet CJK to CJK.
    return CJK.test(given) ? `${family}${given}` : `${family} ${given}`;
  }
  return `${given} ${family}`;
}

/**
 * What a search by name looks in: each part, and the two parts joined in either order, so
 * '王磊', '王 磊', 'Lin Zhao' and 'Zhao Lin' all find the guest however the parts were entered.
 */
export function searchableName(first: string | null | undefined, last: string | null | undefined): string {
  const given = tidy(first);
  const family = tidy(last);
  return [...new Set([given, family, `${family}${given}`, `${given}${family}`].filter(Boolean))].join(' ');
}

/** The name as the guest is addressed: 'Ms 李伟', 'Mr James O'Brien', '李伟女士', 'James O'Brien 先生'. */
export function addressedName(guest: GuestNameParts, lang: NameLanguage): string {
  const name = guestName(guest.first_name, guest.last_name);
  const title = honorific(guest.gender, lang);
  if (!name || !title) return name;
  if (lang === 'zh') return ENDS_CJK.test(name) ? `${name}${title}` : `${name} ${title}`;
  return `${title} ${name}`;
}

export type NameField = 'first_name' | 'last_name';

/**
 * The order a form asks for the two parts, by the form's language: a Chinese form asks the family
 * name first (姓, then 名), as Chinese forms and ID cards do; an English form the given name first.
 * The same order as the name is written in that language's text (above).
 */
export function nameFieldOrder(lang: NameLanguage): readonly [NameField, NameField] {
  return lang === 'zh' ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
}
