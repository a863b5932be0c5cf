import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { GameFixtures } from './game-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { ScriptedRandom, type TestClock } from './test-clock';

/** The app of a game spec, what its tests set up directly in the database, and the dice it rolls. */
export interface GameApp {
  readonly app: NestFastifyApplication;
  readonly clock: TestClock;
  readonly dataSource: DataSource;
  readonly fixtures: GameFixtures;
  /** The random source the app rolls with: 0.99 (no drop, the lowest reward) unless a test scripts other values. */
  readonly dice: ScriptedRandom;
}

/**
 * The set-up every game spec (chest, challenges, inventory, progress, fair days) shares: one app for
 * the file on the run's test database with scripted dice, set back to 0.99 before each test, and
 * the test clock at `clockAt` before each test when given. Call it in a describe block (or at the
 * top of the file); the app is there from its beforeAll on.
 */
export function useGameApp(options: { clockAt?: string } = {}): GameApp {
  const dice = new ScriptedRandom(0.99);
  let t: TestApp | undefined;
  let fixtures: GameFixtures | undefined;
  const started = () => {
    if (!t) throw new Error('The game app starts in beforeAll: use it inside a test or a hook');
    return t;
  };
  beforeAll(async () => {
    t = await createTestApp({ random: dice.source });
    fixtures = new GameFixtures(t.dataSource);
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    dice.always(0.99);
    if (options.clockAt) started().clock.set(options.clockAt);
  });
  return {
    dice,
    get app() {
      return started().app;
    },
    get clock() {
      return started().clock;
    },
    get dataSource() {
      return started().dataSource;
    },
    get fixtures() {
      started();
      return fixtures!;
    },
  };
}
