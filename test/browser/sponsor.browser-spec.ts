import type { Page, Response } from 'playwright-core';
import { describeInBrowser, newContext, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, registerThroughWizard, searchCatalogue, signIn, openTab } from '../support/browser/flows';

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

async function dataOf<T>(response: Response): Promise<T> {
  expect(response.status()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

/** A demo course nobody sponsors yet, priced 10 tokens: $5 (50 tokens) pays for five enrollments. */
const COURSE = 'Famous Painters Quiz';

type Stats = { studentsSupported: number; contentSponsored: number; learningHoursEnabled: number; totalDonated: number };

describeInBrowser('the sponsor dashboard, end to end', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('pledges $5 to a course, a student enrolls on the pool, and the impact counts one more student supported', async () => {
    const statsCall = page.waitForResponse(isCall('GET', '/api/sponsors/stats'));
    await signIn(page, DEMO_ACCOUNTS.sponsor.username, DEMO_ACCOUNTS.sponsor.password, 'sponsor');
    const before = await dataOf<Stats>(await statsCall);
    // The demo sponsor's course has funded students already: the figures are there on first start.
    expect(before.studentsSupported).toBeGreaterThan(0);
    expect(before.contentSponsored).toBe(1);
    await page.getByTestId('display-name').getByText('BrightFuture Foundation', { exact: true }).waitFor();
    await page.getByTestId('sponsor-total-donated-value').getByText(`$${before.totalDonated.toLocaleString('en')}`, { exact: true }).waitFor();
    await page.getByTestId('overview-students-supported-value').getByText(String(before.studentsSupported), { exact: true }).waitFor();
    await page.getByTestId('sponsored-content').filter({ hasText: "Forces and Motion: Newton's Laws" }).getByTestId('pool-progress').waitFor();
    await screenshot(page, 'sponsor-overview');

    // --- Sponsor Content: find the course and pledge $5.
    await openTab(page, 'Sponsor Content');
    await page.getByTestId('sponsor-content-card').first().waitFor();
    await page.getByTestId('filter-search').fill('Famous Painters');
    const card = page.getByTestId('sponsor-content-card').filter({ has: page.getByRole('heading', { name: COURSE, exact: true }) });
    await card.waitFor();
    await card.getByTestId('sponsor-button').click();
    await page.getByTestId('pledge-amount').fill('0');
    await page.getByTestId('pledge-amount').blur();
    await page.getByText('The amount must be at least $1').waitFor();
    await page.getByTestId('pledge-amount').fill('5');
    await page.getByTestId('pledge-pool').getByText('Adds 50 tokens to the pool · Pays for about 5 enrollments').waitFor();
    await screenshot(page, 'sponsor-pledge-dialog');
    const pledgeCall = page.waitForResponse(isCall('POST', '/api/sponsors/sponsor-content'));
    await page.getByTestId('pledge-confirm').click();
    const pledgeResponse = await pledgeCall;
    expect(pledgeResponse.status()).toBe(201);
    expect(pledgeResponse.request().postDataJSON()).toEqual({ contentId: expect.any(Number), amount: 5 });
    const pledged = await dataOf<{ sponsorship: { tokenPool: number; tokensRemaining: number }; totalDonated: number }>(pledgeResponse);
    expect(pledged).toMatchObject({ sponsorship: { tokenPool: 50, tokensRemaining: 50 }, totalDonated: before.totalDonated + 5 });
    await toast(page, `Thank you! You sponsored "${COURSE}" with $5.`).waitFor();
    await page.getByTestId('sponsor-total-donated-value').getByText(`$${(before.totalDonated + 5).toLocaleString('en')}`, { exact: true }).waitFor();
    await card.getByTestId('sponsored-by-you').waitFor();
    await screenshot(page, 'sponsor-pledged');

    // --- A student enrolls: the pool pays, the student keeps every token.
    const studentContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const student = await studentContext.newPage();
      await signIn(student, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
      await openTab(student, 'Browse Content');
      await student.getByTestId('content-card').first().waitFor();
      await searchCatalogue(student, 'Famous Painters');
      const course = student.getByTestId('content-card').filter({ has: student.getByRole('heading', { name: COURSE, exact: true }) });
      await course.getByTestId('enroll-button').click();
      const enrollCall = student.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/enroll$/));
      await student.getByTestId('enroll-dialog').getByTestId('confirm-enroll').click();
      const enrolled = await dataOf<{ enrollment: { accessType: string; tokensSpent: number }; tokenBalance: number }>(await enrollCall);
      expect(enrolled.enrollment).toMatchObject({ accessType: 'sponsored', tokensSpent: 0 });
      expect(enrolled.tokenBalance).toBe(120);
      await toast(student, `Enrolled in "${COURSE}"! Check My Courses tab.`).waitFor();
      await screenshot(student, 'sponsor-student-enrolled');
    } finally {
      await studentContext.close();
    }

    // --- Back on the dashboard: one more student supported, and the new pool shows what is left.
    const reloaded = page.waitForResponse(isCall('GET', '/api/sponsors/stats'));
    await page.reload();
    const after = await dataOf<Stats>(await reloaded);
    expect(after).toMatchObject({ studentsSupported: before.studentsSupported + 1, contentSponsored: 2, totalDonated: before.totalDonated + 5 });
    // The tab was remembered across the reload.
    await page.getByRole('tab', { name: 'Sponsor Content', selected: true }).waitFor();
    await openTab(page, 'Impact');
    await page.getByTestId('impact-students-supported-value').getByText(String(before.studentsSupported + 1), { exact: true }).waitFor();
    await page.getByTestId('impact-content-sponsored-value').getByText('2', { exact: true }).waitFor();
    await page.getByText(/Your pledges to 2 courses funded/).waitFor();
    // The bars are drawn once their code has arrived with the tab; the same figures are a table.
    const chart = page.getByTestId('sponsor-impact').locator('figure');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await chart.getByRole('table').getByRole('rowheader', { name: COURSE }).waitFor();
    await screenshot(page, 'sponsor-impact');
    await openTab(page, 'Overview');
    const pool = page.getByTestId('sponsored-content').filter({ hasText: COURSE });
    await pool.getByTestId('pool-remaining').getByText('40 of 50 tokens left').waitFor();
    await pool.getByTestId('sponsored-students').getByText('1 student funded').waitFor();
    await screenshot(page, 'sponsor-overview-after');
  });

  it('a new student with no tokens enrolls free in a sponsored course from its browse card, and keeps the balance', async () => {
    const account = newAccount('student');
    await registerThroughWizard(page, account);
    await openTab(page, 'Browse Content');
    await page.locator('[data-testid="browse-balance"][data-balance="0"]').waitFor();
    await page.getByTestId('content-card').first().waitFor();
    await page.getByTestId('filter-search').fill('Forces and Motion');
    // The demo sponsor's pool still covers this 80-token course.
    const course = page.getByTestId('content-card').filter({ has: page.getByRole('heading', { name: "Forces and Motion: Newton's Laws", exact: true }) });
    await course.getByTestId('sponsored-chip').waitFor();
    const button = course.getByTestId('enroll-button');
    await button.getByText('Enroll Free (Sponsored)', { exact: true }).waitFor();
    expect(await button.isEnabled()).toBe(true);
    await screenshot(page, 'sponsored-browse-card');

    await button.click();
    const dialog = page.getByTestId('enroll-dialog');
    await dialog.getByTestId('enroll-sponsored-note').getByText('A sponsor pays the price for you: your token balance stays the same.').waitFor();
    expect(await dialog.getByTestId('enroll-balance-after').textContent()).toBe(await dialog.getByTestId('enroll-balance').textContent());
    await screenshot(page, 'sponsored-enroll-dialog');
    const enrollCall = page.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/enroll$/));
    await dialog.getByTestId('confirm-enroll').click();
    const enrolled = await dataOf<{ enrollment: { accessType: string; tokensSpent: number }; tokenBalance: number }>(await enrollCall);
    expect(enrolled).toMatchObject({ enrollment: { accessType: 'sponsored', tokensSpent: 0 }, tokenBalance: 0 });
    await toast(page, `Enrolled in "Forces and Motion: Newton's Laws"! Check My Courses tab.`).waitFor();
    await course.waitFor({ state: 'detached' });
    await page.locator('[data-testid="browse-balance"][data-balance="0"]').waitFor();
    await screenshot(page, 'sponsored-enrolled');
  });

  it('saves the settings with validation messages, and opens the overview for an unknown stored tab', async () => {
    await signIn(page, DEMO_ACCOUNTS.sponsor.username, DEMO_ACCOUNTS.sponsor.password, 'sponsor');
    await openTab(page, 'Settings');
    await page.getByTestId('sponsor-companyName').waitFor();
    await page.getByTestId('sponsor-website').fill('brightfuture.example.org');
    await page.getByTestId('sponsor-save').click();
    await page.getByText('The website must be an http(s) address of at most 300 characters').waitFor();
    await screenshot(page, 'sponsor-settings-invalid');
    await page.getByTestId('sponsor-companyName').fill('BrightFuture Learning Fund');
    await page.getByTestId('sponsor-website').fill('https://learning.brightfuture.example.org');
    const saveCall = page.waitForResponse(isCall('PUT', '/api/sponsors/me'));
    await page.getByTestId('sponsor-save').click();
    const saved = await saveCall;
    expect(saved.request().postDataJSON()).toMatchObject({ data: { companyName: 'BrightFuture Learning Fund', website: 'https://learning.brightfuture.example.org' } });
    expect(saved.status()).toBe(200);
    await toast(page, 'Profile saved').waitFor();
    await page.getByTestId('display-name').getByText('BrightFuture Learning Fund', { exact: true }).waitFor();
    await screenshot(page, 'sponsor-settings-saved');
    expect(await page.evaluate("localStorage.getItem('sponsor_active_tab')")).toBe('settings');

    await page.evaluate("localStorage.setItem('sponsor_active_tab', 'no-such-tab')");
    await page.reload();
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.getByTestId('sponsor-overview').waitFor();
  });
});
