import type { RequestHandler } from 'express';

/**
 * Content-Security-Policy of the web client: every script, style, image, font and API call comes
 * from the portal's own origin (the Vite build has no inline scripts or styles; React sets inline
 * styles through the DOM, which CSP allows); images may also be data: URIs; frames only from the
 * portal itself (the /media/embed/* players); only the portal may frame its pages.
 */
export const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Everything under /media/ (the CMS media library): SVG images and the embedded players, static pages
 * with one inline stylesheet and no scripts. They may style themselves, show and play media of the
 * portal and nothing else: no script runs even in an SVG opened on its own.
 */
export const MEDIA_POLICY = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src 'self' data:", "media-src 'self'", "frame-ancestors 'self'"].join('; ');

/**
 * The API explorer (/explorer, ops and partners only): the page policy, except that its editor
 * (Monaco, in GraphiQL) writes its own <style> elements at run time, so inline styles are allowed
 * there. Scripts still come only from the portal.
 */
export const EXPLORER_POLICY = PAGE_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

/**
 * Powerful browser features the portal never uses are denied to its pages, its files and anything
 * they frame: camera, microphone, location, payments, sensors, devices, screen capture, ad topics.
 * What it does use stays allowed to itself only: the embedded players (/media/embed/*) play and go
 * full screen, 'Copia' buttons write to the clipboard. Only names Chromium knows on every platform
 * (an unknown one is an error in the console of every page): `web-share` is not, on Linux, so the
 * share menu keeps that feature's own default (the portal itself, not its frames).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
  'autoplay=(self)',
  'fullscreen=(self)',
  'clipboard-write=(self)',
].join(', ');

/**
 * No other site may load the portal's answers as a subresource (an <img>, a <script>, a <video> of
 * a member's file, a fetch in no-cors mode): nothing of the portal is meant to be embedded elsewhere,
 * and its files depend on who asks.
 */
const CORP = 'same-origin';

/** One year, subdomains included: browsers then only ever reach the portal over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The web client's hashed static files (scripts, stylesheets, fonts, source maps), which the browser
 * loads as subresources of a page: the page's own headers (CSP, framing, opener, referrer policy,
 * HSTS) do nothing on them, and cost about 0.5 KB on each. Worker scripts are left out: a worker
 * runs under the CSP its script is served with (the explorer's editor workers, `*.worker-*.js`).
 */
const SUBRESOURCE = /^\/assets\/(?![^/]*\.worker-[^/]*\.js$)[^/]+$/;

/**
 * The headers securityHeaders gives a page or an API answer (not /media/, not /explorer, not a
 * static subresource), as name/value pairs for `writeHead`: what the GraphQL fast path sends with
 * a kept answer (graphql/kept-answers-fast-path.ts), made once.
 */
export function pageHeaders(hsts: boolean): readonly string[] {
  return hsts ? PAGE_HEADERS_HSTS : PAGE_HEADERS;
}

/**
 * The same headers in the order securityHeaders sets them: what the web client room's kept pages are
 * written with (kept-pages.ts), so a page sent before Express has Express's header order too.
 */
export function pageHeadersInSetOrder(hsts: boolean): readonly string[] {
  return hsts ? PAGE_HEADERS_SET_ORDER_HSTS : PAGE_HEADERS_SET_ORDER;
}

const PAGE_HEADERS = [
  'X-Content-Type-Options',
  'nosniff',
  'Content-Security-Policy',
  PAGE_POLICY,
  'Referrer-Policy',
  'strict-origin-when-cross-origin',
  'X-Frame-Options',
  'SAMEORIGIN',
  'Cross-Origin-Opener-Policy',
  'same-origin',
  'Cross-Origin-Resource-Policy',
  CORP,
  'Permissions-Policy',
  PERMISSIONS_POLICY,
];
const PAGE_HEADERS_HSTS = [...PAGE_HEADERS.slice(0, 4), 'Strict-Transport-Security', HSTS, ...PAGE_HEADERS.slice(4)];
const SET_ORDER = ['X-Content-Type-Options', 'Cross-Origin-Resource-Policy', 'Permissions-Policy', 'Content-Security-Policy', 'Strict-Transport-Security', 'Referrer-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy'];
const inSetOrder = (pairs: readonly string[]) => SET_ORDER.flatMap((name) => {
  const at = pairs.indexOf(name);
  return at < 0 ? [] : [name, pairs[at + 1]!];
});
const PAGE_HEADERS_SET_ORDER = inSetOrder(PAGE_HEADERS);
const PAGE_HEADERS_SET_ORDER_HSTS = inSetOrder(PAGE_HEADERS_HSTS);

/**
 * Conservative security headers for every response (the web client is same-origin only). HSTS only
 * in production: in development and tests the portal runs on plain http://localhost. Static
 * subresources get what a script, stylesheet or font needs: no MIME sniffing, and no loading by
 * other sites (Cross-Origin-Resource-Policy). Everything else (pages, the API, /media/, every file
 * route: course files, member PDFs and card files, the ECM transcript) also gets the
 * Cross-Origin-Resource-Policy and the Permissions-Policy: a file opened in its own tab is a document.
 */
export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', CORP);
    if (SUBRESOURCE.test(req.path)) return next();
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Content-Security-Policy', req.path.startsWith('/media/') ? MEDIA_POLICY : req.path === '/explorer' ? EXPLORER_POLICY : PAGE_POLICY);
    if (options.hsts) res.setHeader('Strict-Transport-Security', HSTS);
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
