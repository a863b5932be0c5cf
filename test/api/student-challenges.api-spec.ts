import { signedInClient } from '../support/api-client';
import { useGameApp } from '../support/game-app';

describe('challenges (API)', () => {
  const t = useGameApp({ clockAt: '2026-11-18T12:00:00Z' }); // a Wednesday

  it('lists daily, weekly and monthly goals from the templates, with period starts (Monday weeks)', async () => {
    const { client } = await signedInClient(t.app);
    const data = (await client.get('/api/student/challenges').expect(200)).body.data;
    expect(data.daily.goals.map((goal: { target: number; unit: string }) => [goal.target, goal.unit])).toEqual([
      [30, 'minutes'],
      [2, 'videos'],
      [1, 'quizzes'],
    ]);
    expect(data.weekly.goals.map((goal: { target: number }) => goal.target)).toEqual([150, 10, 5, 5]);
    expect(data.monthly.goals.map((goal: { target: number }) => goal.target)).toEqual([600, 40, 20, 2]);
    expect(data.daily.periodStart).toBe('2026-11-18');
    expect(data.weekly.periodStart).toBe('2026-11-16');
    expect(data.monthly.periodStart).toBe('2026-11-01');
    expect(data.daily.goals[0]).toMatchObject({ current: 0, progress: 0, completed: false, claimed: false });
    expect(data.daily.bonus).toMatchObject({ completed: false });
  });

  it("counts progress from the period's per-day counters, and a new day starts at zero", async () => {
    const { client, account } = await signedInClient(t.app);
    await t.fixtures.addDay(account.user.id, '2026-11-17', { study_minutes: 40, videos_watched: 1 });
    await t.fixtures.addDay(account.user.id, '2026-11-18', { study_minutes: 15, videos_watched: 1 });
    const data = (await client.get('/api/student/challenges')).body.data;
    expect(data.daily.goals[0]).toMatchObject({ current: 15, progress: 50, completed: false });
    expect(data.weekly.goals[0]).toMatchObject({ current: 55 });
    expect(data.weekly.goals[1]).toMatchObject({ current: 2 });
  });

  it('pays a completed goal once, refuses a second claim, an incomplete goal and an unknown goal', async () => {
    const { client, account } = await signedInClient(t.app);
    await t.fixtures.addDay(account.user.id, '2026-11-18', { quizzes_completed: 1 });
    const quizGoal = (await client.get('/api/student/challenges')).body.data.daily.goals.find((goal: { target: number; unit: string }) => goal.unit === 'quizzes');
    const claimed = (await client.post('/api/student/challenges/claim', { period: 'daily', goalId: quizGoal.id }).expect(200)).body.data;
    expect(claimed.xpGain).toBe(quizGoal.xpReward);
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: quizGoal.xpReward, xp_ledger: quizGoal.xpReward });
    expect((await client.post('/api/student/challenges/claim', { period: 'daily', goalId: quizGoal.id }).expect(409)).body.code).toBe('ALREADY_CLAIMED');
    expect((await client.get('/api/student/challenges')).body.data.daily.goals.find((goal: { id: string }) => goal.id === quizGoal.id).claimed).toBe(true);

    const study = (await client.get('/api/student/challenges')).body.data.daily.goals[0];
    expect((await client.post('/api/student/challenges/claim', { period: 'daily', goalId: study.id }).expect(422)).body.code).toBe('GOAL_NOT_COMPLETED');
    expect((await client.post('/api/student/challenges/claim', { period: 'daily', goalId: 'weekly-study' }).expect(404)).body.code).toBe('UNKNOWN_GOAL');
    await client.post('/api/student/challenges/claim', { period: 'yearly', goalId: study.id }).expect(400);
    expect(await t.fixtures.books(account.user.id)).toMatchObject({ xp: quizGoal.xpReward });
  });

  it('pays the bonus once every goal of the period is done, and the next day can be claimed again', async () => {
    const { client, account } = await signedInClient(t.app);
    const bonusId = (await client.get('/api/student/challenges')).body.data.daily.bonus.id;
    expect((await client.post('/api/student/challenges/claim', { period: 'daily', goalId: bonusId }).expect(422)).body.code).toBe('GOAL_NOT_COMPLETED');
    await t.fixtures.addDay(account.user.id, '2026-11-18', { study_minutes: 30, videos_watched: 2, quizzes_completed: 1 });
    const data = (await client.get('/api/student/challenges')).body.data;
    expect(data.daily.bonus.completed).toBe(true);
    expect((await client.get('/api/student/gaming')).body.data).toMatchObject({ dailyGoalCompleted: true, todayProgress: 100 });
    const bonus = (await client.post('/api/student/challenges/claim', { period: 'daily', goalId: bonusId }).expect(200)).body.data;
    expect(bonus.xpGain).toBe(data.daily.bonus.xpReward);
    t.clock.set('2026-11-19T12:00:00Z');
    const tomorrow = (await client.get('/api/student/challenges')).body.data.daily;
    expect(tomorrow.bonus).toMatchObject({ completed: false, claimed: false });
  });
});
