import type { Clock } from '../../application/ports/clock.port';
import type { LiveSessions } from '../../application/sessions/live-sessions.port';
import type { RedisTarget } from '../config/environment';
import type { SqlDatabase } from '../persistence/sql-database';
import { openRedis } from '../system/redis-connection';
import { ACCOUNT_STANDING_CHANNEL, AccountStandingWatch } from './account-standing-watch';
import { RedisLiveSessions } from './redis-live-sessions';
import { SessionRecordKeys, withSessionRecordScripts, type RebuildCounts, type SessionRecordRedis } from './redis-session-record';

/** The provider of the session record (null without Redis). */
export const SESSION_RECORD = Symbol('SessionRecord');

/** The session record in Redis, the watch that keeps it told of hand-made changes, and its connection. */
export interface SessionRecord {
  sessions: RedisLiveSessions;
  redis: SessionRecordRedis;
  keys: SessionRecordKeys;
  watch: AccountStandingWatch;
  close(): Promise<void>;
}

export interface SessionRecordOptions {
  redis: RedisTarget;
  /** The database server (the watch holds a connection of its own to it). */
  databaseUrl: string;
  database: SqlDatabase;
  truth: LiveSessions;
  clock: Clock;
  /** This database's name in a shared Redis (databaseNamespace). */
  namespace: string;
  accessTokenTtlSeconds: number;
  log: (message: string) => void;
  onError: (error: unknown) => void;
}

/** Where the record of one database's sign-ins lives in Redis. */
export const sessionRecordPrefix = (namespace: string) => `ql:sessions:v2:${namespace}`;

/** Beyond an access token's lifetime, for clocks of instances and Redis that disagree a little. */
const LIFETIME_MARGIN_MS = 60_000;

/**
 * Opens the record: its own Redis connection, which never queues a command while away (a request
 * is answered by the database at once instead) and never waits long for an answer; and the watch.
 * Nothing waits for Redis here: the record is rebuilt from the database as soon as Redis is ready
 * and the watch hears the database, and answers requests from then on.
 */
export async function openSessionRecord(options: SessionRecordOptions): Promise<SessionRecord> {
  const keys = new SessionRecordKeys(sessionRecordPrefix(options.namespace));
  const connection = openRedis(options.redis, {
    lazyConnect: true,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
    enableAutoPipelining: true,
    connectionName: 'questlearn-sessions',
  });
  const redis = withSessionRecordScripts(connection);
  const [{ schema }] = await options.database.reads.rows<{ schema: string }>(`SELECT current_schema() AS schema`);
  let toldDeaf = false;
  // The watch calls back only once started, below, when `live` is in place.
  const watch = new AccountStandingWatch({
    url: options.databaseUrl,
    schema,
    notify: async (payload) => void (await options.database.reads.rows(`SELECT pg_notify($1, $2)`, [ACCOUNT_STANDING_CHANNEL, payload])),
    onChanged: (userId) => void live.accountChanged(userId),
    onWatching: () => live.recover(),
    onLost: () => live.distrust(),
    onError: options.onError,
    onDeaf: () => {
      if (!toldDeaf) options.log('The database does not pass notifications between connections: sign-ins are checked in the database, not in Redis');
      toldDeaf = true;
    },
  });
  const live = new RedisLiveSessions({
    redis,
    database: options.database,
    truth: options.truth,
    clock: options.clock,
    keys,
    lifetimeMs: options.accessTokenTtlSeconds * 1000 + LIFETIME_MARGIN_MS,
    watch,
    onError: options.onError,
    onRebuilt: (counts: RebuildCounts) => options.log(`Sign-ins are checked in Redis, rebuilt from the database (${counts.sessions} ended sign-ins, ${counts.accounts} accounts)`),
  });
  // An outage is reported once, not at every reconnection attempt.
  let reported = false;
  connection.on('error', (error) => {
    if (!reported) options.onError(error);
    reported = true;
  });
  connection.on('ready', () => {
    reported = false;
    live.recover();
  });
  connection.on('close', () => live.distrust());
  connection.connect().catch(() => undefined);
  watch.start();
  return {
    sessions: live,
    redis,
    keys,
    watch,
    async close() {
      await live.close();
      await watch.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
