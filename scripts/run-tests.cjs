#!/usr/bin/env node
/**
 * `npm test`: every jest project, in two lanes. The unit and API suites share one database and run
 * one file at a time in the first lane. The browser suites each start their own app and Chromium,
 * which keep a core or more busy: the second lane runs them one file at a time from the start, and
 * the first lane takes its share of them once its own suites are done. Beside the unit and API suites (which
 * keep a core busy) one browser file runs at a time: two at once there left the pages too slow for
 * their waits. A browser file that fails runs once more, and the summary names it. With arguments (`npm test -- --selectProjects api`), one jest process runs exactly
 * what they ask for.
 */
const { spawn } = require('node:child_process');
const { readdirSync, statSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const BROWSER_DIR = path.join(ROOT, 'test', 'browser');

function runJest(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--experimental-vm-modules', JEST, ...args], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The browser suites, larger files first: they tend to run longest, and short ones at the end even out the lanes. */
function browserFiles() {
  return readdirSync(BROWSER_DIR)
    .filter((name) => name.endsWith('.browser-spec.ts'))
    .map((name) => path.join(BROWSER_DIR, name))
    .sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
}

async function main() {
  const requested = process.argv.slice(2);
  if (requested.length > 0) process.exit(await runJest(requested));

  const queue = browserFiles();
  const files = queue.length;
  const failed = [];
  const passedOnSecondRun = [];
  const timings = [];
  const started = Date.now();
  const takeBrowserFiles = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const started = Date.now();
      const name = path.relative(ROOT, file);
      let code = await runJest(['--selectProjects', 'browser', '--runTestsByPath', file]);
      if (code !== 0) {
        // A page waits at most 30 s for what it expects; on a machine busy with both lanes that can
        // run out. The file runs once more, and the summary names it either way.
        console.log(`\n${name} failed; running it once more.`);
        code = await runJest(['--selectProjects', 'browser', '--runTestsByPath', file]);
        (code === 0 ? passedOnSecondRun : failed).push(name);
      }
      timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(0)} s${code !== 0 ? ' (failed)' : ''}`);
    }
  };
  const [unitAndApi] = await Promise.all([
    runJest(['--selectProjects', 'unit', 'api', '--maxWorkers=1']).then(async (code) => {
      timings.push(`the unit and API suites ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await takeBrowserFiles();
      return code;
    }),
    takeBrowserFiles(),
  ]);
  console.log(`\nTimes, in the order they ended: ${timings.join('; ')}; all ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  console.log(`Browser suites: ${files - failed.length} of ${files} files passed${failed.length ? `; failed: ${failed.join(', ')}` : ''}.`);
  if (passedOnSecondRun.length > 0) console.log(`Failed on the first run and passed on the second (look at the first run's failure above): ${passedOnSecondRun.join(', ')}.`);
  if (unitAndApi !== 0) console.log('The unit and API suites failed (see their summary above).');
  process.exit(unitAndApi !== 0 || failed.length > 0 ? 1 : 0);
}

void main();
