import { en } from './en.ts';
import type { Language, NoticeTemplates } from './kinds.ts';
import { zh } from './zh.ts';

/** One table per language: a language missing here, or a kind missing from a table, fails the type check. */
export const TEMPLATES: Record<Language, NoticeTemplates> = { en, zh };
