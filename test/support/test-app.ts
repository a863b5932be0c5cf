import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { JwtStrategy } from '../../api/common/auth/jwt.strategy';
import { LeaderboardInfrastructureModule } from '../../infrastructure/leaderboard/leaderboard-infrastructure.module';
import { PORTS } from '../../application/ports/tokens';
import type { RandomSource } from '../../domain/shared/random';
import { AppModule } from '../../api/app.module';
import { configureApp, createHttpAdapter } from '../../api/create-app';
import { readEnvironment } from '../../infrastructure/config/environment';
import { Argon2PasswordHasher, type Argon2Cost } from '../../infrastructure/system/argon2-password-hasher';
import { TestClock } from './test-clock';

const TEST_ARGON2_COST = { memoryCost: 1024, timeCost: 1 };

export interface TestApp {
  app: NestFastifyApplication;
  clock: TestClock;
  dataSource: DataSource;
  /** Where the app listens: http://127.0.0.1:<port>. */
  baseUrl: string;
  port: number;
  close(): Promise<void>;
}

export const runsOnPostgresServer = () => process.env.TEST_DATABASE_KIND === 'postgresql';

/**
 * Passport keeps one strategy a name for the whole process, so the app created last signs the
 * requests of every app in it. When that app closes, the newest app still open takes its place.
 */
const openApps: NestFastifyApplication[] = [];

async function closeTestApp(app: NestFastifyApplication, dataDir: string): Promise<void> {
  const index = openApps.indexOf(app);
  if (index >= 0) openApps.splice(index, 1);
  const newest = openApps.at(-1);
  if (newest) passport.use('jwt', newest.get(JwtStrategy));
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The real application on the run's test database; only the clock and the random source are ours.
 * Every test file shares the database, so each app counts sign-in attempts (kept in the database)
 * under a scope of its own, unless apps that stand for one deployment's instances pass one scope.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; random?: RandomSource; clock?: TestClock; signInScope?: string; argon2Cost?: Argon2Cost } = {},
): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is missing: run API tests through jest (its global setup starts the database)');
  const dataDir = mkdtempSync(join(tmpdir(), 'questlearn-test-'));
  const environment = readEnvironment({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SEED_DEMO_SCHOOL: 'false',
    // Every test registers from the loopback address; the limit itself is tested with a low setting.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    ...(process.env.TEST_DATABASE_SCHEMA ? { DATABASE_SCHEMA: process.env.TEST_DATABASE_SCHEMA } : {}),
    // On a server the app runs as it does in production: a pool of connections and named statements,
    // so that requests fired in parallel really run in parallel transactions.
    ...(runsOnPostgresServer() ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  let builder = Test.createTestingModule({
    imports: [AppModule.forRoot({ environment, databaseUrl, webRoot: null, signInScope: options.signInScope ?? randomUUID() })],
  })
    .overrideProvider(PORTS.clock)
    .useValue(clock)
    // Still argon2id, at a cost that keeps a file's hundreds of sign-ups and sign-ins quick; the
    // product hashes at the OWASP baseline, which the browser tests' built app uses.
    .overrideProvider(PORTS.passwordHasher)
    .useValue(new Argon2PasswordHasher(options.argon2Cost ?? TEST_ARGON2_COST));
  if (options.random) builder = builder.overrideProvider(PORTS.random).useValue(options.random);
  const moduleRef = await builder.compile();
  const app = await configureApp(moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(environment), { logger: ['error', 'warn'], bodyParser: false }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  // Listening once: supertest opens (and closes) a listening socket of its own for every request
  // made to a server that does not listen yet.
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  // A test starts once the start's background work is over, so it alone moves the boards.
  await app.get(LeaderboardInfrastructureModule).periodBoardsBuilt();
  openApps.push(app);
  return { app, clock, dataSource: app.get(DataSource), baseUrl: `http://127.0.0.1:${port}`, port, close: () => closeTestApp(app, dataDir) };
}
