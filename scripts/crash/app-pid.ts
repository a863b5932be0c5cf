import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = join('dist', 'api', 'main.js');

/**
 * The process id of this process's child that runs the built application, read from /proc (Linux):
 * the started application is known only by its port and log, and a `kill -9` needs its id.
 */
export function runningAppPid(): number {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid ...": the command may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.some((arg) => arg.endsWith(MAIN))) found.push(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  if (found.length !== 1) throw new Error(`Expected one running application started by this process, found ${found.length}`);
  return found[0];
}
