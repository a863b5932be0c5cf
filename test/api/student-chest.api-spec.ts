import { signedInClient } from '../support/api-client';
import { useGameApp } from '../support/game-app';

/** One app for the file: the odds and the configuration are read on the same app as the chest. */
const t = useGameApp();

describe('the daily chest (API)', () => {
  it('pays 10 + 2 × level tokens plus 0..10, once per local day, and writes the ledger', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const { client, account } = await signedInClient(t.app);
    await t.fixtures.setGaming(account.user.id, { level: 4, xp: 350 });
    t.dice.script(0.1, 0.5); // tokens; extra floor(0.5 × 11) = 5
    const opened = (await client.post('/api/student/chest/daily').expect(200)).body.data;
    expect(opened.reward).toMatchObject({ type: 'token', amount: 10 + 2 * 4 + 5 });
    expect(opened.nextAvailableAt).toBe('2026-11-19T00:00:00.000Z');
    expect(opened.tokenBalance).toBe(23);
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ balance: 23, ledger: 23, ledger_rows: 1 });
    expect((await client.get('/api/student/gaming')).body.data).toMatchObject({ chestsOpened: 1, tokensEarned: 23 });

    const again = await client.post('/api/student/chest/daily').expect(409);
    expect(again.body.code).toBe('CHEST_ALREADY_OPENED');
    const status = (await client.get('/api/student/chest/status').expect(200)).body.data;
    expect(status).toMatchObject({ canOpen: false, canOpenChest: false, nextAvailableAt: '2026-11-19T00:00:00.000Z', countdown: '12h 0m' });
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ balance: 23, ledger_rows: 1 });

    t.clock.set('2026-11-19T00:00:01Z');
    expect((await client.get('/api/student/chest/status')).body.data).toMatchObject({ canOpen: true, countdown: 'now' });
    await client.post('/api/student/chest/daily').expect(200);
  });

  it('gives a material by rarity weight on a draw of 0.6 or more', async () => {
    t.clock.set('2026-11-18T12:00:00Z');
    const { client, account } = await signedInClient(t.app);
    t.dice.script(0.7, 0.95, 0.0); // material; 0.95 → epic; first epic material
    const reward = (await client.post('/api/student/chest/daily').expect(200)).body.data.reward;
    expect(reward).toMatchObject({ type: 'material', rarity: 'epic', amount: 1 });
    expect(await t.fixtures.quantityOf(account.user.id, reward.itemId)).toBe(1);
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ balance: 0, ledger_rows: 0 });
  });

  it('turns over at midnight in Los Angeles, not in UTC', async () => {
    const { client } = await signedInClient(t.app, { timeZone: 'America/Los_Angeles' });
    t.clock.set('2026-11-19T07:59:00Z'); // 23:59 on the 18th there
    const opened = (await client.post('/api/student/chest/daily').expect(200)).body.data;
    expect(opened.nextAvailableAt).toBe('2026-11-19T08:00:00.000Z');
    expect((await client.get('/api/student/chest/status')).body.data.countdown).toBe('in 1m');
    t.clock.set('2026-11-19T08:00:30Z');
    await client.post('/api/student/chest/daily').expect(200);
    await client.post('/api/student/chest/daily').expect(409);
  });

  it('turns over at midnight in Auckland, thirteen hours ahead of UTC', async () => {
    const { client } = await signedInClient(t.app, { timeZone: 'Pacific/Auckland' });
    t.clock.set('2026-11-18T10:30:00Z'); // 23:30 on the 18th there
    expect((await client.post('/api/student/chest/daily').expect(200)).body.data.nextAvailableAt).toBe('2026-11-18T11:00:00.000Z');
    t.clock.set('2026-11-18T11:00:00Z');
    await client.post('/api/student/chest/daily').expect(200);
  });

  it('waits 25 hours on the day daylight saving ends in Los Angeles', async () => {
    const { client } = await signedInClient(t.app, { timeZone: 'America/Los_Angeles' });
    t.clock.set('2026-11-01T07:30:00Z'); // 00:30 PDT on 1 November; clocks fall back at 02:00
    const opened = (await client.post('/api/student/chest/daily').expect(200)).body.data;
    expect(opened.nextAvailableAt).toBe('2026-11-02T08:00:00.000Z');
    t.clock.set('2026-11-02T07:59:00Z');
    await client.post('/api/student/chest/daily').expect(409);
  });

  it('waits 23 hours on the day daylight saving starts in Auckland', async () => {
    const { client } = await signedInClient(t.app, { timeZone: 'Pacific/Auckland' });
    t.clock.set('2026-09-26T12:30:00Z'); // 00:30 NZST on 27 September; clocks spring forward at 02:00
    const opened = (await client.post('/api/student/chest/daily').expect(200)).body.data;
    expect(opened.nextAvailableAt).toBe('2026-09-27T11:00:00.000Z');
  });
});

describe('public odds and client configuration (API)', () => {
  it('shows a level-1 student with no streak the odds the server rolls with', async () => {
    const { client } = await signedInClient(t.app);
    const odds = (await client.get('/api/student/odds').expect(200)).body.data;
    expect(odds.chest.tokens).toMatchObject({ percent: 60, min: 12, max: 22 });
    expect(odds.chest.materials.percent).toBe(40);
    expect(odds.drop.chancePercent).toBe(16);
  });

  it('tells the web app the video-course address and the version 1.0.0', async () => {
    const { client } = await signedInClient(t.app);
    const config = (await client.get('/api/config').expect(200)).body.data;
    expect(config).toEqual({ version: '1.0.0', videoCoursesUrl: null });
  });
});
