'use strict';
/**
 * `npm start`: builds the API and the web app only when their sources differ from those of the last
 * build made here (a hash of their content, kept in dist/.build-stamp.json), then runs the API, which
 * serves the web app, in this process. `npm run build` still builds everything unconditionally.
 */
const { createHash } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const root = join(__dirname, '..');
const stampFile = join(root, 'dist', '.build-stamp.json');
const dependencies = ['package.json', 'package-lock.json'];

/** Each build script, the file that shows it ran, and what its output depends on. */
const parts = [
  { script: 'build:api', output: 'dist/api/main.js', sources: ['domain', 'application', 'infrastructure', 'api', '.swcrc', ...dependencies] },
  { script: 'build:web', output: 'dist/web/index.html', sources: ['web', 'domain', ...dependencies] },
];

/** The files a build reads under a path: no tests (the builds leave them out), no dependencies, no hidden files. */
function sourceFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules' && !entry.name.endsWith('.spec.ts'))
    .flatMap((entry) => sourceFiles(join(path, entry.name)));
}

function fingerprint(sources) {
  const hash = createHash('sha256');
  const files = sources.flatMap((source) => sourceFiles(join(root, source))).sort();
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return {};
  }
}

const stamp = readStamp();
for (const part of parts) {
  const sources = fingerprint(part.sources);
  if (stamp[part.script] === sources && existsSync(join(root, part.output))) continue;
  console.log(`Building (${part.script}): its sources changed since the last build here…`);
  // Quiet unless it fails: the build's own listing of files is not what a start needs to show.
  const build = spawnSync('npm', ['run', '--silent', part.script], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    process.exit(build.status ?? 1);
  }
  stamp[part.script] = sources;
  writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

const main = join(root, 'dist', 'api', 'main.js');
// As if started as `node dist/api/main.js`: cluster workers, when there are several, run that file.
process.argv[1] = main;
require(main);
