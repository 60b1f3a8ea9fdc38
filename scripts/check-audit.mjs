// `npm run audit`: `npm audit --omit=dev --audit-level=high`, made strict. npm exits 0 when its
// audit endpoint refuses or cannot be reached, which would pass without any advisory having
// been checked; here that says plainly "could not run: …" and exits 1. AUDIT_UNREACHABLE=warn
// turns only that case into a loud warning with exit 0, for a network known to block the
// endpoint (.ci/run sets it). Not part of `npm test`, which needs no network beyond installing.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ??
    report?.error?.summary ??
    (run.error?.message || run.stderr?.trim() || `npm audit exited with ${run.status}`);
  const message =
    `npm audit could not run: ${reason}\n` +
    "The registry's audit endpoint (POST /-/npm/v1/security/advisories/bulk) must answer " +
    'to prove there is no high or critical advisory in the production dependencies.';
  if (process.env.AUDIT_UNREACHABLE === 'warn') {
    console.warn(`WARNING — NO AUDIT WAS DONE. ${message}\n(AUDIT_UNREACHABLE=warn is set.)`);
    process.exit(0);
  }
  console.error(`${message}\nSet AUDIT_UNREACHABLE=warn only where that endpoint is blocked.`);
  process.exit(1);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((entry) =>
  ['high', 'critical'].includes(entry.severity),
);
if (serious.length > 0) {
  console.error('npm audit: high or critical advisories in production dependencies:');
  for (const entry of serious) {
    const titles = entry.via.filter((via) => typeof via === 'object').map((via) => via.title);
    console.error(`  ${entry.severity}  ${entry.name} ${entry.range}  ${titles.join('; ')}`);
  }
  console.error('Run "npm audit --omit=dev" for details and fixes.');
  process.exit(1);
}
console.log(
  `npm audit: no high or critical advisory in production dependencies ` +
    `(${counts.moderate} moderate, ${counts.low} low, ${counts.info} info).`,
);
