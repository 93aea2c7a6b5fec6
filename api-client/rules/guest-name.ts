/**
 * How a guest's name is written, everywhere it appears (widget steps, review, my bookings, the
 * site's result page, e-mails and SMS): one rule, so the same guest is never "伟 李" on one screen
 * and "李伟 女士" on the next. Pure, no zod: the server and the widget bundle both import it.
 *
 * The house rule, as a Shanghai restaurant writes names:
 * - A Chinese name (a CJK family name) is written family name first, whatever the language:
 *   李伟. Two CJK parts take no space between them.
 * - Any other name is written as its owner writes it, given name first: James O'Brien, in Chinese
 *   text too (a Shanghai host does not turn a Western name around). Latin-script parts are always
 *   separated by a space.
 * - The honorific follows the language: English 'Mr'/'Ms' before the name (British style, no
 *   full stop, as on the restaurant's printed cards); Chinese 先生/女士 after it, joined directly
 *   to a CJK name (李伟先生) and after a space when the name ends in Latin script
 *   (James O'Brien 先生), as Chinese typography spaces Latin words from Han characters.
 * - Without a gender (the guest has not said) no honorific is guessed.
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
