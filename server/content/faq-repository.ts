import type { FaqItem } from '../../api-client/contract/content.ts';
import { listActiveSeatings } from '../bookings/seatings.ts';
import type { Queryable } from '../db/database.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { fillText } from './restaurant-texts.ts';

/** The FAQ in the restaurant's order, a rule it states ({free_cancel_working_days}...) filled from the settings. */
export async function listFaq(db: Queryable): Promise<FaqItem[]> {
  const [{ rows }, settings, seatings] = await Promise.all([
    db.query<FaqItem>('select id, question_en, question_zh, answer_en, answer_zh from faqs order by sort, id'),
    readSettings(db),
    listActiveSeatings(db),
  ]);
  const area = seatings.find((seating) => seating.area.exclusive)?.area;
  const room = area ? { min_party: area.minParty, notice_working_days: area.noticeWorkingDays } : null;
  const fill = (text: string) => fillText(text, settings, room);
  return rows.map((row) => ({ ...row, question_en: fill(row.question_en), question_zh: fill(row.question_zh), answer_en: fill(row.answer_en), answer_zh: fill(row.answer_zh) }));
}
