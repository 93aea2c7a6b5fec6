import type { FaqItem } from '../../api-client/contract/content.ts';
import type { Queryable } from '../db/database.ts';

export async function listFaq(db: Queryable): Promise<FaqItem[]> {
  const { rows } = await db.query<FaqItem>(
    'select id, question_en, question_zh, answer_en, answer_zh from faqs order by sort, id',
  );
  return rows;
}
