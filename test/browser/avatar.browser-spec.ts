import type { Page } from 'playwright-core';
import { AVATAR_PICTURES } from '../../domain/accounts/avatar';
import { describeInBrowser, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { querySelectorAll(selector: string): ArrayLike<{ naturalWidth: number; complete: boolean }> };

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

describeInBrowser("the student's avatar: the app's pictures or an emoji, nothing from elsewhere", () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  const header = () => page.getByTestId('student-header-card');
  const ownRow = () => page.locator('[data-testid="leaderboard-row"][data-current-user="true"]');
  /** The leaderboard's page that holds the student (the demo student is not on the first one). */
  const openOwnRow = async () => {
    await page.getByRole('tab', { name: 'Leaderboard', exact: true }).click();
    await page.getByRole('button', { name: 'Show my position' }).click();
    await ownRow().waitFor();
  };
  const profileSaved = () => page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/student/profile');

  it('picks a picture, then an emoji, then none; the header and the leaderboard show each, and only the app is asked for pictures', async () => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && new URL(request.url()).origin !== new URL(session.server.baseUrl).origin) elsewhere.push(request.url());
    });
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    const panel = page.getByTestId('avatar-panel');
    await panel.getByRole('heading', { name: 'Your avatar' }).waitFor();

    // The gallery: every picture the rule allows is offered and loads from the app.
    expect(await panel.getByRole('group', { name: 'Pictures' }).getByRole('button').count()).toBe(AVATAR_PICTURES.length);
    await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid^="avatar-picture-"] img')).every((img) => img.complete));
    const widths = await page.evaluate(() => Array.from(document.querySelectorAll('[data-testid^="avatar-picture-"] img')).map((img) => img.naturalWidth));
    expect(widths).toEqual(AVATAR_PICTURES.map(() => 128));

    // A picture.
    let saved = profileSaved();
    await panel.getByRole('button', { name: 'Picture: Owl' }).click();
    expect((await saved).postDataJSON()).toEqual({ avatar: '/avatars/owl.svg' });
    await toast(page, 'Your avatar is saved.').waitFor();
    expect(await panel.getByRole('button', { name: 'Picture: Owl' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'student-avatar-picture');
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await header().locator('img[src="/avatars/owl.svg"]').waitFor();
    await openOwnRow();
    await ownRow().locator('img[src="/avatars/owl.svg"]').waitFor();
    await screenshot(page, 'student-avatar-leaderboard');

    // An emoji: shown as text, no picture at all.
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    saved = profileSaved();
    await panel.getByRole('button', { name: 'Emoji 🦊' }).click();
    expect((await saved).postDataJSON()).toEqual({ avatar: '🦊' });
    await toast(page, 'Your avatar is saved.').last().waitFor(); // the first save's toast may still show
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await header().getByText('🦊', { exact: true }).waitFor();
    expect(await header().locator('img').count()).toBe(0);
    await openOwnRow();
    await ownRow().getByText('🦊', { exact: true }).waitFor();
    expect(await ownRow().locator('img').count()).toBe(0);

    // None: the initial again.
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    saved = profileSaved();
    await panel.getByRole('button', { name: 'No avatar' }).click();
    expect((await saved).postDataJSON()).toEqual({ avatar: '' });
    await toast(page, 'Your avatar is removed.').waitFor();
    expect(await panel.getByRole('button', { name: 'No avatar' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await header().waitFor();
    expect(await header().getByText('🦊', { exact: true }).count()).toBe(0);

    expect(elsewhere).toEqual([]);
  });
});
