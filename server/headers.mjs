/**
 * Security and cache headers shared by `npm start` and deploy/nginx.conf (server/nginx-config.test.mjs
 * checks that the nginx file states exactly these, and the nginx e2e compares live responses).
 * 'wasm-unsafe-eval' lets the QR decoder compile its WebAssembly; it does not allow eval().
 * antd injects its CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Every worker is a file Vite emits (new Worker(new URL(...))): no blob: workers needed.
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // Only 识别二维码's camera scan uses the camera, on our own origin; nothing else is allowed.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // With COOP, makes the page cross-origin isolated: 比价器's OCR runs its wasm on several
  // threads (SharedArrayBuffer). Everything we load is our own origin, so nothing is blocked.
  'Cross-Origin-Embedder-Policy': 'require-corp',
  'X-Frame-Options': 'DENY',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Vite puts every hashed file under /assets/, so only those may be cached for a year.
 * index.html, sw.js, registerSW.js, the manifest, workbox-*.js and version.json keep their
 * names across releases and must be revalidated, or users would keep an old app after a
 * deploy; version.json is how an open tab learns that a new release is live.
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
