import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went during a scenario, read from Linux's /proc: the application, the
 * load generator (this process), PostgreSQL's and Redis's processes, and the machine as a whole.
 * Elsewhere than on Linux it reads nothing and says so.
 */
export interface CpuReading {
  at: number;
  app: number;
  generator: number;
  postgres: number;
  redis: number;
  /** Busy time of all CPUs together, in ms. */
  machine: number;
}

const TICK_MS = 10; // Linux's USER_HZ is 100 on every architecture Node supports

function processMs(pid: number | string): number {
  try {
    // The name, in parentheses, may hold spaces: the fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // the process ended between the listing and the reading
  }
}

function namedMs(names: string[]): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (names.some((wanted) => name.startsWith(wanted))) total += processMs(pid);
  }
  return total;
}

function machineBusyMs(): number {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4]; // idle and iowait
  return (ticks.reduce((sum, value) => sum + value, 0) - idle) * TICK_MS;
}

export const canReadCpu = (() => {
  try {
    readFileSync('/proc/stat');
    return true;
  } catch {
    return false;
  }
})();

export function readCpu(appPid: number): CpuReading {
  if (!canReadCpu) return { at: Date.now(), app: 0, generator: 0, postgres: 0, redis: 0, machine: 0 };
  const own = process.cpuUsage();
  return {
    at: Date.now(),
    app: processMs(appPid),
    generator: (own.user + own.system) / 1000,
    postgres: namedMs(['postgres']),
    redis: namedMs(['redis-server']),
    machine: machineBusyMs(),
  };
}

/** CPU ms per request of each part between two readings, and how busy the machine was (in cores). */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): string {
  if (!canReadCpu || requests === 0) return 'CPU shares not read (no /proc)';
  const per = (key: 'app' | 'generator' | 'postgres' | 'redis') => ((after[key] - before[key]) / requests).toFixed(2);
  const cores = (after.machine - before.machine) / (after.at - before.at);
  return `CPU ms a request: app ${per('app')}, load generator ${per('generator')}, PostgreSQL ${per('postgres')}, Redis ${per('redis')}; machine busy ${cores.toFixed(2)} cores`;
}
