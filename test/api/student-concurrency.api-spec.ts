import { signedInClient } from '../support/api-client';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { ScriptedRandom } from '../support/test-clock';

/**
 * Races only show on a real server: the embedded database runs one transaction at a time.
 * `.ci/run` runs this file on PostgreSQL; on the embedded default it is reported as skipped.
 */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('nothing lost or minted under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let fixtures: GameFixtures;
  const dice = new ScriptedRandom(0.1); // chests give tokens, XP awards drop materials

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source, env: { DATABASE_POOL_SIZE: '20' } });
    fixtures = new GameFixtures(t.dataSource);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  const parallel = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  it('50 simultaneous chest opens by one student give exactly one reward', async () => {
    const { client, account } = await signedInClient(t.app);
    const responses = await parallel(50, () => client.post('/api/student/chest/daily'));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(49);
    const books = await fixtures.books(account.user.id);
    expect(books.ledger_rows).toBe(1);
    expect(books.balance).toBe(books.ledger);
    expect((await client.get('/api/student/gaming')).body.data.chestsOpened).toBe(1);
  });

  it('30 simultaneous client XP calls of 100 pay exactly the day\'s cap of 300', async () => {
    dice.script(...Array.from({ length: 30 }, () => 0.99)); // no drops, so the books hold XP alone
    const { client, account } = await signedInClient(t.app);
    const responses = await parallel(30, () => client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const gains = responses.map((response) => response.body.data.xpGain as number);
    expect(gains.filter((gain) => gain === 100)).toHaveLength(3);
    expect(gains.filter((gain) => gain === 0)).toHaveLength(27);
    expect(await fixtures.books(account.user.id)).toMatchObject({ xp: 300, xp_ledger: 300 });
  });

  it('50 simultaneous sells from a stack of 10 sell at most 10 and pay exactly value × sold', async () => {
    const { client, account } = await signedInClient(t.app);
    const stackId = await fixtures.give(account.user.id, 'iron-ingot', 10);
    const responses = await parallel(50, () => client.post('/api/student/inventory/sell', { inventoryItemId: stackId, quantity: 1 }));
    const sold = responses.filter((response) => response.status === 200).length;
    expect(sold).toBe(10);
    expect(responses.every((response) => [200, 404, 409].includes(response.status))).toBe(true);
    const books = await fixtures.books(account.user.id);
    expect(books.balance).toBe(10 * sold);
    expect(books.ledger).toBe(books.balance);
    expect(await fixtures.quantityOf(account.user.id, 'iron-ingot')).toBe(0);
  });

  it('parallel crafts never consume materials that are not there', async () => {
    const { client, account } = await signedInClient(t.app);
    await fixtures.give(account.user.id, 'wood-plank', 10); // enough for 3 bookmarks (3 each), 1 left
    await fixtures.give(account.user.id, 'paper-sheet', 5);
    const responses = await parallel(20, () => client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark' }));
    const crafted = responses.filter((response) => response.status === 200).length;
    expect(crafted).toBe(3);
    expect(await fixtures.quantityOf(account.user.id, 'wooden-bookmark')).toBe(3);
    expect(await fixtures.quantityOf(account.user.id, 'wood-plank')).toBe(1);
    expect(await fixtures.quantityOf(account.user.id, 'paper-sheet')).toBe(2);
  });

  it('50 simultaneous claims of one goal pay once', async () => {
    const { client, account } = await signedInClient(t.app);
    await fixtures.addDay(account.user.id, '2026-11-18', { quizzes_completed: 1 });
    const responses = await parallel(50, () => client.post('/api/student/challenges/claim', { period: 'daily', goalId: 'daily-quiz' }));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const books = await fixtures.books(account.user.id);
    expect(books.xp).toBe(books.xp_ledger);
    const [{ claims }] = await t.dataSource.query(`SELECT count(*)::int AS claims FROM challenge_claims WHERE user_id = $1`, [account.user.id]);
    expect(claims).toBe(1);
  });

  it('after a mixed storm, every ledger sum equals its balance and no balance is negative', async () => {
    const students = await parallel(5, () => signedInClient(t.app));
    for (const { account } of students) {
      await fixtures.give(account.user.id, 'iron-ingot', 5);
      await fixtures.give(account.user.id, 'wood-plank', 6);
      await fixtures.give(account.user.id, 'paper-sheet', 2);
    }
    const inventories = await parallel(5, (i) => students[i].client.get('/api/student/inventory'));
    const ironOf = (i: number) => inventories[i].body.data.rawMaterials.find((item: { itemId: string }) => item.itemId === 'iron-ingot').id;
    const operations = students.flatMap(({ client }, i) => [
      ...Array.from({ length: 8 }, () => () => client.post('/api/student/inventory/sell', { inventoryItemId: ironOf(i), quantity: 1 })),
      ...Array.from({ length: 4 }, () => () => client.post('/api/student/chest/daily')),
      ...Array.from({ length: 4 }, () => () => client.post('/api/student/crafting/craft', { itemId: 'wooden-bookmark' })),
      ...Array.from({ length: 6 }, () => () => client.post('/api/student/xp', { xpGain: 60, source: 'study_session' })),
      ...Array.from({ length: 3 }, () => () => client.post('/api/student/login-streak')),
    ]);
    const responses = await Promise.all(operations.sort(() => dice.source() - 0.5).map((operation) => operation()));
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    for (const { account } of students) {
      const books = await fixtures.books(account.user.id);
      expect(books.balance).toBe(books.ledger);
      expect(books.balance).toBeGreaterThanOrEqual(0);
      expect(books.xp).toBe(books.xp_ledger);
      expect(await fixtures.quantityOf(account.user.id, 'iron-ingot')).toBe(0);
    }
    const [{ negative }] = await t.dataSource.query(`SELECT count(*)::int AS negative FROM users WHERE token_balance < 0`);
    expect(negative).toBe(0);
  });
});
