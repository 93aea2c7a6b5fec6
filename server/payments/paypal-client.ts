import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { parseJson, providerFetch } from './provider-http.ts';
import { ProviderError } from './provider.ts';

export interface PaypalSettings {
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for the sandbox. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal app; without it webhooks are refused. */
  webhookId?: string;
}

/** PayPal's REST API as one merchant reaches it: its settings and the OAuth2 token it holds. */
export interface PaypalClient {
  settings: PaypalSettings;
  clock: Clock;
  token?: { value: string; expiresAt: number };
}

export interface PaypalAnswer {
  status: number;
  json: unknown;
}

/** OAuth2 client credentials; the token is reused until a minute before it expires. */
async function accessToken(client: PaypalClient): Promise<string> {
  const { settings, clock } = client;
  if (client.token && client.token.expiresAt > clock.now().getTime()) return client.token.value;
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const response = await providerFetch('paypal', `${settings.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: 'grant_type=client_credentials',
  });
  if (response.status !== 200) throw new ProviderError('paypal', `token refused (${response.status})`, response.status);
  const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(parseJson('paypal', response.text));
  client.token = { value: body.access_token, expiresAt: clock.now().getTime() + (body.expires_in - 60) * 1000 };
  return client.token.value;
}

async function send(client: PaypalClient, method: string, path: string, body: unknown, requestId: string | undefined, extra: Record<string, string>) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await accessToken(client)}`,
    'content-type': 'application/json',
    accept: 'application/json',
    ...extra,
  };
  if (requestId) headers['paypal-request-id'] = requestId;
  return providerFetch('paypal', `${client.settings.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One authorised call; PayPal-Request-Id (`requestId`) makes a repeat answer the first call's result. */
export async function paypalCall(
  client: PaypalClient,
  method: string,
  path: string,
  body?: unknown,
  requestId?: string,
  extra: Record<string, string> = {},
): Promise<PaypalAnswer> {
  let response = await send(client, method, path, body, requestId, extra);
  if (response.status === 401) {
    // The token expired early or was revoked: a fresh one, and the same call once more (the
    // PayPal-Request-Id keeps a create or capture that did happen from happening twice).
    client.token = undefined;
    response = await send(client, method, path, body, requestId, extra);
    if (response.status === 401) client.token = undefined;
  }
  return { status: response.status, json: response.text ? parseJson('paypal', response.text) : {} };
}
