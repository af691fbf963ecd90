#!/usr/bin/env node
/**
 * Records every platform's optional native package in package-lock.json, so `npm ci` accepts the lockfile on any
 * machine (decision 017).
 *
 * Packages such as rollup and @tailwindcss/oxide ship their native code as one optional package per platform
 * (`@rollup/rollup-darwin-arm64`, …). npm records all of them when the registry serves them all; a registry mirror
 * that serves only this machine's platforms leaves the others out, and `npm ci` then refuses the lockfile
 * ("Missing: @rollup/rollup-android-arm-eabi@ from lock file"). This script adds each missing entry: the exact version
 * the parent pins, os/cpu/libc read from the platform in the package's name, and the flags, license and engines of
 * the sibling npm did record. It cannot add an integrity hash (that needs the tarball): npm fills it in when it
 * first downloads the package, and until then installs it unverified — only on that platform.
 *
 *   node scripts/complete-lockfile.mjs          add the missing entries (run it after `npm install` changes the lock)
 *   node scripts/complete-lockfile.mjs --check  list them and exit 1 if any is missing (`npm run lint` runs this)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCKFILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'aix',
  'win32',
];
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];
const ABI = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl', eabi: null, msvc: null };
const PLATFORM = new RegExp(`-(${OS.join('|')})-(${CPU.join('|')})(?:-(${Object.keys(ABI).join('|')}))?$`);

/** os, cpu and libc of a platform package, from the platform its name ends with; null when the name has none. */
export function platformOf(name) {
  if (name.endsWith('-wasm32-wasi')) return { cpu: ['wasm32'] };
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, os, cpu, abi] = match;
  const libc = os === 'linux' && abi ? ABI[abi] : null;
  return { cpu: [cpu], ...(libc ? { libc: [libc] } : {}), os: [os] };
}

/** Where Node would find `name` from the package at `path` (its own node_modules, then each parent's). */
function resolvePath(packages, path, name) {
  for (let base = path; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

const FLAGS = ['dev', 'devOptional', 'optional', 'peer'];

/** The entries `npm ci` would miss: { path, entry } for each unrecorded optional dependency of a locked package. */
export function missingEntries(lock) {
  const packages = lock.packages;
  const missing = [];
  for (const [path, pkg] of Object.entries(packages)) {
    const optional = Object.entries(pkg.optionalDependencies ?? {});
    const recorded = optional
      .map(([name]) => ({ name, at: resolvePath(packages, path, name) }))
      .filter(({ at }) => at && isPlatformEntry(packages[at]));
    for (const [name, version] of optional) {
      if (resolvePath(packages, path, name)) continue;
      const platform = platformOf(name);
      if (!platform)
        throw new Error(`${path} needs ${name}, whose platform this script cannot read from its name`);
      if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
        throw new Error(
          `${path} asks for ${name}@${version}; only exact versions can be recorded without npm`,
        );
      if (recorded.length === 0)
        throw new Error(`${path}: no platform of ${name}'s family is recorded to copy flags from`);
      // Beside the sibling npm recorded (hoisted to the root, usually), with that sibling's flags.
      const sibling = packages[recorded[0].at];
      const folder = recorded[0].at.slice(0, -recorded[0].name.length);
      const entry = { version, ...platform };
      for (const flag of FLAGS) if (sibling[flag]) entry[flag] = sibling[flag];
      if (sibling.license) entry.license = sibling.license;
      if (sibling.engines) entry.engines = sibling.engines;
      // npm's order: version first, then the other keys sorted, engines last.
      const ordered = { version };
      for (const key of Object.keys(entry)
        .filter((k) => k !== 'version' && k !== 'engines')
        .sort())
        ordered[key] = entry[key];
      if (entry.engines) ordered.engines = entry.engines;
      missing.push({ path: `${folder}${name}`, entry: ordered });
    }
  }
  return missing;
}

/** A recorded sibling qualifies when it is a platform package too (carries os or cpu). */
function isPlatformEntry(entry) {
  return Boolean(entry && (entry.os || entry.cpu));
}

/** The lock with the missing entries added, each beside the others in path order (npm keeps packages sorted). */
export function completeLock(lock) {
  const missing = missingEntries(lock);
  if (missing.length === 0) return lock;
  const merged = { ...lock.packages };
  for (const { path, entry } of missing) merged[path] = entry;
  const [root, ...rest] = Object.keys(merged);
  rest.sort((a, b) => a.localeCompare(b, 'en'));
  return { ...lock, packages: Object.fromEntries([root, ...rest].map((key) => [key, merged[key]])) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
  const missing = missingEntries(lock);
  if (process.argv.includes('--check')) {
    if (missing.length > 0) {
      console.error(
        `package-lock.json lacks ${missing.length} platform package(s) that \`npm ci\` requires:\n` +
          missing.map(({ path, entry }) => `  ${path}@${entry.version}`).join('\n') +
          '\nRun `node scripts/complete-lockfile.mjs` and commit package-lock.json.',
      );
      process.exit(1);
    }
  } else if (missing.length === 0) {
    console.log('package-lock.json already records every platform package.');
  } else {
    writeFileSync(LOCKFILE, `${JSON.stringify(completeLock(lock), null, 2)}\n`);
    console.log(`package-lock.json: recorded ${missing.length} platform package(s):`);
    for (const { path, entry } of missing) console.log(`  ${path}@${entry.version}`);
  }
}
