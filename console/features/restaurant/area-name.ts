import type { Lang } from '../../../widget/i18n/i18n-core.ts';

/** An area as the seatings overview names it, in both languages. */
export interface NamedArea {
  code: string;
  name_en: string;
  name_zh: string;
}

/** An area's name in the language shown; an area the overview does not list goes by its code. */
export function areaName(areas: NamedArea[], lang: Lang, code: string): string {
  const area = areas.find((candidate) => candidate.code === code);
  return area ? (lang === 'zh' ? area.name_zh : area.name_en) : code;
}
