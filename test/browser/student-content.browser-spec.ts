import type { Page, Response } from 'playwright-core';
import { describeInBrowser, pathOf, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, chooseRole, dismissFirstVisitWelcome, fillRegistration, newAccount, searchCatalogue, signIn, waitForDashboard, openTab } from '../support/browser/flows';

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

async function dataOf<T>(response: Response): Promise<T> {
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** XP of a first completion (PRODUCT.md "Progression"): course 100 plus quiz 30, with the streak bonus and no boost. */
const quizCourseXp = (currentStreak: number) => Math.round((100 + 30) * (1 + Math.min(2 * currentStreak, 50) / 100));

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });
const card = (page: Page, title: string) => page.getByTestId('content-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Answers every question of the open quiz with the given choices, one page at a time, and submits. */
async function answerQuiz(page: Page, answers: number[]): Promise<void> {
  const player = page.getByTestId('quiz-player');
  for (const [index, answer] of answers.entries()) {
    await player.getByTestId('quiz-position').getByText(`${index + 1}`, { exact: false }).waitFor();
    await player.locator(`[data-testid="quiz-choice"][data-index="${answer}"]`).click();
    if (index < answers.length - 1) await player.getByTestId('quiz-next').click();
  }
  await player.getByTestId('quiz-submit').click();
}

describeInBrowser('content and learning for students, end to end', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('finds a premium quiz, previews it, buys it with tokens, passes it, rates it, then keeps a wishlist and reads the analytics', async () => {
    const streakCall = page.waitForResponse(isCall('POST', '/api/student/login-streak'));
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const { currentStreak } = await dataOf<{ currentStreak: number }>(await streakCall);

    // --- Browse: the catalogue, then category, type and a search narrow it to one quiz.
    // A picture that cannot be loaded shows the designed placeholder, never a broken image.
    const pictures = /\/api\/media\/(pictures|stills)\//;
    await page.route(pictures, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND"}' }));
    await openTab(page, 'Browse Content');
    await page.getByTestId('content-card').first().waitFor();
    const firstCard = page.getByTestId('content-card').first();
    await firstCard.locator('[data-testid="card-picture"][data-state="placeholder"]').waitFor();
    expect(await firstCard.locator('img').count()).toBe(0);
    await page.unroute(pictures);
    const balance = Number(await page.getByTestId('browse-balance').getAttribute('data-balance'));
    expect(balance).toBe(120);
    await screenshot(page, 'content-browse');

    await page.getByTestId('filter-category').selectOption('programming');
    await page.getByTestId('filter-type').selectOption('quiz');
    const query = new URL((await searchCatalogue(page, 'debugging')).url()).searchParams;
    expect(query.get('filters[category][$eq]')).toBe('programming');
    expect(query.get('filters[type][$eq]')).toBe('quiz');
    expect(query.get('filters[$or][0][title][$containsi]')).toBe('debugging');
    expect(query.get('filters[$or][1][description][$containsi]')).toBe('debugging');
    const quiz = card(page, 'JavaScript Debugging Challenge');
    await quiz.waitFor();
    await expect(page.getByTestId('content-card').count()).resolves.toBe(1);
    await quiz.getByTestId('price').getByText('45 tokens').waitFor();
    // The card names its teacher ('Alan Brooks', not demo_teacher) and its category by its label.
    await quiz.getByTestId('card-teacher').getByText(/^(Teacher: )?Alan Brooks$/).waitFor();
    await quiz.getByText('Programming', { exact: true }).waitFor();

    // 'Only What I Can Afford' hides nothing dearer than the balance.
    await page.getByTestId('filter-search').fill('');
    await page.getByTestId('filter-type').selectOption('');
    await page.getByTestId('filter-category').selectOption('');
    const affordable = page.waitForResponse((response) => isCall('GET', '/api/content-items')(response) && response.url().includes('tokenPrice'));
    await page.getByTestId('filter-affordable').check();
    expect(new URL((await affordable).url()).searchParams.get('filters[tokenPrice][$lte]')).toBe('120');
    await page.getByTestId('content-card').first().waitFor();
    for (const price of await page.getByTestId('content-card').getByTestId('price').allTextContents()) {
      expect(price === 'Free' || Number(price.replace(/\D/g, '')) <= 120).toBe(true);
    }
    await page.getByTestId('filter-affordable').uncheck();
    // The quiz is on the unfiltered page already.
    await searchCatalogue(page, 'debugging');
    await quiz.waitFor();

    // --- Preview: the first question and the countdown, then Enroll from the preview.
    await quiz.getByTestId('preview-button').click();
    const preview = page.getByTestId('preview-dialog');
    await preview.getByTestId('preview-countdown').waitFor();
    await preview.getByText('What does console.log(0.1 + 0.2 === 0.3) print?').waitFor();
    await expect(preview.getByText('What is typeof null?').count()).resolves.toBe(0);
    await screenshot(page, 'content-preview');
    await preview.getByTestId('enroll-button').click();

    // --- Enroll with tokens: the dialog shows the balance after, the server moves 45 tokens.
    const dialog = page.getByTestId('enroll-dialog');
    await dialog.getByTestId('enroll-balance-after').getByText('75 tokens').waitFor();
    const enrollCall = page.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/enroll$/));
    await dialog.getByTestId('confirm-enroll').click();
    const enrolled = await dataOf<{ tokenBalance: number }>(await enrollCall);
    expect(enrolled.tokenBalance).toBe(75);
    await toast(page, 'Enrolled in "JavaScript Debugging Challenge"! Check My Courses tab.').waitFor();
    await page.getByTestId('already-enrolled').getByText('JavaScript Debugging Challenge').waitFor();
    await expect(page.getByTestId('browse-balance').getAttribute('data-balance')).resolves.toBe('75');

    // --- The course from My Courses: answer the six questions right and complete it.
    await openTab(page, 'My Courses');
    const course = page.getByTestId('course-card').filter({ hasText: 'JavaScript Debugging Challenge' });
    await course.getByText('By Alan Brooks', { exact: true }).waitFor();
    await course.getByTestId('course-open').click();
    await page.waitForURL(/\/student\/content\/\d+$/);
    const attempt = page.waitForResponse(isCall('POST', /\/quiz-attempts$/));
    await answerQuiz(page, [1, 2, 0, 1, 1, 2]);
    const result = await dataOf<{ score: number; maxScore: number; passed: boolean }>(await attempt);
    expect(result).toMatchObject({ score: 6, maxScore: 6, passed: true });
    await page.getByTestId('quiz-score').waitFor();
    const completion = page.getByTestId('completion-card');
    await completion.waitFor();
    await expect(completion.getByTestId('completion-xp').getAttribute('data-xp')).resolves.toBe(String(quizCourseXp(currentStreak)));
    await screenshot(page, 'content-quiz-completed');

    const rated = page.waitForResponse(isCall('PUT', /\/rating$/));
    await completion.getByTestId('rate-star-5').click();
    expect((await rated).status()).toBe(200);

    // --- Completed in My Courses.
    await completion.getByTestId('back-to-my-courses').click();
    await waitForDashboard(page, 'student');
    await page.getByTestId('mycourses-completed-tab').click();
    await page.getByTestId('course-card').filter({ hasText: 'JavaScript Debugging Challenge' }).waitFor();
    await screenshot(page, 'content-my-courses-completed');

    // --- Wishlist: a course from Browse with the heart, a reward by hand, then one removed.
    await openTab(page, 'Browse Content');
    await page.getByTestId('filter-search').fill('probability');
    const puzzles = card(page, 'Probability Puzzles');
    await puzzles.getByTestId('wishlist-button').click();
    await toast(page, 'Added to wishlist!').waitFor();
    await expect(puzzles.getByTestId('wishlist-button').getAttribute('data-wishlisted')).resolves.toBe('true');

    await openTab(page, 'Wishlist');
    const total = page.getByTestId('wishlist-total');
    await page.getByTestId('wishlist-item').filter({ hasText: 'Probability Puzzles' }).waitFor();
    const before = Number(await total.getAttribute('data-count'));
    await page.getByTestId('wishlist-add-button').click();
    await page.getByTestId('wishlist-form-type').selectOption('reward');
    await page.getByTestId('wishlist-form-name').fill('Extra screen time');
    await page.getByTestId('wishlist-form-cost').fill('30');
    await page.getByTestId('wishlist-form-priority').selectOption('high');
    await page.getByTestId('wishlist-form-submit').click();
    const reward = page.getByTestId('wishlist-item').filter({ hasText: 'Extra screen time' });
    await reward.waitFor();
    await expect(reward.getAttribute('data-priority')).resolves.toBe('high');
    await expect(total.getAttribute('data-count')).resolves.toBe(String(before + 1));
    await screenshot(page, 'content-wishlist');

    await page.getByTestId('wishlist-item').filter({ hasText: 'Probability Puzzles' }).getByTestId('wishlist-remove').click();
    await page.getByTestId('wishlist-item').filter({ hasText: 'Probability Puzzles' }).waitFor({ state: 'detached' });
    await expect(total.getAttribute('data-count')).resolves.toBe(String(before));

    // --- Analytics: the summary and the charts.
    await openTab(page, 'Analytics');
    await page.getByTestId('analytics-summary').waitFor();
    await page.getByTestId('analytics-weekly-chart').locator('svg').first().waitFor();
    await page.getByTestId('analytics-pattern').waitFor();
    await page.getByTestId('analytics-journeys').getByTestId('journey').first().waitFor();
    await page.getByTestId('analytics-peers').waitFor();
    await screenshot(page, 'content-analytics');
  });

  it('shows My Courses a page at a time: Show more brings the next page, and a filter or another order asks the server again', async () => {
    // Pages of two courses, so that the demo student's courses take several.
    const asked: URL[] = [];
    await page.route('**/api/student/content/my-courses/*', (route) => {
      const address = new URL(route.request().url());
      address.searchParams.set('limit', '2');
      asked.push(address);
      return route.continue({ url: address.toString() });
    });
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await openTab(page, 'My Courses');
    const cards = page.getByTestId('course-card');
    await cards.first().waitFor();
    const active = Number(/\((\d+)\)/.exec((await page.getByTestId('mycourses-active-tab').textContent()) ?? '')?.[1]);
    expect(active).toBeGreaterThan(2);
    expect(await cards.count()).toBe(2);
    const more = page.getByTestId('mycourses-show-more');
    await expect(more.textContent()).resolves.toBe(`Show more (2 of ${active})`);
    // On a 360 px phone the button stays on the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await more.scrollIntoViewIfNeeded();
    const box = await more.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await screenshot(page, 'content-my-courses-show-more-360', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 860 });
    await more.click();
    await cards.nth(Math.min(active, 4) - 1).waitFor();
    expect(await cards.count()).toBe(Math.min(active, 4));
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('2');

    // Videos by title: the server filters and sorts, and the first page starts again.
    await page.getByTestId('mycourses-type').selectOption('video');
    await page.getByTestId('mycourses-sort').selectOption('title');
    const sortedByTitle = (titles: string[]) => titles.every((title, index) => index === 0 || titles[index - 1].localeCompare(title, 'en', { sensitivity: 'base' }) <= 0);
    await waitUntil(async () => {
      const others = await page.locator('[data-testid="course-card"]:not([data-type="video"])').count();
      return others === 0 && (await cards.count()) > 0 && sortedByTitle(await cards.getByRole('heading').allTextContents());
    }, 30_000);
    expect(asked.at(-1)?.searchParams.get('type')).toBe('video');
    expect(asked.at(-1)?.searchParams.get('sort')).toBe('title');
    expect(asked.at(-1)?.searchParams.get('offset')).toBe('0');
  });

  it('lets a new student enroll in a free quiz and finish it with the completion XP', async () => {
    const account = newAccount('student');
    await page.goto('/register');
    await chooseRole(page, 'student');
    await fillRegistration(page, account);
    const streakCall = page.waitForResponse(isCall('POST', '/api/student/login-streak'));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForDashboard(page, 'student');
    await dismissFirstVisitWelcome(page);
    const { currentStreak } = await dataOf<{ currentStreak: number }>(await streakCall);

    await openTab(page, 'My Courses');
    await page.getByTestId('mycourses-empty').waitFor();

    await openTab(page, 'Browse Content');
    await page.getByTestId('filter-search').fill('castles');
    const castles = card(page, 'Medieval Castles Quiz');
    await castles.getByTestId('price').getByText('Free').waitFor();
    await castles.getByTestId('enroll-button').click();
    const enrollCall = page.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/enroll$/));
    await page.getByTestId('enroll-dialog').getByTestId('confirm-enroll').click();
    const request = (await enrollCall).request().postDataJSON() as { paymentMethod: string };
    expect(request.paymentMethod).toBe('free');
    await toast(page, 'Enrolled in "Medieval Castles Quiz"! Check My Courses tab.').waitFor();

    await openTab(page, 'My Courses');
    await page.getByTestId('course-card').filter({ hasText: 'Medieval Castles Quiz' }).getByTestId('course-open').click();
    await page.waitForURL(/\/student\/content\/\d+$/);
    expect(pathOf(page)).toMatch(/^\/student\/content\/\d+$/);
    await answerQuiz(page, [1, 2, 0, 1, 2]);
    const completion = page.getByTestId('completion-card');
    await completion.waitFor();
    await expect(completion.getByTestId('completion-xp').getAttribute('data-xp')).resolves.toBe(String(quizCourseXp(currentStreak)));
    await screenshot(page, 'content-new-student-completed');

    await completion.getByTestId('back-to-my-courses').click();
    await waitForDashboard(page, 'student');
    await page.getByTestId('mycourses-completed-tab').click();
    await page.getByTestId('course-card').filter({ hasText: 'Medieval Castles Quiz' }).waitFor();
  });
});
