import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went during a scenario, read from Linux's /proc: the application, the
 * load generator (this process), PostgreSQL's and Redis's processes, and the machine as a whole.
 * Elsewhere than on Linux it reads nothing and says so.
 */
export interface CpuReading {
  at: number;
  /** CPU ms so far of each process of a part, by process id. */
  app: Map<number, number>;
  generator: Map<number, number>;
  postgres: Map<number, number>;
  redis: Map<number, number>;
  /** Busy time of all CPUs together, in ms. */
  machine: number;
}

type Part = 'app' | 'generator' | 'postgres' | 'redis';

const TICK_MS = 10; // Linux's USER_HZ is 100 on every architecture Node supports

interface ProcessStat {
  pid: number;
  name: string;
  parent: number;
  ms: number;
}

function statOf(pid: string): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name, in parentheses, may hold spaces: the fields are counted after its last parenthesis.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    return { pid: Number(pid), name: text.slice(text.indexOf('(') + 1, close), parent: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null; // the process ended between the listing and the reading
  }
}

function processes(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(statOf)
    .filter((stat): stat is ProcessStat => stat !== null);
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
  const none = new Map<number, number>();
  if (!canReadCpu) return { at: Date.now(), app: none, generator: none, postgres: none, redis: none, machine: 0 };
  const own = process.cpuUsage();
  const all = processes();
  const of = (chosen: (stat: ProcessStat) => boolean) => new Map(all.filter(chosen).map((stat) => [stat.pid, stat.ms]));
  return {
    at: Date.now(),
    // The app's workers, when it runs several, are its children.
    app: of((stat) => stat.pid === appPid || stat.parent === appPid),
    generator: new Map([[process.pid, (own.user + own.system) / 1000]]),
    postgres: of((stat) => stat.name.startsWith('postgres')),
    redis: of((stat) => stat.name.startsWith('redis-server')),
    machine: machineBusyMs(),
  };
}

/** CPU ms per request of each part between two readings, and how busy the machine was (in cores). */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): string {
  if (!canReadCpu || requests === 0) return 'CPU shares not read (no /proc)';
  // Processes that started in between count from nothing; those that ended are missed.
  const spent = (part: Part) => [...after[part]].reduce((total, [pid, ms]) => total + ms - (before[part].get(pid) ?? 0), 0);
  const per = (part: Part) => (spent(part) / requests).toFixed(2);
  const cores = (after.machine - before.machine) / (after.at - before.at);
  return `CPU ms a request: app ${per('app')}, load generator ${per('generator')}, PostgreSQL ${per('postgres')}, Redis ${per('redis')}; machine busy ${cores.toFixed(2)} cores`;
}
