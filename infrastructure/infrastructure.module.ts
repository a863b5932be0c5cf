import { type DynamicModule, Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PORTS } from '../application/ports/tokens';
import { SessionIssuer } from '../application/sessions/session-issuer';
import type { Clock } from '../application/ports/clock.port';
import type { AccessTokenIssuer, RefreshTokenGenerator } from '../application/ports/session-tokens.port';
import type { Environment } from './config/environment';
import { ENVIRONMENT } from './infrastructure.tokens';
import { openDataSource } from './persistence/open-data-source';
import { SqlDatabase } from './persistence/sql-database';
import { SqlUnitOfWork } from './persistence/sql-unit-of-work';
import { SqlLiveSessions } from './persistence/sql-live-sessions';
import { prepareDatabase } from './persistence/prepare-database';
import { Argon2PasswordHasher } from './system/argon2-password-hasher';
import { cryptoRandom } from './system/crypto-random';
import { databaseNamespace } from './persistence/database-namespace';
import { SIGN_IN_LIMITS } from '../domain/accounts/sign-in-limits';
import { RedisSignInThrottle } from './system/redis-sign-in-throttle';
import { openRedis, type RedisConnection } from './system/redis-connection';
import { CountedSignInThrottle } from './system/counted-sign-in-throttle';
import { SqlAttemptTimes } from './system/sql-sign-in-throttle';
import { JwtAccessTokenIssuer } from './system/jwt-access-tokens';
import { RandomRefreshTokens } from './system/random-refresh-tokens';
import { SystemClock } from './system/system-clock';
import { openSessionRecord, SESSION_RECORD, type SessionRecord } from './sessions/session-record';
import { DeviceCookies } from './system/device-cookies';
import type { LiveEvents } from '../application/live/live-events.port';
import { EmbeddedLiveEvents } from './live/embedded-live-events';
import { PostgresLiveEvents } from './live/postgres-live-events';
import { RedisLiveEvents } from './live/redis-live-events';
import { SqlLiveEventReads } from './live/sql-live-event-reads';

export interface InfrastructureOptions {
  environment: Environment;
  /** Where the database answers: the server of DATABASE_URL or the embedded one started before boot. */
  databaseUrl: string;
  /** The schema is current and seeded already (a cluster's primary prepared it): start without migrating. */
  databasePrepared?: boolean;
  /**
   * Keeps this application's sign-in counts in the database apart from other applications' on the same
   * database (test apps each have their own); the instances of a deployment share the default.
   */
  signInScope?: string;
}

const SIGN_IN_REDIS = Symbol('SignInRedis');
const logger = new Logger('SignInThrottle');
const sessionsLogger = new Logger('Sessions');
const liveLogger = new Logger('LiveEvents');
const logLive = (error: unknown) => liveLogger.error(error instanceof Error ? error.message : String(error));

@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(SIGN_IN_REDIS) private readonly signInRedis: RedisConnection | null,
    @Inject(SESSION_RECORD) private readonly sessionRecord: SessionRecord | null,
    @Inject(PORTS.liveEvents) private readonly liveEvents: LiveEvents,
  ) {}

  static forRoot(options: InfrastructureOptions): DynamicModule {
    const { environment } = options;
    return {
      module: InfrastructureModule,
      providers: [
        { provide: ENVIRONMENT, useValue: environment },
        { provide: PORTS.clock, useClass: SystemClock },
        { provide: PORTS.random, useValue: cryptoRandom },
        { provide: PORTS.passwordHasher, useClass: Argon2PasswordHasher },
        { provide: PORTS.refreshTokens, useValue: new RandomRefreshTokens(environment.jwtSecret) },
        { provide: PORTS.accessTokens, useValue: new JwtAccessTokenIssuer(environment.jwtSecret, environment.accessTokenTtlSeconds) },
        { provide: PORTS.deviceVouching, useValue: new DeviceCookies(environment.jwtSecret) },
        {
          // With Redis every instance counts the same attempts there; without it, in the database.
          provide: SIGN_IN_REDIS,
          useFactory: async () => {
            if (!environment.redis) return null;
            const redis = openRedis(environment.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
            await redis.connect();
            return redis;
          },
        },
        {
          provide: PORTS.signInThrottle,
          useFactory: async (clock: Clock, redis: RedisConnection | null, dataSource: DataSource, database: SqlDatabase) => {
            const limits = { signIn: SIGN_IN_LIMITS, registration: { windowSeconds: 3600, perAddress: environment.registrationsPerAddressPerHour } };
            const shared = new SqlAttemptTimes(database, options.signInScope);
            if (!redis) return new CountedSignInThrottle(shared, clock, limits);
            const prefix = `ql:signin:v3:${await databaseNamespace(dataSource)}`;
            return new RedisSignInThrottle(redis, prefix, clock, limits, shared, (error) => logger.error(error instanceof Error ? error.message : String(error)));
          },
          inject: [PORTS.clock, SIGN_IN_REDIS, DataSource, SqlDatabase],
        },
        {
          provide: DataSource,
          useFactory: async (hasher: Argon2PasswordHasher) => {
            // The embedded database runs one session for every connection and interleaves the
            // messages of statements sent on different connections outside a transaction: one
            // connection there keeps each statement whole, and costs nothing it could run in parallel.
            const onServer = environment.databaseUrl !== null;
            const dataSource = await openDataSource(options.databaseUrl, environment.databaseSchema, onServer ? environment.databasePoolSize : 1, onServer, false);
            if (!options.databasePrepared) {
              await prepareDatabase(dataSource, { url: options.databaseUrl, schema: environment.databaseSchema, hasher, seedDemoSchool: environment.seedDemoSchool });
            }
            return dataSource;
          },
          inject: [PORTS.passwordHasher],
        },
        {
          provide: SqlDatabase,
          useFactory: (dataSource: DataSource) => new SqlDatabase(dataSource, { namedStatements: environment.databaseUrl !== null }),
          inject: [DataSource],
        },
        // The wrong join codes counted in the database are kept apart per application like the sign-in counts.
        {
          // With Redis the instances hear each other's notifications and messages through it; without it, through the database.
          provide: PORTS.liveEvents,
          useFactory: async (dataSource: DataSource, database: SqlDatabase): Promise<LiveEvents> => {
            const namespace = await databaseNamespace(dataSource);
            if (environment.redis) return new RedisLiveEvents(environment.redis, namespace, logLive);
            return environment.databaseUrl ? new PostgresLiveEvents(options.databaseUrl, namespace, logLive) : new EmbeddedLiveEvents(database, namespace, logLive);
          },
          inject: [DataSource, SqlDatabase],
        },
        { provide: PORTS.liveEventReads, useFactory: (database: SqlDatabase) => new SqlLiveEventReads(database), inject: [SqlDatabase] },
        {
          provide: PORTS.unitOfWork,
          useFactory: (database: SqlDatabase, live: LiveEvents) =>
            new SqlUnitOfWork(database, options.signInScope, (signals) => void live.publish(signals).catch(logLive)),
          inject: [SqlDatabase, PORTS.liveEvents],
        },
        { provide: SqlLiveSessions, useFactory: (database: SqlDatabase) => new SqlLiveSessions(database), inject: [SqlDatabase] },
        {
          // With Redis every request's sign-in is checked in a copy of the record there, rebuilt from the database.
          provide: SESSION_RECORD,
          useFactory: async (database: SqlDatabase, dataSource: DataSource, clock: Clock, truth: SqlLiveSessions) => {
            if (!environment.redis) return null;
            return openSessionRecord({
              redis: environment.redis,
              databaseUrl: options.databaseUrl,
              database,
              truth,
              clock,
              namespace: await databaseNamespace(dataSource),
              accessTokenTtlSeconds: environment.accessTokenTtlSeconds,
              log: (message) => sessionsLogger.log(message),
              onError: (error) => sessionsLogger.error(error instanceof Error ? error.message : String(error)),
            });
          },
          inject: [SqlDatabase, DataSource, PORTS.clock, SqlLiveSessions],
        },
        {
          provide: PORTS.liveSessions,
          useFactory: (record: SessionRecord | null, sql: SqlLiveSessions) => record?.sessions ?? sql,
          inject: [SESSION_RECORD, SqlLiveSessions],
        },
        {
          provide: SessionIssuer,
          useFactory: (clock: Clock, access: AccessTokenIssuer, refresh: RefreshTokenGenerator) =>
            new SessionIssuer(clock, access, refresh, {
              refreshTtlSeconds: environment.refreshTtlSeconds,
              rememberedRefreshTtlSeconds: environment.rememberedRefreshTtlSeconds,
              absoluteLifetimeSeconds: environment.absoluteSessionSeconds,
            }),
          inject: [PORTS.clock, PORTS.accessTokens, PORTS.refreshTokens],
        },
      ],
      exports: [
        ENVIRONMENT,
        DataSource,
        SqlDatabase,
        SessionIssuer,
        PORTS.clock,
        PORTS.random,
        PORTS.passwordHasher,
        PORTS.refreshTokens,
        PORTS.accessTokens,
        PORTS.deviceVouching,
        PORTS.signInThrottle,
        PORTS.unitOfWork,
        PORTS.liveSessions,
        PORTS.liveEvents,
        PORTS.liveEventReads,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.liveEvents.close();
    await this.sessionRecord?.close();
    await this.signInRedis?.quit();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
