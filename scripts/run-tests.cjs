#!/usr/bin/env node
/**
 * `npm test`: every jest project. The unit and API suites share one database and run one file at a
 * time. The browser suites each start their own app and Chromium and mostly wait on them, so they
 * run beside those, one file at a time too: two at once on a 2-core machine left the pages too
 * slow for their waits. With arguments (`npm test -- --selectProjects api`), one jest process runs
 * exactly what they ask for.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const JEST = path.join(__dirname, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const GROUPS = [
  ['--selectProjects', 'unit', 'api', '--maxWorkers=1'],
  ['--selectProjects', 'browser', '--maxWorkers=1'],
];

function runJest(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-vm-modules', JEST, ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const requested = process.argv.slice(2);
  const codes = await Promise.all(requested.length > 0 ? [runJest(requested)] : GROUPS.map(runJest));
  const failed = codes.find((code) => code !== 0);
  process.exit(failed ?? 0);
}

void main();
