import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const faqItem = z.object({
  question_en: z.string().trim().min(1).max(500),
  question_zh: z.string().trim().min(1).max(500),
  answer_en: z.string().trim().min(1).max(5000),
  answer_zh: z.string().trim().min(1).max(5000),
});

export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/faq', async () => {
    const { rows } = await app.db.query('select id, sort, question_en, question_zh, answer_en, answer_zh from faqs order by sort, id');
    return rows;
  });

  /** Replaces the whole FAQ with the given list, in its order, or changes nothing if one item is bad. */
  app.put('/faq', async (request) => {
    const items = z.array(faqItem).min(1).max(200).parse(request.body);
    await app.db.transaction(async (tx) => {
      await tx.query('delete from faqs');
      for (const [index, item] of items.entries()) {
        await tx.query(
          'insert into faqs (sort, question_en, question_zh, answer_en, answer_zh) values ($1, $2, $3, $4, $5)',
          [index, item.question_en, item.question_zh, item.answer_en, item.answer_zh],
        );
      }
    });
    return { imported: items.length };
  });
}
