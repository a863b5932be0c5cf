import { positive, valueOf } from './command-line';

export type LiveTransport = 'redis' | 'postgres';

/**
 * The live events benchmark's command line: --streams N, --rate R (notifications a second),
 * --seconds D, --transport redis|postgres, --database-url URL (a server where it may create and drop
 * a database of its own), --redis-url URL, --keep (leave the database and its Redis keys),
 * --cpu-prof DIR.
 */
export interface EventsBenchOptions {
  streams: number;
  rate: number;
  seconds: number;
  transport: LiveTransport;
  /** The server's address: its database name is replaced by the benchmark's own (or by `postgres`, to make and drop that). */
  serverUrl: string;
  redisUrl: string;
  keep: boolean;
  cpuProfileDir: string | null;
}

export function readEventsBenchOptions(args: string[], env: NodeJS.ProcessEnv): EventsBenchOptions {
  const transport = valueOf(args, 'transport') ?? 'redis';
  if (transport !== 'redis' && transport !== 'postgres') throw new Error('--transport must be redis or postgres');
  const options: EventsBenchOptions = {
    streams: positive(args, 'streams', 10_000),
    rate: positive(args, 'rate', 1_000),
    seconds: positive(args, 'seconds', 30),
    transport,
    serverUrl: valueOf(args, 'database-url') ?? env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    redisUrl: valueOf(args, 'redis-url') ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    keep: args.includes('--keep'),
    cpuProfileDir: valueOf(args, 'cpu-prof') ?? null,
  };
  // Every stream belongs to another user, and the notifications pick two of them (receiver and actor).
  if (options.streams < 2) throw new Error('--streams must be at least 2');
  return options;
}

/** The same server with another database in its address. */
export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
