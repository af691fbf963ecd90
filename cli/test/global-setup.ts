/**
 * The CLI's tests run the built plugin against the built server, as a member would: both are built once here (esbuild,
 * a few seconds), since `npm test` runs the unit tests before its build step.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export default function setup(): void {
  for (const workspace of ['server', 'cli'])
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, workspace), stdio: 'inherit' });
}
