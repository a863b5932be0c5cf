import { readFileSync } from 'node:fs';
import type { Page, Response } from 'playwright-core';
import { BROWSER_TIME_ZONE, describeInBrowser, pathOf, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, fillSignIn, signIn, waitForDashboard } from '../support/browser/flows';

/** What the page script below uses of the browser (this project compiles without the DOM library). */
declare const document: { documentElement: { scrollWidth: number } };

const student = DEMO_ACCOUNTS.student;

const isCall = (method: string, path: string) => (response: Response) => response.request().method() === method && new URL(response.url()).pathname === path;
const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await page.getByRole('heading', { name: 'Settings', level: 2 }).first().waitFor();
}

/** The page's main heading is `title`, and the text holds every line of `facts`. */
async function expectPage(page: Page, path: string, title: string, facts: string[]): Promise<void> {
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const text = (await page.getByTestId('policy-page').textContent()) ?? '';
  for (const fact of facts) expect([title, text.includes(fact)]).toEqual([title, true]);
}

/** What the pages must say: the product's rules (PRODUCT.md), not the pages' own words. */
const HELP_FACTS = ['10 XP for your first sign-in of the day', 'level 2 at 100 XP', '60 % of chests hold tokens', 'common 70 %', 'up to 50 %'];
const PRIVACY_FACTS = ['never your e-mail', 'only after the child accepted', '14 days', 'argon2id'];
const TERMS_FACTS = ['no money value'];

describeInBrowser('privacy, my data and the help and policy pages', () => {
  const session = useBrowserSession();

  it('opens the Help Center, the Privacy Policy and the Terms of Service signed out, from the footer, and signed in, from Settings', async () => {
    const { page } = session;
    await page.goto('/help');
    await expectPage(page, '/help', 'Help Center', HELP_FACTS);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'help-signed-out');

    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await expectPage(page, '/privacy', 'Privacy Policy', PRIVACY_FACTS);
    await screenshot(page, 'privacy-policy-signed-out');
    await page.getByRole('link', { name: 'Terms of Service' }).first().click();
    await expectPage(page, '/terms', 'Terms of Service', TERMS_FACTS);

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'privacy-policy-phone');
    await page.setViewportSize({ width: 1280, height: 860 });

    await signIn(page, student.username, student.password, 'student');
    await openSettings(page);
    await page.getByRole('link', { name: 'Help Center', exact: true }).click();
    await expectPage(page, '/help', 'Help Center', HELP_FACTS);
    // Signed in, the page leads back to the dashboard.
    await page.getByRole('link', { name: 'Back to my dashboard' }).click();
    await waitForDashboard(page, 'student');
    await page.goto('/terms');
    await expectPage(page, '/terms', 'Terms of Service', TERMS_FACTS);
    await page.goto('/privacy');
    await expectPage(page, '/privacy', 'Privacy Policy', PRIVACY_FACTS);
    await screenshot(page, 'privacy-policy-signed-in');
  });

  it('gives a teacher the same privacy controls in Settings, without the student-only parts', async () => {
    const { page } = session;
    const teacher = DEMO_ACCOUNTS.teacher;
    await signIn(page, teacher.username, teacher.password, 'teacher');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const panel = page.getByTestId('privacy-panel');
    await panel.getByRole('heading', { name: 'Privacy and your data', level: 2 }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('download-my-data').click()]);
    expect(download.suggestedFilename()).toMatch(/^questlearn-data-demo_teacher-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ username: 'demo_teacher', role: 'teacher' });
    expect(data.contentAuthored.length).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'Privacy Settings', exact: true }).click();
    const dialog = page.getByTestId('privacy-dialog');
    await dialog.getByTestId('privacy-delete').waitFor();
    expect(await dialog.getByTestId('privacy-leaderboards').count()).toBe(0);
    expect(await dialog.getByTestId('privacy-parents').count()).toBe(0);
    await screenshot(page, 'privacy-settings-teacher');
  });

  it('lets a student see their linked parent, download their data, then ask to delete the account and keep it by signing in again', async () => {
    const { page } = session;
    await signIn(page, student.username, student.password, 'student');
    await openSettings(page);
    await page.getByRole('button', { name: 'Privacy Settings', exact: true }).click();
    const dialog = page.getByTestId('privacy-dialog');
    await dialog.waitFor();

    // The demo parent, Elena Lopez, is linked: shown by name, with a way to remove the link.
    const parent = dialog.getByTestId('privacy-linked-parent').filter({ hasText: 'Elena Lopez' });
    await parent.waitFor();
    await parent.getByRole('button', { name: 'Remove Elena Lopez' }).waitFor();
    expect(await dialog.getByTestId('privacy-leaderboard-opt-out').isChecked()).toBe(false);
    await screenshot(page, 'privacy-settings-student');

    // Download my data: one JSON file of the student's own data.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('download-my-data').click()]);
    expect(download.suggestedFilename()).toMatch(/^questlearn-data-demo_student-\d{4}-\d{2}-\d{2}\.json$/);
    const file = readFileSync((await download.path())!, 'utf8');
    const data = JSON.parse(file);
    expect(data.account).toMatchObject({ username: 'demo_student', email: 'student@demo.questlearn.org', firstName: 'Maya', lastName: 'Lopez' });
    expect(data.familyLinks).toEqual(expect.arrayContaining([expect.objectContaining({ relation: 'parent', personName: 'Elena Lopez', status: 'accepted' })]));
    expect(data.enrollments.length).toBeGreaterThan(0);
    expect(data.tokenLedger.reduce((sum: number, row: { delta: number }) => sum + row.delta, 0)).toBe(data.account.tokenBalance);
    expect(file).not.toContain('parent@demo.questlearn.org');
    await toast(page, `Your data was saved as ${download.suggestedFilename()}`).waitFor();

    // Delete my account: the password is asked again; a wrong one changes nothing.
    await dialog.getByTestId('open-delete-account').click();
    const confirm = page.getByTestId('delete-account-dialog');
    await confirm.waitFor();
    await confirm.getByText('In 14 days').waitFor();
    await confirm.getByTestId('delete-account-submit').click();
    await confirm.getByText('Type your password to confirm', { exact: true }).waitFor();
    await confirm.getByLabel(/^Your password/).fill('Not-my-password1');
    const refused = page.waitForResponse(isCall('POST', '/api/users/me/deletion'));
    await confirm.getByTestId('delete-account-submit').click();
    expect((await refused).status()).toBe(422);
    await confirm.getByText('That password is not right').waitFor();
    await screenshot(page, 'delete-account-dialog');

    await confirm.getByLabel(/^Your password/).fill(student.password);
    const accepted = page.waitForResponse(isCall('POST', '/api/users/me/deletion'));
    await confirm.getByTestId('delete-account-submit').click();
    const deletion = (await (await accepted).json()).data as { scheduled: boolean; requestedAt: string; eraseAt: string };
    expect(deletion.scheduled).toBe(true);
    expect(new Date(deletion.eraseAt).getTime() - new Date(deletion.requestedAt).getTime()).toBe(14 * 86_400_000);
    // Signed out on the spot; the sign-in form says when the account goes and how to keep it.
    await page.waitForURL('**/login');
    // The day as the page's profile sees it, which need not be the test machine's day.
    const eraseDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: BROWSER_TIME_ZONE }).format(new Date(deletion.eraseAt));
    await page.getByText(`Your account will be erased on ${eraseDay}`).waitFor();
    await screenshot(page, 'deletion-scheduled-login');

    // Signing in again offers to keep the account, and nothing else.
    await fillSignIn(page, student.username, student.password);
    const pending = page.getByTestId('deletion-pending');
    await pending.waitFor();
    await pending.getByRole('heading', { name: 'Your account is waiting to be deleted', level: 1 }).waitFor();
    await pending.getByText(`It will be erased on ${eraseDay}`).waitFor();
    await screenshot(page, 'deletion-pending');
    const kept = page.waitForResponse(isCall('DELETE', '/api/users/me/deletion'));
    await pending.getByRole('button', { name: 'Keep my account' }).click();
    expect((await kept).status()).toBe(200);
    await waitForDashboard(page, 'student');
    expect(pathOf(page)).toBe('/student/dashboard');

    // Kept for good: the Privacy Settings show the parent again and the account is not waiting.
    await openSettings(page);
    await page.getByRole('button', { name: 'Privacy Settings', exact: true }).click();
    await page.getByTestId('privacy-dialog').getByTestId('privacy-linked-parent').filter({ hasText: 'Elena Lopez' }).waitFor();
  });
});
