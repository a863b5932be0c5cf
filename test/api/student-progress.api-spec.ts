import { ApiClient, signedInClient } from '../support/api-client';
import { useGameApp } from '../support/game-app';

describe('student progression: gaming profile, XP, login streak (API)', () => {
  const t = useGameApp({ clockAt: '2026-11-18T12:00:00Z' });

  const student = (overrides: Record<string, unknown> = {}) => signedInClient(t.app, overrides);

  it("starts a new student at the spec's defaults", async () => {
    const { client, account } = await student();
    const gaming = (await client.get('/api/student/gaming').expect(200)).body.data;
    expect(gaming).toMatchObject({
      id: account.user.id,
      level: 1,
      xp: 0,
      nextLevelXP: 100,
      rank: 'Bronze I',
      currentStreak: 0,
      longestStreak: 0,
      graceDay: true,
      lastLoginDate: null,
      dailyGoalCompleted: false,
      tokensEarned: 0,
      chestsOpened: 0,
      wishlist: [],
    });
    const activity = (await client.get('/api/student/activity').expect(200)).body.data;
    expect(activity).toEqual({
      totalStudyTime: 0,
      completedCourses: 0,
      videosWatched: 0,
      quizzesCompleted: 0,
      dropsReceived: 0,
      itemsCrafted: 0,
      dailyStudyMinutes: 0,
      dailyVideosWatched: 0,
      dailyQuizzesCompleted: 0,
    });
  });

  it.each(['teacher', 'parent', 'sponsor'])('refuses every student call to a %s with 403', async (role) => {
    const { client } = await signedInClient(t.app, { userRole: role });
    for (const path of ['gaming', 'activity', 'inventory', 'chest/status', 'challenges', 'crafting/materials', 'crafting/recipes']) {
      const response = await client.get(`/api/student/${path}`);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('This is only available for students.');
    }
    for (const path of ['xp', 'chest/daily', 'login-streak', 'inventory/sell', 'inventory/use', 'crafting/craft', 'challenges/claim']) {
      expect((await client.post(`/api/student/${path}`, {})).status).toBe(403);
    }
  });

  it('refuses the student calls without a token with 401', async () => {
    const anonymous = await new ApiClient(t.app).start();
    expect((await anonymous.get('/api/student/gaming')).status).toBe(401);
  });

  describe('POST /student/xp', () => {
    it('awards the base XP with no streak and no boost, and writes one XP ledger row', async () => {
      const { client, account } = await student();
      const result = (await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' }).expect(200)).body.data;
      expect(result).toMatchObject({ xpGain: 20, newXP: 20, newLevel: 1, leveledUp: false, itemDrop: null });
      expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: 20, xp_ledger: 20 });
    });

    it('accepts the shared service names amount and reason', async () => {
      const { client } = await student();
      const result = (await client.post('/api/student/xp', { amount: 15, reason: 'quiz_completed' }).expect(200)).body.data;
      expect(result.xpGain).toBe(15);
    });

    it('adds the streak bonus: 2 % a day, at most 50 %', async () => {
      const { client, account } = await student();
      await t.fixtures.setGaming(account.user.id, { current_streak: 5 });
      expect((await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' })).body.data.xpGain).toBe(22);
      await t.fixtures.setGaming(account.user.id, { current_streak: 40 });
      expect((await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' })).body.data.xpGain).toBe(30);
    });

    it('levels up at 100 XP and reports the new level and next-level XP', async () => {
      const { client, account } = await student();
      await t.fixtures.setGaming(account.user.id, { xp: 90 });
      const result = (await client.post('/api/student/xp', { xpGain: 20, source: 'lesson_completed' })).body.data;
      expect(result).toMatchObject({ newXP: 110, newLevel: 2, leveledUp: true, nextLevelXP: 200 });
      const gaming = (await client.get('/api/student/gaming')).body.data;
      expect(gaming).toMatchObject({ level: 2, xp: 110, nextLevelXP: 200, rank: 'Bronze I' });
    });

    it('clamps a call to 100 and caps the day at 300, beyond which it succeeds with xpGain 0 and a reason', async () => {
      const { client, account } = await student();
      const first = (await client.post('/api/student/xp', { xpGain: 500, source: 'study_session' })).body.data;
      expect(first.xpGain).toBe(100);
      await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }).expect(200);
      const third = (await client.post('/api/student/xp', { xpGain: 150, source: 'study_session' })).body.data;
      expect(third.xpGain).toBe(100);
      const beyond = (await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' }).expect(200)).body.data;
      expect(beyond).toMatchObject({ xpGain: 0, capped: true, newXP: 300 });
      expect(beyond.reason).toEqual(expect.any(String));
      t.clock.advance(24 * 3600);
      expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data.xpGain).toBe(10);
      expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: 310, xp_ledger: 310 });
    });

    it('counts the cap on the student’s own day after moving west, where the latest day of activity lies ahead', async () => {
      t.clock.set('2026-11-17T12:00:00Z'); // registering sets the day's zone: the change comes a day later
      const { client, account } = await student({ timeZone: 'Pacific/Auckland' });
      t.clock.set('2026-11-18T20:00:00Z'); // the 19th in Auckland, still the 18th in Los Angeles
      for (let call = 0; call < 3; call++) await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }).expect(200);
      await client.put('/api/student/profile', { timeZone: 'America/Los_Angeles' }).expect(200);
      const west = (await client.post('/api/student/xp', { xpGain: 40, source: 'study_session' })).body.data;
      expect(west).toMatchObject({ xpGain: 0, capped: true }); // the day has turned in neither zone since the allowance was taken
      t.clock.set('2026-11-19T09:00:00Z'); // the 19th in Los Angeles: the day already holding 300
      expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data).toMatchObject({ xpGain: 0, capped: true });
      expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: 300, xp_ledger: 300 });
    });

    it('starts a fresh count on a new day that has no activity yet, and keeps counting within it', async () => {
      const { client, account } = await student({ timeZone: 'America/Los_Angeles' });
      t.clock.set('2026-11-19T07:30:00Z'); // 23:30 on the 18th in Los Angeles
      await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }).expect(200);
      await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }).expect(200);
      t.clock.set('2026-11-19T08:30:00Z'); // 00:30 on the 19th
      const calls = [];
      for (let call = 0; call < 4; call++) calls.push((await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' })).body.data.xpGain);
      expect(calls).toEqual([100, 100, 100, 0]);
      expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: 500, xp_ledger: 500 });
    });

    it('rolls a drop: a low draw gives a material, written to the inventory', async () => {
      const { client, account } = await student();
      t.dice.script(0.01, 0.1, 0.0);
      const result = (await client.post('/api/student/xp', { xpGain: 20, source: 'video_completed' })).body.data;
      expect(result.itemDrop).toMatchObject({ rarity: 'common', quantity: 1 });
      expect(await t.fixtures.quantityOf(account.user.id, result.itemDrop.itemId)).toBe(1);
      expect((await client.get('/api/student/activity')).body.data.dropsReceived).toBe(1);
    });

    it.each([
      [{ xpGain: 20, source: 'hacking' }, 'Unknown XP source'],
      [{ xpGain: -5, source: 'video_completed' }, 'xpGain must be a positive whole number'],
      [{ xpGain: 2.5, source: 'video_completed' }, 'xpGain must be a positive whole number'],
      [{ xpGain: 'lots', source: 'video_completed' }, 'xpGain must be a positive whole number'],
      [{ xpGain: 10_000_000, source: 'video_completed' }, 'xpGain is too large'],
      [{ xpGain: 10 }, 'source is required'],
      [{ xpGain: 10, source: 'video_completed', bonus: 5 }, 'property bonus should not exist'],
    ])('refuses %j with 400 "%s" and changes nothing', async (body, message) => {
      const { client, account } = await student();
      const response = await client.post('/api/student/xp', body).expect(400);
      expect(response.body.message).toBe(message);
      expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: 0, xp_ledger: 0 });
    });
  });

  describe('POST /student/login-streak', () => {
    it('counts once per local day and pays the first login of the day 10 XP', async () => {
      const { client } = await student();
      const first = (await client.post('/api/student/login-streak').expect(200)).body.data;
      expect(first).toMatchObject({ currentStreak: 1, longestStreak: 1, counted: true, lastLoginDate: '2026-11-18' });
      expect(first.xpAward.xpGain).toBe(Math.round(10 * 1.02));
      const again = (await client.post('/api/student/login-streak').expect(200)).body.data;
      expect(again).toMatchObject({ currentStreak: 1, counted: false, xpAward: null });
    });

    it('goes on the next day, spends the grace day over one missed day, and restarts after two', async () => {
      const { client } = await student();
      await client.post('/api/student/login-streak');
      t.clock.advance(24 * 3600);
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ currentStreak: 2, graceDay: true });
      t.clock.advance(2 * 24 * 3600);
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ currentStreak: 3, graceDay: false, usedGraceDay: true });
      t.clock.advance(2 * 24 * 3600);
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ currentStreak: 1, longestStreak: 3 });
    });

    it('gives the grace day back when the streak reaches 7', async () => {
      const { client, account } = await student();
      await t.fixtures.setGaming(account.user.id, { current_streak: 6, longest_streak: 6, grace_day: false, last_login_date: '2026-11-17' });
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ currentStreak: 7, longestStreak: 7, graceDay: true });
    });

    it('uses the student’s own midnight: Pacific/Auckland', async () => {
      const { client } = await student({ timeZone: 'Pacific/Auckland' });
      t.clock.set('2026-11-18T10:59:00Z'); // 23:59 on the 18th in Auckland (UTC+13)
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ lastLoginDate: '2026-11-18', currentStreak: 1 });
      t.clock.set('2026-11-18T11:01:00Z'); // 00:01 on the 19th
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ lastLoginDate: '2026-11-19', currentStreak: 2, counted: true });
    });

    it('uses the student’s own midnight: America/Los_Angeles', async () => {
      const { client } = await student({ timeZone: 'America/Los_Angeles' });
      t.clock.set('2026-11-19T07:59:00Z'); // 23:59 on the 18th in Los Angeles (UTC-8)
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ lastLoginDate: '2026-11-18' });
      t.clock.set('2026-11-19T08:00:30Z'); // 00:00 on the 19th
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ lastLoginDate: '2026-11-19', currentStreak: 2 });
    });
  });

  describe('PUT /student/profile', () => {
    it('saves profile fields and the leaderboard opt-out', async () => {
      const { client } = await student();
      const saved = (await client.put('/api/student/profile', { grade: 'Grade 7', school: 'Hill School', avatar: '🦊', leaderboardOptOut: true }).expect(200))
        .body.data;
      expect(saved).toMatchObject({ grade: 'Grade 7', school: 'Hill School', avatar: '🦊', leaderboardOptOut: true });
      expect((await client.get('/api/student/gaming')).body.data).toMatchObject({ grade: 'Grade 7', leaderboardOptOut: true });
    });

    it('lets the time zone change once a day, and refuses an unknown zone', async () => {
      const { client } = await student();
      t.clock.advance(24 * 3600); // registering counts as the day's change
      await client.put('/api/student/profile', { timeZone: 'Mars/Base' }).expect(400);
      await client.put('/api/student/profile', { timeZone: 'Europe/Paris' }).expect(200);
      const second = await client.put('/api/student/profile', { timeZone: 'Asia/Tokyo' }).expect(409);
      expect(second.body.code).toBe('TIME_ZONE_CHANGE_LIMIT');
      t.clock.advance(24 * 3600);
      await client.put('/api/student/profile', { timeZone: 'Asia/Tokyo' }).expect(200);
      expect((await client.get('/api/student/gaming')).body.data.timeZone).toBe('Asia/Tokyo');
    });

    it('never counts a day twice after moving west', async () => {
      t.clock.set('2026-11-17T12:00:00Z'); // registering sets the day's zone: the change comes a day later
      const { client } = await student({ timeZone: 'Pacific/Auckland' });
      t.clock.set('2026-11-18T20:00:00Z'); // the 19th in Auckland, still the 18th in Los Angeles
      await client.post('/api/student/login-streak').expect(200);
      await client.put('/api/student/profile', { timeZone: 'America/Los_Angeles' }).expect(200);
      t.clock.set('2026-11-19T09:00:00Z'); // the 19th in Los Angeles: the same day as the login
      expect((await client.post('/api/student/login-streak')).body.data).toMatchObject({ counted: false, currentStreak: 1 });
    });

    it.each([[{ grade: 'x'.repeat(31) }], [{ leaderboardOptOut: 'yes' }], [{ avatar: 42 }], [{ tokenBalance: 1000 }]])('refuses %j with 400', async (body) => {
      const { client } = await student();
      await client.put('/api/student/profile', body).expect(400);
    });

    it.each([
      ['an address on another host', 'https://tracker.example/me.png'],
      ['an address without a scheme', '//tracker.example/me.png'],
      ['a data: address', 'data:image/png;base64,iVBORw0KGgo='],
      ['a javascript: address', 'javascript:alert(1)'],
      ['a picture the app does not serve', '/avatars/1.png'],
      ['a long string', '🦊'.repeat(300)],
      ['text', 'fox'],
    ])('refuses %s as avatar with 400 naming the field, and keeps the avatar', async (_what, avatar) => {
      const { client } = await student();
      await client.put('/api/student/profile', { avatar: '🦉' }).expect(200);
      const refused = await client.put('/api/student/profile', { avatar, grade: 'Grade 5' }).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: "avatar must be an emoji or one of the app's pictures" });
      expect(Object.keys(refused.body.errors)).toEqual(['avatar']);
      expect((await client.get('/api/student/gaming')).body.data).toMatchObject({ avatar: '🦉', grade: null });
    });

    it.each([
      ['🦊', '🦊'],
      ['👩‍🚀', '👩‍🚀'],
      [' 🇫🇷 ', '🇫🇷'],
      ['/avatars/owl.svg', '/avatars/owl.svg'],
      ['', null],
    ])('accepts the avatar %j and keeps %j', async (avatar, kept) => {
      const { client } = await student();
      await client.put('/api/student/profile', { avatar: '/avatars/fox.svg' }).expect(200);
      expect((await client.put('/api/student/profile', { avatar }).expect(200)).body.data.avatar).toBe(kept);
      expect((await client.get('/api/student/gaming')).body.data.avatar).toBe(kept);
    });
  });
});
