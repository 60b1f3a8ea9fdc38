// Builds the production bundle when dist/ is missing, so `npm start` works on a fresh clone.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../dist/index.html', import.meta.url))) {
  console.log('No production build yet: running "npm run build"…');
  execSync('npm run build', { stdio: 'inherit' });
}
