import type { FastifyInstance } from 'fastify';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { serve } from '../../plugins/serve.ts';
import { isRestaurantDate } from '../../../api-client/rules/restaurant-date.ts';

const refused = (error: string, en: string, zh: string) => new AppError(422, error, `${en} / ${zh}`, { note: error });
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;

/** `npm run admin -- closed note DATE LANG TEXT`: what guests read on a closed date in the calendar. */
export async function adminClosureNoteRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_closed_note', async (request) => {
    const { date, lang } = request.params;
    const given = request.body.note;
    if (lang !== 'en' && lang !== 'zh') throw refused('note_language_invalid', `The language must be en or zh; got ${JSON.stringify(lang)}.`, `语言须为 en（英文）或 zh（中文）；收到的是 ${JSON.stringify(lang)}。`);
    if (typeof given !== 'string') throw refused('note_invalid', 'The note must be a text.', '备注须为文字。');
    const note = given.trim();
    if (note.length > 200) throw refused('note_too_long', `The note has ${note.length} characters; at most 200 are allowed.`, `备注有 ${note.length} 个字符，最多 200 个。`);
    if (CONTROL_IN_LINE.test(note)) throw refused('text_control_characters', 'The note holds a control character or a line break; remove it.', '备注含有控制字符或换行，请删除。');
    if (!isRestaurantDate(date)) throw refused('date_invalid', `The date must be YYYY-MM-DD, e.g. 2026-08-01; got ${JSON.stringify(date)}.`, `日期格式须为 YYYY-MM-DD，例如 2026-08-01；收到的是 ${JSON.stringify(date)}。`);
    const column = lang === 'en' ? 'note' : 'note_zh';
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const { rows: before } = await tx.query<{ note: string }>(`select ${column} as note from closed_dates where day = $1::date for update`, [date]);
      const { rows } = await tx.query<{ note: string; note_zh: string }>(
        `update closed_dates set ${column} = $2 where day = $1::date returning note, note_zh`,
        [date, note],
      );
      if (!rows[0]) {
        throw notFound('closed_date_unknown', `${date} is not a closed date; close it first with closed add ${date}. / ${date} 不是休息日；请先用 closed add ${date} 设为休息日。`);
      }
      await recordAudit(tx, { actor, action: 'closed_date.note', before: { date, lang, note: before[0]!.note }, after: { date, lang, note } }, now);
      await cacheChanged(tx, ['closed-dates']);
      return { date, note_en: rows[0].note, note_zh: rows[0].note_zh };
    });
  });
}
