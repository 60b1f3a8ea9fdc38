// Turns deploy/nginx.conf (a conf.d site) into a complete nginx.conf that runs unprivileged in
// a temporary prefix: our root and port, logs, pid and temp files inside the prefix.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';

export const SITE_CONFIG = new URL('../deploy/nginx.conf', import.meta.url);

function replaceOnce(text, pattern, replacement) {
  const matches = text.match(new RegExp(pattern, 'gm')) ?? [];
  if (matches.length !== 1)
    throw new Error(`deploy/nginx.conf must contain exactly one line matching ${pattern}`);
  return text.replace(new RegExp(pattern, 'm'), replacement);
}

let buildInfo;
/** One of the installed nginx's build paths (`nginx -V`, which prints to stderr), or undefined. */
function nginxBuildPath(option) {
  if (buildInfo === undefined) {
    const { stdout = '', stderr = '' } = spawnSync('nginx', ['-V'], { encoding: 'utf8' });
    buildInfo = stdout + stderr;
  }
  return new RegExp(`--${option}=(\\S+)`).exec(buildInfo)?.[1];
}

/** The mime.types of the installed nginx (next to its default nginx.conf). */
export function nginxMimeTypes() {
  const confPath = nginxBuildPath('conf-path') ?? '/etc/nginx/nginx.conf';
  return join(dirname(confPath), 'mime.types');
}

/**
 * The brotli_static module of Debian's libnginx-mod-http-brotli-static, which the site's
 * `brotli_static on;` needs. Debian's own nginx.conf loads it through modules-enabled; the
 * rendered config is a whole nginx.conf of its own, so it loads it itself.
 */
export function brotliStaticModule() {
  const modules = nginxBuildPath('modules-path') ?? '/usr/lib/nginx/modules';
  return join(modules, 'ngx_http_brotli_static_module.so');
}

export function renderNginxConfig({
  root,
  port,
  prefix,
  mimeTypes = nginxMimeTypes(),
  brotliModule = brotliStaticModule(),
  site = readFileSync(SITE_CONFIG, 'utf8'),
}) {
  let server = replaceOnce(site, String.raw`^\s*listen\s+[^;]+;`, `    listen 127.0.0.1:${port};`);
  server = replaceOnce(server, String.raw`^\s*root\s+[^;]+;`, `    root "${root}";`);
  const me = userInfo();
  return [
    '# Rendered by scripts/nginx-render.mjs from deploy/nginx.conf for a local test run.',
    // A root master would hand the workers to "nobody"; keep them as the current user.
    me.uid === 0 ? `user ${me.username};` : '',
    `load_module ${brotliModule};`,
    'worker_processes 1;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes};`,
    '    default_type application/octet-stream;',
    `    access_log ${prefix}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${prefix}/${kind};`,
    ),
    '    sendfile on;',
    server,
    '}',
    '',
  ].join('\n');
}
