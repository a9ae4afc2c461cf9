// Run after `npm install` changes package-lock.json: `node scripts/complete-lockfile.mjs`.
//
// Why: the registry our machines reach holds only the Linux builds of per-platform optional
// packages (Biome, Rollup, esbuild...). `npm install` then leaves the other platforms out of the
// lock, and `npm ci` refuses a lock that misses them. This adds an entry (version, os, cpu, libc)
// for each missing one; npm skips them on a platform they do not match, so nothing is downloaded.
import fs from 'node:fs';

const OSES = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const meta of Object.values(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (packages[`node_modules/${name}`]) continue;
    const words = name.split('/').pop().split('-');
    const os = OSES.find((o) => words.includes(o));
    const cpu = CPUS.find((c) => words.includes(c));
    if (!os && !cpu) continue;
    const entry = { version: range.replace(/^[\^~=]/, ''), optional: true };
    if (meta.dev) entry.dev = true;
    if (os) entry.os = [os];
    if (cpu) entry.cpu = [cpu];
    if (words.includes('musl')) entry.libc = ['musl'];
    if (words.includes('gnu') || words.includes('gnueabihf')) entry.libc = ['glibc'];
    packages[`node_modules/${name}`] = entry;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.info(`complete-lockfile: added ${added} optional platform entries`);
