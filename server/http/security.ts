/**
 * Security headers on every answer of the back office (the admin, the API, its documentation),
 * as issue #9 decided: a Content-Security-Policy the admin works under (scripts only from files
 * of this origin, never inline), no framing by any page, no MIME sniffing, no address sent to
 * other sites, its own browsing context group, and HSTS when the request came over HTTPS (with
 * TRUST_PROXY, as the proxy's X-Forwarded-Proto says).
 */
import type { FastifyInstance } from 'fastify';

/**
 * Styles may be inline: Mantine (and Swagger UI) write `<style>` tags and `style` attributes at
 * run time. Images may come from any HTTPS address (content images of the public site) or be
 * `data:`/`blob:` URLs (previews, Swagger UI's logo), and from `imageOrigins` (a plain-HTTP map
 * tile server, such as the browser tests' local one). Everything else comes from this origin.
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob: https:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with no image origin of its own (map tiles over HTTPS need none). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The stored files' policy (`/uploads/`): nothing runs and nothing loads, in a sandbox (an opaque
 * origin), should an SVG or any other file be opened directly; only a stored SVG's inline styles
 * apply.
 */
export const UPLOADS_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** One year, subdomains included; sent only over HTTPS (browsers ignore it over HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers of every answer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  // For browsers without `frame-ancestors`.
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // `same-origin`: admin addresses (ids, filters, searches) never reach another site, not even as
  // an origin; the admin calls only its own origin, which still gets the full referrer.
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/** The security headers of an answer, HSTS included when the request came over HTTPS. */
export function securityHeaders(
  https: boolean,
  policy: string = CONTENT_SECURITY_POLICY,
): Readonly<Record<string, string>> {
  const headers =
    policy === CONTENT_SECURITY_POLICY ? SECURITY_HEADERS : { ...SECURITY_HEADERS, 'content-security-policy': policy };
  return https ? { ...headers, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : headers;
}

/**
 * Sets the security headers on every answer the app sends (errors and static files included). A
 * route that set a policy of its own keeps it (the stored files' sandbox, which the admin's policy
 * used to overwrite); only server code sets one, never a request.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: string = CONTENT_SECURITY_POLICY): void {
  app.addHook('onSend', async (request, reply) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(securityHeaders(request.protocol === 'https', policy));
    if (typeof own === 'string') reply.header('content-security-policy', own);
  });
}
