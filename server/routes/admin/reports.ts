import type { FastifyInstance } from 'fastify';
import { serve } from '../../plugins/serve.ts';
import { bookingsCsv } from '../../reports/bookings-export.ts';
import { readReport } from '../../reports/report.ts';

/** The restaurant's figures and the accountant's export, for the console's Reports and `npm run admin`. */
export async function adminReportRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_report', async (request) => readReport(app.db, request.query.from, request.query.to));

  serve(app, 'admin_export_bookings', async (request, reply) => {
    const { from, to = from } = request.query;
    const csv = await bookingsCsv(app.db, from, to);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${from}-${to}.csv"`)
      .send(csv);
  });
}
