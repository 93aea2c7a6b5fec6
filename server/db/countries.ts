import type { Queryable } from './database.ts';

/** The calling codes a guest can pick for a phone number, in the order the list shows them. */
const COUNTRIES: Array<[string, string, string]> = [
  ['86', 'China', '中国'],
  ['852', 'Hong Kong SAR', '中国香港'],
  ['853', 'Macao SAR', '中国澳门'],
  ['886', 'Taiwan, China', '中国台湾'],
  ['1', 'United States / Canada', '美国 / 加拿大'],
  ['44', 'United Kingdom', '英国'],
  ['33', 'France', '法国'],
  ['49', 'Germany', '德国'],
  ['81', 'Japan', '日本'],
  ['82', 'South Korea', '韩国'],
  ['65', 'Singapore', '新加坡'],
  ['61', 'Australia', '澳大利亚'],
];

/** Stores the calling codes once; a database that has them keeps its own. */
export async function seedCountries(tx: Queryable): Promise<void> {
  for (const [code, en, zh] of COUNTRIES) {
    await tx.query('insert into countries (calling_code, name_en, name_zh) values ($1, $2, $3) on conflict (calling_code) do nothing', [code, en, zh]);
  }
}
