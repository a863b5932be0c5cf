import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went during a scenario, read from Linux's /proc: the application, the
 * load generator (this process), what this process ran and waited for (pgbench), PostgreSQL's and
 * Redis's processes, and the machine as a whole. Elsewhere than on Linux it reads nothing and says so.
 */
/** A thread's time on a CPU, and waiting for one while ready to run, in ns. */
type ThreadTime = { running: number; waiting: number };

export interface CpuReading {
  at: number;
  /** CPU ms so far of each part. */
  app: number;
  generator: number;
  pgbench: number;
  postgres: number;
  redis: number;
  /** Busy time of all CPUs together, in ms. */
  machine: number;
  /** Each app process's main thread, by process id. */
  appThreads: Map<number, ThreadTime>;
}

type Part = 'app' | 'generator' | 'pgbench' | 'postgres' | 'redis';

const TICK_MS = 10; // Linux's USER_HZ is 100 on every architecture Node supports

interface ProcessStat {
  pid: number;
  name: string;
  parent: number;
  /** Its own CPU ms. */
  own: number;
  /** CPU ms of its children that ended and were waited for (a PostgreSQL backend that left, say). */
  reaped: number;
}

function statOf(pid: string): ProcessStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name, in parentheses, may hold spaces: the fields are counted after its last parenthesis.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ').map(Number);
    return { pid: Number(pid), name: text.slice(text.indexOf('(') + 1, close), parent: fields[1], own: (fields[11] + fields[12]) * TICK_MS, reaped: (fields[13] + fields[14]) * TICK_MS };
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

/** A process's main thread's time, from Linux's schedstat; null when the process is gone. */
function schedulingOf(pid: number): ThreadTime | null {
  try {
    const [running, waiting] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { running, waiting };
  } catch {
    return null;
  }
}

const canReadCpu = (() => {
  try {
    readFileSync('/proc/stat');
    return true;
  } catch {
    return false;
  }
})();

export function readCpu(appPid: number): CpuReading {
  if (!canReadCpu) return { at: Date.now(), app: 0, generator: 0, pgbench: 0, postgres: 0, redis: 0, machine: 0, appThreads: new Map() };
  const own = process.cpuUsage();
  const all = processes();
  // A group's processes with what their ended children spent, so a process that leaves in between
  // still counts through its parent in the same group.
  const sum = (chosen: (stat: ProcessStat) => boolean) => all.filter(chosen).reduce((total, stat) => total + stat.own + stat.reaped, 0);
  // The app's workers, when it runs several, are its children.
  const ofApp = (stat: ProcessStat) => stat.pid === appPid || stat.parent === appPid;
  const appThreads = new Map<number, ThreadTime>();
  for (const stat of all.filter(ofApp)) {
    const scheduling = schedulingOf(stat.pid);
    if (scheduling) appThreads.set(stat.pid, scheduling);
  }
  return {
    at: Date.now(),
    app: sum(ofApp),
    generator: (own.user + own.system) / 1000,
    // This process runs pgbench and waits for it; the app, its other child, ends only between scenarios.
    pgbench: statOf('self')?.reaped ?? 0,
    postgres: sum((stat) => stat.name.startsWith('postgres')),
    redis: sum((stat) => stat.name.startsWith('redis-server')),
    machine: machineBusyMs(),
    appThreads,
  };
}

function shares(before: CpuReading, after: CpuReading, count: number, parts: Array<[Part, string]>): string {
  const per = (part: Part) => ((after[part] - before[part]) / count).toFixed(2);
  const cores = (after.machine - before.machine) / (after.at - before.at);
  return `${parts.map(([part, label]) => `${label} ${per(part)}`).join(', ')}; machine busy ${cores.toFixed(2)} cores`;
}

/**
 * How the busiest of the app's main threads spent the time between two readings: running, and
 * ready to run but waiting for a core. Together near 100 %, that one thread is what limits the app.
 */
function mainThread(before: CpuReading, after: CpuReading): string {
  const elapsedNs = (after.at - before.at) * 1e6;
  let busiest: ThreadTime | null = null;
  for (const [pid, now] of after.appThreads) {
    const then = before.appThreads.get(pid);
    if (!then) continue;
    const spent = { running: now.running - then.running, waiting: now.waiting - then.waiting };
    if (!busiest || spent.running > busiest.running) busiest = spent;
  }
  if (!busiest || elapsedNs <= 0) return '';
  const percent = (ns: number) => `${Math.round((100 * ns) / elapsedNs)} %`;
  return `; the app's main thread ran ${percent(busiest.running)} of the time and waited for a core ${percent(busiest.waiting)}`;
}

/** CPU ms per request of each part between two readings, how busy the machine was (in cores), and the app's main thread. */
export function cpuPerRequest(before: CpuReading, after: CpuReading, requests: number): string {
  if (!canReadCpu || requests === 0) return 'CPU shares not read (no /proc)';
  return `CPU ms a request: ${shares(before, after, requests, [
    ['app', 'app'],
    ['generator', 'load generator'],
    ['postgres', 'PostgreSQL'],
    ['redis', 'Redis'],
  ])}${mainThread(before, after)}`;
}

/** CPU ms per replayed transaction of PostgreSQL and of pgbench. */
export function cpuPerTransaction(before: CpuReading, after: CpuReading, transactions: number): string {
  if (!canReadCpu || transactions === 0) return 'CPU shares not read (no /proc)';
  return `CPU ms a transaction: ${shares(before, after, transactions, [
    ['postgres', 'PostgreSQL'],
    ['pgbench', 'pgbench'],
  ])}`;
}
