import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from './headers.mjs';
import { SITE_CONFIG, renderNginxConfig } from '../scripts/nginx-render.mjs';

const site = readFileSync(SITE_CONFIG, 'utf8');

/** `add_header Name "value" always;` lines of the server block, by header name. */
function addedHeaders(config) {
  const headers = {};
  for (const [, name, quoted, bare] of config.matchAll(
    /^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;/gm,
  ))
    headers[name] = quoted ?? bare;
  return headers;
}

describe('deploy/nginx.conf', () => {
  it('sends exactly the security headers of server/headers.mjs, on every response', () => {
    const { 'Cache-Control': cacheControl, ...security } = addedHeaders(site);
    expect(security).toEqual(SECURITY_HEADERS);
    expect(cacheControl).toBe('$toolbox_cache_control');
    // Every add_header line must say "always" (errors too) and none may hide in a location.
    expect(site.match(/^\s*add_header/gm)).toHaveLength(Object.keys(SECURITY_HEADERS).length + 1);
  });

  it('caches /assets/ like the Node server and revalidates everything else', () => {
    const map = /map "\$status \$uri" \$toolbox_cache_control \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(map).toContain(`"~^(200|206|304) /assets/" "${IMMUTABLE}";`);
    expect(map).toContain(`default "${REVALIDATE}";`);
  });

  it('compresses scripts, styles, JSON, the manifest and WebAssembly', () => {
    const types = /gzip_types([^;]*);/.exec(site)?.[1].split(/\s+/) ?? [];
    for (const type of [
      'text/css',
      'application/javascript',
      'application/json',
      'application/manifest+json',
      'application/wasm',
    ])
      expect(types).toContain(type);
  });

  it("sends the build's compressed copies as they are, and loads the module brotli needs", () => {
    expect(site).toMatch(/^\s*brotli_static on;/m);
    expect(site).toMatch(/^\s*gzip_static on;/m);
    const config = renderNginxConfig({
      root: '/r',
      port: 1,
      prefix: '/p',
      brotliModule: '/m/b.so',
    });
    // In the main context, before http { }: nginx accepts load_module nowhere else.
    expect(config.indexOf('load_module /m/b.so;')).toBeGreaterThan(-1);
    expect(config.indexOf('load_module /m/b.so;')).toBeLessThan(config.indexOf('http {'));
  });

  it('renders a runnable config with our root and port and no privileged paths', () => {
    const config = renderNginxConfig({
      root: '/tmp/build',
      port: 4470,
      prefix: '/tmp/prefix',
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(config).toContain('listen 127.0.0.1:4470;');
    expect(config).toContain('root "/tmp/build";');
    expect(config).not.toContain('/var/www');
    expect(config).not.toMatch(/listen 80;/);
    expect(config).not.toMatch(/\/var\/(log|run|lib)/);
    expect(addedHeaders(config)).toEqual(addedHeaders(site));
  });

  it('refuses a site file it cannot place on our root and port', () => {
    expect(() =>
      renderNginxConfig({ root: '/r', port: 1, prefix: '/p', mimeTypes: 'm', site: 'server {}' }),
    ).toThrow(/listen/);
  });
});
