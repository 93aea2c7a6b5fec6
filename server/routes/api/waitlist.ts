import type { FastifyInstance } from 'fastify';
import { phoneContact } from '../../bookings/booking-access.ts';
import { findLeavingEntry, joinWaitlist, leaveWaitlist } from '../../waitlist/waitlist.ts';
import { leavePage } from '../../waitlist/leave-page.ts';
import { unprocessable } from '../../lib/errors.ts';
import { serve } from '../../plugins/serve.ts';

/** join_waitlist: a full evening's waitlist, by a phone or e-mail this session proved; leave_waitlist from its message. */
export async function waitlistRoutes(app: FastifyInstance): Promise<void> {
  // The confirm page's form posts its token as a form; guests' JSON calls are unaffected.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  }

  // A GET only shows the confirm page: mail scanners open every link in a message.
  serve(app, 'leave_waitlist_page', async (request, reply) => {
    const token = request.query.t ?? '';
    const entry = await findLeavingEntry(app.db, app.secrets.appSecret, token);
    const lang = request.query.lang ?? entry?.lang ?? 'en';
    return reply
      .status(entry ? 200 : 404)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(leavePage(lang, token, entry));
  });

  serve(app, 'leave_waitlist', async (request, reply) => {
    const left = await leaveWaitlist(app.db, app.secrets.appSecret, request.body.t ?? '', app.clock.now());
    const lang = request.body.lang === 'zh' ? 'zh' : 'en';
    return reply.header('referrer-policy', 'no-referrer').redirect(`/booking?waitlist=${left ? 'left' : 'unknown'}&lang=${lang}`, 303);
  });

  serve(app, 'join_waitlist', async (request) => {
    const body = request.body;
    if (!body.phone && !body.email) throw unprocessable({ phone: 'phone_required' }, 'Give the phone or e-mail you verified.');
    const contact = body.phone
      ? { channel: 'sms' as const, to: phoneContact(body.country, body.phone) }
      : { channel: 'email' as const, to: body.email!.toLowerCase() };
    const position = await joinWaitlist(
      app.db,
      await request.getSession(),
      request.clientKey,
      { date: body.d, pax: body.p, seatingIds: body.s ?? [], contact, lang: body.lang ?? 'en' },
      app.clock.now(),
    );
    return { status: 'success' as const, position };
  });
}
