import type { FastifyInstance, FastifyRequest } from 'fastify';
import { removeDiner, saveDiner, viewParty } from '../../party/party-diners.ts';
import { partyInvite } from '../../party/party-invite.ts';
import { serve } from '../../plugins/serve.ts';

/** The party's page (docs/party.md): party_view, party_save, party_remove by the link; party_invite for the one who booked. */
export async function partyRoutes(app: FastifyInstance): Promise<void> {
  const asker = async (request: FastifyRequest) => ({
    session: await request.getSession(),
    now: app.clock.now(),
  });

  serve(app, 'party_view', async (request) => viewParty(app.db, await asker(request), request.params.token, request.body.diner));

  serve(app, 'party_save', async (request) => saveDiner(app.db, await asker(request), request.params.token, request.body));

  serve(app, 'party_remove', async (request) => {
    await removeDiner(app.db, await asker(request), request.params.token, request.body.id);
    return { status: 'success' as const };
  });

  serve(app, 'party_invite', async (request) =>
    partyInvite(app.db, await asker(request), request.body.code, { publicUrl: app.config.PUBLIC_URL, appSecret: app.secrets.appSecret }),
  );
}
