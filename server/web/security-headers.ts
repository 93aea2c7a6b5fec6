import { namedEmbedOrigins, type Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Files other sites load (the widget's): Cross-Origin-Resource-Policy cross-origin instead of same-origin. */
    crossOriginResources?: boolean;
  }
}

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

/** The policy as the header's text, made once at start. */
export function contentSecurityPolicyHeader(config: Config): string {
  return Object.entries(contentSecurityPolicy(config))
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Header name -> value, as one answer carries them. */
export type HeaderSet = Readonly<Record<string, string>>;

/**
 * Built once at start, not per request, with the values helmet 8 sent for our options. Referrer-Policy
 * keeps the booking code in /booking_process/{code} from other origins; HSTS needs an https PUBLIC_URL, as
 * behind a TLS proxy we see http; no COEP, which would break PayPal's frames and the widget's host pages.
 */
export function securityHeaders(config: Config): { sameOrigin: HeaderSet; crossOriginResources: HeaderSet } {
  const common = {
    'content-security-policy': contentSecurityPolicyHeader(config),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https(config) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  return {
    sameOrigin: Object.freeze({ ...common, 'cross-origin-resource-policy': 'same-origin' }),
    crossOriginResources: Object.freeze({ ...common, 'cross-origin-resource-policy': 'cross-origin' }),
  };
}
