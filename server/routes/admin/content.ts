import type { FastifyInstance } from 'fastify';
import { checkedFaqFields, checkedFaqId, checkedPosition, faqEntries, lockFaq, missingEntry, storeOrder } from '../../content/faq-editing.ts';
import { serve, type RouteHandler } from '../../plugins/serve.ts';
import type { Queryable } from '../../db/database.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';

function audit(app: FastifyInstance, tx: Queryable, request: Parameters<typeof staffContextOf>[1], action: string, before: unknown, after: unknown) {
  const { actor, now } = staffContextOf(app, request);
  return recordAudit(tx, { actor, action, before, after }, now);
}

function adminFaqHandler(app: FastifyInstance): RouteHandler<'admin_faq'> {
  return async () => {
    const { rows } = await app.db.query<{ id: number; sort: number; question_en: string; question_zh: string; answer_en: string; answer_zh: string }>(
      'select id, sort, question_en, question_zh, answer_en, answer_zh from faqs order by sort, id',
    );
    return rows;
  };
}

/** Replaces the whole FAQ with the given list, in its order, or changes nothing if one item is bad. */
function adminImportFaqHandler(app: FastifyInstance): RouteHandler<'admin_import_faq'> {
  return async (request) => {
    const items = request.body;
    // The same checks as one entry's (placeholders included), before anything is replaced.
    for (const item of items) checkedFaqFields(item, true);
    await app.db.transaction(async (tx) => {
      await audit(app, tx, request, 'faq.import', { entries: (await lockFaq(tx)).length }, { entries: items.length });
      await tx.query('delete from faqs');
      for (const [index, item] of items.entries()) {
        await tx.query(
          'insert into faqs (sort, question_en, question_zh, answer_en, answer_zh) values ($1, $2, $3, $4, $5)',
          [index, item.question_en, item.question_zh, item.answer_en, item.answer_zh],
        );
      }
    });
    return { imported: items.length };
  };
}

function adminAddFaqHandler(app: FastifyInstance): RouteHandler<'admin_add_faq'> {
  return async (request) => {
    const fields = checkedFaqFields(request.body, true) as Record<'question_en' | 'question_zh' | 'answer_en' | 'answer_zh', string>;
    await app.db.transaction(async (tx) => {
      const entries = await lockFaq(tx);
      const position = request.body.position === undefined ? entries.length + 1 : checkedPosition(request.body.position, entries.length + 1);
      const { rows } = await tx.query<{ id: number }>(
        'insert into faqs (sort, question_en, question_zh, answer_en, answer_zh) values ($1, $2, $3, $4, $5) returning id',
        [entries.length, fields.question_en, fields.question_zh, fields.answer_en, fields.answer_zh],
      );
      const ids = entries.map((entry) => entry.id);
      ids.splice(position - 1, 0, rows[0]!.id);
      await storeOrder(tx, ids);
      await audit(app, tx, request, 'faq.add', null, { position, ...fields });
    });
    return faqEntries(app.db);
  };
}

function adminChangeFaqHandler(app: FastifyInstance): RouteHandler<'admin_change_faq'> {
  return async (request) => {
    const id = checkedFaqId(request.params.id);
    const fields = checkedFaqFields(request.body, false);
    await app.db.transaction(async (tx) => {
      const entry = (await lockFaq(tx)).find((candidate) => candidate.id === id);
      if (!entry) throw missingEntry(id);
      for (const [field, text] of Object.entries(fields)) await tx.query(`update faqs set ${field} = $1 where id = $2`, [text, id]);
      const before = Object.fromEntries(Object.keys(fields).map((field) => [field, entry[field as keyof typeof entry]]));
      await audit(app, tx, request, 'faq.change', { id, ...before }, { id, ...fields });
    });
    return faqEntries(app.db);
  };
}

function adminMoveFaqHandler(app: FastifyInstance): RouteHandler<'admin_move_faq'> {
  return async (request) => {
    const id = checkedFaqId(request.params.id);
    await app.db.transaction(async (tx) => {
      const entries = await lockFaq(tx);
      if (!entries.some((entry) => entry.id === id)) throw missingEntry(id);
      const position = checkedPosition(request.body.position, entries.length);
      const ids = entries.map((entry) => entry.id).filter((other) => other !== id);
      ids.splice(position - 1, 0, id);
      await storeOrder(tx, ids);
      await audit(app, tx, request, 'faq.move', { id, position: entries.findIndex((entry) => entry.id === id) + 1 }, { id, position });
    });
    return faqEntries(app.db);
  };
}

function adminRemoveFaqHandler(app: FastifyInstance): RouteHandler<'admin_remove_faq'> {
  return async (request) => {
    const id = checkedFaqId(request.params.id);
    await app.db.transaction(async (tx) => {
      const entries = await lockFaq(tx);
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) throw missingEntry(id);
      await tx.query('delete from faqs where id = $1', [id]);
      await audit(app, tx, request, 'faq.remove', entry, null);
      await storeOrder(tx, entries.map((entry) => entry.id).filter((other) => other !== id));
    });
    return faqEntries(app.db);
  };
}

/** The FAQ, whole or entry by entry (`npm run admin -- faq add|set|move|remove`): each answers the list as it now is. */
export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_faq', adminFaqHandler(app));
  serve(app, 'admin_import_faq', adminImportFaqHandler(app));
  serve(app, 'admin_add_faq', adminAddFaqHandler(app));
  serve(app, 'admin_change_faq', adminChangeFaqHandler(app));
  serve(app, 'admin_move_faq', adminMoveFaqHandler(app));
  serve(app, 'admin_remove_faq', adminRemoveFaqHandler(app));
}
