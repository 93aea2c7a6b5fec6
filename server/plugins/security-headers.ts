import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { namedEmbedOrigins, type Config } from '../config.ts';

/**
 * PayPal's JS SDK hosts as PayPal documents its CSP needs (Venmo is PayPal's, offered inside its buttons).
 * No 'unsafe-inline' for scripts: PayPal's own pages run in its frames, under PayPal's policy.
 */
const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

/** Whether the widget can load PayPal's SDK: PayPal offered with credentials (the demo is our own button). */
const paypalLive = (config: Config) => config.PAYMENT_METHODS.includes('paypal') && Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);

const https = (config: Config) => config.PUBLIC_URL.toLowerCase().startsWith('https://');

/**
 * No inline script or eval (boot data is non-executed JSON); inline styles, as the widget fills its shadow
 * roots with <style>; no framing, as the widget embeds as a script; form-action names the embedding sites,
 * as Chromium holds a form's redirects to it (the demo H5 cashier sends the guest back there).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const paypal = paypalLive(config) ? PAYPAL_HOSTS : [];
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...paypal],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...paypal],
    'img-src': ["'self'", 'data:', ...paypal],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...paypal],
    'frame-src': paypal.length > 0 ? paypal : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", publicOrigin, ...namedEmbedOrigins(config)],
    'frame-ancestors': ["'none'"],
    ...(https(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * helmet's options: our CSP; Referrer-Policy keeps the booking code in /booking_process/{code}
 * from other origins; HSTS only with an https PUBLIC_URL, as behind a TLS proxy we see http; no COEP,
 * which would break PayPal's frames and the widget's host pages.
 */
export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Files other sites' pages load (the widget's): readable cross-origin. */
    crossOriginResource?: boolean;
  }
}

/**
 * helmet's headers (CSP, nosniff, Referrer-Policy, HSTS with https) on every answer, 404s and errors
 * too. Each middleware is built once here: @fastify/helmet builds one again for every request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const options = helmetOptions(app.config);
    const sameOrigin = helmet(options);
    const crossOrigin = helmet({ ...options, crossOriginResourcePolicy: { policy: 'cross-origin' } });
    app.addHook('onRequest', (request, reply, done) => {
      const headers = request.routeOptions.config.crossOriginResource ? crossOrigin : sameOrigin;
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
