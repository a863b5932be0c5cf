import type { Page, Response } from 'playwright-core';
import { describeInBrowser, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, headerLogout, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const localStorage: { getItem(key: string): string | null };

const COUNTDOWN = /^Next chest: (\d+h \d+m|in \d+m|now|tomorrow)$/;

const isCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === path;

/** The data of a call's answer. */
async function dataOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A toast with exactly this text. */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

describeInBrowser('the student game, end to end', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  const tab = (name: string) => page.getByRole('tab', { name, exact: true });

  it('signs in, counts the streak, opens the chest, crafts, sells, uses a boost, levels up on a claim and finds itself on the leaderboard', async () => {
    // --- Arrival: the login streak counts once for the day.
    const streakCall = page.waitForResponse(isCall('POST', '/api/student/login-streak'));
    const loginCall = page.waitForResponse(isCall('POST', '/api/auth/local'));
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const streak = await dataOf<{ counted: boolean; currentStreak: number; longestStreak: number; xpAward: { xpGain: number } | null }>(await streakCall);
    expect(streak.counted).toBe(true);
    expect(streak.xpAward?.xpGain).toBeGreaterThan(0);
    await toast(page, `Login streak: ${streak.currentStreak} days! +${streak.xpAward!.xpGain} XP`).waitFor();
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
    await expect(headerLogout(page).isVisible()).resolves.toBe(true);

    const header = page.getByTestId('student-header-card');
    await header.getByTestId('display-name').getByText('Maya Lopez', { exact: true }).waitFor();
    await header.getByTestId('header-streak').getByText(`${streak.currentStreak} days`).waitFor();
    await header.getByText(`Best: ${streak.longestStreak} days`).waitFor();
    await header.getByText('Rank: Bronze I').waitFor();
    await header.getByText('Level 3').waitFor();
    await header.getByText(/^2\d\d \/ 300 XP$/).waitFor();
    expect(await header.getByTestId('day-ends-in').textContent()).toMatch(/Day ends in (\d+h \d+m|\d+m)$/);
    expect(Number(await page.getByTestId('xp-bar').getAttribute('data-value'))).toBeGreaterThanOrEqual(80);
    const userId = ((await (await loginCall).json()) as { user: { id: number } }).user.id;
    expect(await page.evaluate((key) => localStorage.getItem(key), `login_streak_${userId}`)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('todays-goals').getByText('Complete 1 quiz').waitFor();
    await page.getByTestId('live-statistics').getByText('Week Warrior').waitFor();
    expect(await page.getByTestId('study-time').textContent()).toMatch(/^(\d+m|\d+h \d+m)$/);
    expect(await page.getByTestId('recent-drop').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('recent-drop').count()).toBeLessThanOrEqual(5);
    await screenshot(page, 'student-game-dashboard');

    // --- The odds behind the chest.
    await page.getByTestId('odds-link').click();
    await page.getByTestId('odds-dialog').getByText(/^60% tokens \(\d+ to \d+\)$/).waitFor();
    await page.getByTestId('odds-dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('odds-dialog').waitFor({ state: 'hidden' });

    // --- The daily chest: closed and available, opening, opened; Close reloads the page.
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/student/chest/daily', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('action-daily-chest').click();
    const chest = page.getByTestId('daily-chest-modal');
    await chest.getByText('Your daily chest is ready!').waitFor();
    const opened = page.waitForResponse(isCall('POST', '/api/student/chest/daily'));
    await chest.getByRole('button', { name: 'Open Chest' }).click();
    await chest.getByText('Opening chest...').first().waitFor();
    await chest.getByRole('progressbar').waitFor();
    await screenshot(page, 'student-game-chest-opening');
    release();
    const reward = await dataOf<{ reward: { type: string; amount: number; name: string } }>(await opened);
    await page.unroute('**/api/student/chest/daily');
    await chest.getByTestId('chest-reward').waitFor();
    await chest
      .getByText(reward.reward.type === 'token' ? `${reward.reward.amount} tokens` : `${reward.reward.amount}x ${reward.reward.name}`, { exact: true })
      .waitFor();
    await screenshot(page, 'student-game-chest-opened');
    const reloaded = page.waitForEvent('load');
    await chest.getByRole('button', { name: 'Close', exact: true }).click();
    await reloaded;
    const chestAction = page.getByTestId('action-daily-chest');
    await chestAction.getByText('Chest Opened').waitFor();
    expect(await chestAction.isDisabled()).toBe(true);
    expect((await chestAction.getByText(/^Next chest:/).textContent())?.trim()).toMatch(COUNTDOWN);
    await screenshot(page, 'student-game-chest-done');

    // --- Crafting: recipes by tier, a blocked row, the recipe dialog, 'Crafting...'.
    await tab('Inventory').click();
    await page.getByTestId('item-card').first().waitFor();
    await screenshot(page, 'student-game-inventory');
    await page.getByRole('tab', { name: /^Crafting/ }).click();
    const crafting = page.getByTestId('crafting-panel');
    await crafting.getByRole('heading', { name: 'Tier 1' }).waitFor();
    await crafting.getByRole('heading', { name: 'Tier 4' }).waitFor();
    const satchel = crafting.locator('[data-recipe="scholar-satchel"]');
    await satchel.getByText('Need level 5').waitFor();
    const bookmark = crafting.locator('[data-recipe="wooden-bookmark"]');
    await bookmark.getByText('Ready to craft').waitFor();
    await screenshot(page, 'student-game-crafting');
    await bookmark.click();
    const recipe = page.getByTestId('recipe-detail');
    await recipe.getByText('Required materials').waitFor();
    await recipe.getByText('Wood Plank').waitFor();
    expect(await recipe.getByText(/^Tier 1$/).count()).toBe(1);
    const craftButton = recipe.getByRole('button', { name: 'Craft Item' });
    expect(await craftButton.isEnabled()).toBe(true);
    let releaseCraft!: () => void;
    const craftHeld = new Promise<void>((done) => (releaseCraft = done));
    await page.route('**/api/student/crafting/craft', async (route) => {
      await craftHeld;
      await route.continue();
    });
    await craftButton.click();
    await recipe.getByRole('button', { name: 'Crafting...' }).waitFor();
    releaseCraft();
    await toast(page, 'Successfully crafted 1x Wooden Bookmark!').waitFor();
    await page.unroute('**/api/student/crafting/craft');
    await recipe.waitFor({ state: 'hidden' });

    // --- Selling the crafted bookmark.
    await page.getByRole('tab', { name: /^Crafted items/ }).click();
    await page.locator('[data-testid="item-card"][data-item="wooden-bookmark"]').getByRole('button').click();
    const detail = page.getByTestId('item-detail');
    await detail.getByText('Never lose your page again.').waitFor();
    expect(await detail.getByRole('button', { name: 'Use' }).count()).toBe(0);
    await detail.getByRole('button', { name: /^Sell/ }).click();
    await toast(page, 'Sold Wooden Bookmark for 15 tokens!').waitFor();
    await detail.waitFor({ state: 'hidden' });

    // --- Using the XP boost.
    await page.getByRole('tab', { name: /^Usable boosts/ }).click();
    await page.locator('[data-testid="item-card"][data-item="xp-boost"]').getByRole('button').click();
    await detail.getByText('Doubles the XP you earn for 30 minutes.').waitFor();
    await screenshot(page, 'student-game-item-detail');
    await detail.getByRole('button', { name: 'Use' }).click();
    await toast(page, 'XP Boost Activated! 2x XP for 30 minutes!').waitFor();
    await page.getByTestId('active-boosts').waitFor();

    // --- Claiming today's quiz goal: XP and the level-up to level 4.
    await tab('Challenges').click();
    const quiz = page.getByTestId('goal-daily-quiz');
    const claimCall = page.waitForResponse(isCall('POST', '/api/student/challenges/claim'));
    await quiz.getByRole('button', { name: /Claim/ }).click();
    const claim = await dataOf<{ xpGain: number; newLevel: number; leveledUp: boolean }>(await claimCall);
    expect(claim).toMatchObject({ leveledUp: true, newLevel: 4 });
    await toast(page, `You earned ${claim.xpGain} XP!`).waitFor();
    const levelUp = page.getByTestId('level-up');
    await levelUp.getByText('Level up! You reached level 4').waitFor();
    await levelUp.getByText('Your rank: Bronze II').waitFor();
    await screenshot(page, 'student-game-level-up');
    await levelUp.getByRole('button', { name: 'Awesome!' }).click();
    await quiz.getByText('Claimed').waitFor();
    const periodStart = (await page.getByTestId('period-dates').textContent())!.trim();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `challenge_claims_${userId}_daily_${periodStart}`))!)).toEqual(['daily-quiz']);
    await screenshot(page, 'student-game-challenges');

    // --- The leaderboard: medals, own rank, paging to the own row, a challenge.
    await tab('Leaderboard').click();
    const rows = page.getByTestId('leaderboard-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    const medals = page.locator('[data-medal]');
    expect(await medals.count()).toBe(3);
    expect([await medals.nth(0).getAttribute('data-medal'), await medals.nth(1).getAttribute('data-medal'), await medals.nth(2).getAttribute('data-medal')]).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    const own = (await page.getByTestId('own-rank').textContent())!;
    const [, ownRank, total] = /#(\d+) of (\d+)/.exec(own)!.map(Number);
    expect(ownRank).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(ownRank);
    if (ownRank > 20) await page.getByRole('button', { name: 'Show my position' }).click();
    const me = page.locator('[data-testid="leaderboard-row"][data-current-user="true"]');
    await me.getByText('@demo_student', { exact: false }).waitFor();
    expect(await me.getAttribute('data-rank')).toBe(String(ownRank));
    expect(await me.getAttribute('aria-current')).toBe('true');
    expect(await me.getByRole('button', { name: /Challenge/ }).count()).toBe(0);
    await screenshot(page, 'student-game-leaderboard');
    const other = page.locator('[data-testid="leaderboard-row"]:not([data-current-user])').first();
    const challengeCall = page.waitForResponse(isCall('POST', '/api/student/leaderboard/challenge'));
    await other.getByRole('button', { name: /^Challenge / }).click();
    const sent = (await challengeCall).request().postDataJSON();
    expect(sent).toMatchObject({ challengeType: 'duel', message: 'I challenge you to a duel!' });
    await toast(page, /^Challenge sent to /).waitFor();

    // The streak was counted once: a new visit the same day does not call it again.
    let again = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/student/login-streak') again += 1;
    });
    await page.reload();
    await page.getByTestId('leaderboard-row').first().waitFor();
    await waitUntil(async () => (await page.getByTestId('own-rank').textContent())!.includes('#'));
    expect(again).toBe(0);
  });
});
