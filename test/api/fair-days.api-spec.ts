import { signedInClient } from '../support/api-client';
import { useGameApp } from '../support/game-app';

/**
 * Days are the user's days, and a day is never counted twice because of a time-zone change: the
 * registration's zone is the day's setting, and after a change a daily reward comes back only once
 * the day has turned in both the old and the new zone. Etc/GMT+12 is UTC−12, Pacific/Kiritimati UTC+14.
 */
describe('fair days across a time-zone change (API)', () => {
  const t = useGameApp();

  type Goal = { id: string; unit: string; claimed: boolean };
  const quizGoal = async (client: Awaited<ReturnType<typeof signedInClient>>['client']): Promise<Goal> =>
    (await client.get('/api/student/challenges').expect(200)).body.data.daily.goals.find((goal: Goal) => goal.unit === 'quizzes');

  it('counts the registration as the day’s time-zone setting', async () => {
    t.clock.set('2026-03-10T12:30:00Z');
    const { client } = await signedInClient(t.app, { timeZone: 'Etc/GMT+12' });
    expect((await client.put('/api/student/profile', { timeZone: 'Pacific/Kiritimati' }).expect(409)).body.code).toBe('TIME_ZONE_CHANGE_LIMIT');
    t.clock.set('2026-03-11T12:29:59Z');
    await client.put('/api/student/profile', { timeZone: 'Pacific/Kiritimati' }).expect(409);
    t.clock.set('2026-03-11T12:30:00Z');
    await client.put('/api/student/profile', { timeZone: 'Pacific/Kiritimati' }).expect(200);
    expect((await client.get('/api/student/gaming')).body.data.timeZone).toBe('Pacific/Kiritimati');
  });

  it('gives no second chest, XP allowance, streak step or daily goal after moving 26 hours east, until the day has turned in both zones', async () => {
    t.clock.set('2026-03-10T12:30:00Z'); // 00:30 on the 10th in Etc/GMT+12
    const { client, account } = await signedInClient(t.app, { timeZone: 'Etc/GMT+12' });
    const userId = account.user.id;

    t.clock.set('2026-03-11T11:00:00Z'); // 23:00 on the 10th in Etc/GMT+12; already 01:00 on the 12th in Kiritimati
    expect((await client.post('/api/student/chest/daily').expect(200)).body.data.nextAvailableAt).toBe('2026-03-11T12:00:00.000Z');
    for (let call = 0; call < 3; call++) await client.post('/api/student/xp', { xpGain: 100, source: 'study_session' }).expect(200);
    expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data).toMatchObject({ xpGain: 0, capped: true });
    expect((await client.post('/api/student/login-streak').expect(200)).body.data).toMatchObject({ counted: true, currentStreak: 1, lastLoginDate: '2026-03-10' });
    await t.fixtures.addDay(userId, '2026-03-10', { quizzes_completed: 1 });
    await client.post('/api/student/challenges/claim', { period: 'daily', goalId: (await quizGoal(client)).id }).expect(200);

    t.clock.set('2026-03-11T12:30:00Z'); // the next allowed moment: 24 hours after registering
    await client.put('/api/student/profile', { timeZone: 'Pacific/Kiritimati' }).expect(200);
    // 02:30 on the 12th in Kiritimati: a new date, but Kiritimati's day has not turned since the chest.
    const refused = await client.post('/api/student/chest/daily').expect(409);
    expect(refused.body.code).toBe('CHEST_ALREADY_OPENED');
    expect((await client.get('/api/student/chest/status').expect(200)).body.data).toMatchObject({
      canOpen: false,
      nextAvailableAt: '2026-03-12T10:00:00.000Z', // midnight starting the 13th in Kiritimati
    });
    expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data).toMatchObject({ xpGain: 0, capped: true });
    expect((await client.post('/api/student/login-streak').expect(200)).body.data).toMatchObject({ counted: false, currentStreak: 1 });
    await t.fixtures.addDay(userId, '2026-03-12', { quizzes_completed: 1 });
    const goal = await quizGoal(client);
    expect(goal.claimed).toBe(true);
    expect((await client.post('/api/student/challenges/claim', { period: 'daily', goalId: goal.id }).expect(409)).body.code).toBe('ALREADY_CLAIMED');

    t.clock.set('2026-03-12T09:59:00Z'); // the day has turned in Etc/GMT+12 only
    await client.post('/api/student/chest/daily').expect(409);
    expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data).toMatchObject({ xpGain: 0, capped: true });

    t.clock.set('2026-03-12T10:00:00Z'); // and now in Kiritimati too: the 13th there
    expect((await client.post('/api/student/chest/daily').expect(200)).body.data.nextAvailableAt).toBe('2026-03-13T10:00:00.000Z');
    expect((await client.post('/api/student/xp', { xpGain: 10, source: 'study_session' })).body.data).toMatchObject({ xpGain: 10, capped: false });
    // One day turned in each zone since the last step: the streak goes on rather than breaking.
    expect((await client.post('/api/student/login-streak').expect(200)).body.data).toMatchObject({
      counted: true,
      continued: true,
      currentStreak: 2,
      lastLoginDate: '2026-03-13',
    });
    await t.fixtures.addDay(userId, '2026-03-13', { quizzes_completed: 1 });
    await client.post('/api/student/challenges/claim', { period: 'daily', goalId: goal.id }).expect(200);

    expect((await client.get('/api/student/gaming')).body.data).toMatchObject({ chestsOpened: 2 });
    expect(await t.fixtures.books(userId)).toMatchObject({ xp_ledger: (await t.fixtures.books(userId)).xp });
  });

  it('changes nothing for a student who stays in the zone they registered in', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const { client } = await signedInClient(t.app, { timeZone: 'Pacific/Kiritimati' });
    t.clock.set('2026-03-10T09:59:00Z'); // 23:59 on the 10th in Kiritimati
    expect((await client.post('/api/student/chest/daily').expect(200)).body.data.nextAvailableAt).toBe('2026-03-10T10:00:00.000Z');
    expect((await client.post('/api/student/login-streak').expect(200)).body.data).toMatchObject({ counted: true, currentStreak: 1 });
    t.clock.set('2026-03-10T10:00:00Z'); // midnight
    await client.post('/api/student/chest/daily').expect(200);
    expect((await client.post('/api/student/login-streak').expect(200)).body.data).toMatchObject({ counted: true, currentStreak: 2 });
  });
});
