// `npm run test:nginx`: serves the build with deploy/nginx.conf (rendered into a temporary
// prefix, in the foreground, as the current user) and runs the smoke e2e against it.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliStaticModule, renderNginxConfig } from './nginx-render.mjs';

const root = resolve(process.env.E2E_DIST ?? 'dist');
const port = Number(process.env.NGINX_PORT ?? 4470);

function fail(message) {
  console.error(message);
  process.exit(1);
}

function hasNginx() {
  return spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;
}

// deploy/nginx.conf needs nginx and the brotli_static module (Debian packages both).
const packages = [
  ...(hasNginx() ? [] : ['nginx']),
  ...(hasNginx() && existsSync(brotliStaticModule()) ? [] : ['libnginx-mod-http-brotli-static']),
];
if (packages.length > 0) {
  const install = `apt-get install -y ${packages.join(' ')}`;
  if (process.getuid?.() !== 0)
    fail(`Not installed: ${packages.join(', ')}. Run:  sudo ${install}`);
  console.log(`Installing with apt-get: ${packages.join(', ')}…`);
  execSync(`${install} || (apt-get update && ${install})`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
if (!existsSync(join(root, 'index.html')))
  fail(`No build at ${root}: run "npm run build" (or set E2E_DIST to a build folder).`);

const prefix = mkdtempSync(join(tmpdir(), 'nginx-e2e-'));
const config = join(prefix, 'nginx.conf');
writeFileSync(config, renderNginxConfig({ root, port, prefix }));
const nginxArgs = ['-p', prefix, '-c', config, '-e', 'stderr'];

const check = spawnSync('nginx', [...nginxArgs, '-t'], { encoding: 'utf8' });
if (check.status !== 0) fail(`deploy/nginx.conf does not pass "nginx -t":\n${check.stderr}`);

const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
let nginxExited = false;
nginx.on('exit', () => (nginxExited = true));

function stopNginx() {
  if (!nginxExited) nginx.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopNginx();
  process.exit(130);
});

async function waitUntilServing(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginxExited) return false;
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return false;
}

const baseUrl = `http://127.0.0.1:${port}`;
let status = 1;
try {
  if (!(await waitUntilServing(`${baseUrl}/`))) {
    const log = join(prefix, 'error.log');
    console.error(existsSync(log) ? readFileSync(log, 'utf8') : '');
    console.error(`nginx did not start on port ${port} (set NGINX_PORT to a free port).`);
  } else {
    console.log(`nginx serves ${root} at ${baseUrl}/`);
    status =
      spawnSync('npx', ['playwright', 'test', '-c', 'playwright.nginx.config.ts'], {
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: baseUrl },
      }).status ?? 1;
  }
} finally {
  stopNginx();
  await new Promise((done) => (nginxExited ? done() : nginx.once('exit', done)));
  rmSync(prefix, { recursive: true, force: true });
}
process.exit(status);
