import { namedEmbedOrigins, type Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Files other sites load (the widget's): Cross-Origin-Resource-Policy cross-origin instead of same-origin. */
    crossOriginResources?: boolean;
  }
}

/**
 * PayPal's JS SDK (loaded by the widget from www.paypal.com when PayPal is real) as PayPal
 * documents its CSP needs: scripts, its button and checkout frames, its calls and images come
 * from these hosts (Venmo is PayPal's, offered inside its buttons). No 'unsafe-inline' for
 * scripts: PayPal's own pages run in its frames, under PayPal's policy.
 */
const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

/** Whether the widget can load PayPal's SDK: PayPal offered with credentials (the demo is our own button). */
const paypalLive = (config: Config) => config.PAYMENT_METHODS.includes('paypal') && Boolean(config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET);

const https = (config: Config) => config.PUBLIC_URL.toLowerCase().startsWith('https://');

/**
 * The Content-Security-Policy of every answer (the site's pages, the embed demo, the demo
 * gateway's pages; on JSON and the widget's script it is inert). Directive by directive:
 *
 * - scripts only from this origin (+ PayPal's SDK when PayPal is real); never inline, never eval:
 *   the built pages load one module script each and keep their boot data in a non-executed
 *   `<script type="application/json">`;
 * - styles from this origin and inline: the widget puts its CSS into its shadow root as <style>
 *   elements at run time, and the embed demo and demo gateway pages carry a <style> block;
 * - images from this origin and data: URLs (the WeChat QR code, small inlined assets);
 * - no plug-ins, no <base> elsewhere, no frames but PayPal's, and no one may frame our pages
 *   (the widget embeds as a script, never an iframe, so a frame of ours is only ever clickjacking);
 * - forms post only here, to PUBLIC_URL (the demo gateway's Pay and Cancel buttons use it) and
 *   to the named embedding sites: Chromium holds a form's redirects to form-action too, and the
 *   demo H5 cashier's Pay sends the guest back to the page that embeds the widget;
 * - with an https PUBLIC_URL, any http: URL left in a page is fetched over https.
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
 * The security headers of every answer, made once at start and set on each answer in one go
 * (app.ts): helmet built its middleware again for every request, which cost the read calls a
 * third of their throughput (npm run bench). The same headers and values helmet 8 sent with our
 * options, so browsers see no difference:
 *
 * - the CSP above;
 * - nosniff; Referrer-Policy strict-origin-when-cross-origin (a booking's code is in the path of
 *   /booking_process/{code}: other origins such as PayPal, Alipay or a link's target see only our
 *   origin, never the path, while our own calls keep the full URL);
 * - HSTS only when PUBLIC_URL is https (behind a TLS proxy the server itself sees http);
 * - the opener policy lets PayPal's checkout pop-up talk back to the page; no embedder policy
 *   (PayPal's frames and the widget's host pages would break under one);
 * - resources are same-origin, except the widget's files (crossOriginResources), which other
 *   sites load;
 * - X-Frame-Options DENY for browsers without frame-ancestors, and helmet's legacy defaults
 *   (Origin-Agent-Cluster, no DNS prefetch, no IE open-in-place, no Flash/PDF cross-domain
 *   policies, the XSS auditor off since it caused leaks).
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
