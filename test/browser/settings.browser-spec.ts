import { deflateSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { pngFile, type RgbImage } from '../../domain/media/film/png-image';
import { BROWSER_TIME_ZONE, describeInBrowser, newContext, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { fieldLabel, fillSignIn, headerLogout, newAccount, signIn, waitForDashboard, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { body: object; documentElement: { getAttribute(name: string): string | null } };
declare function getComputedStyle(element: object): { backgroundColor: string };

/** The dark theme's page background (#14112b), and the light one's (#f4f2fb). */
const DARK_BACKGROUND = 'rgb(20, 17, 43)';
const LIGHT_BACKGROUND = 'rgb(244, 242, 251)';
/** The app's scripts, held back to see the page before any of them runs; the boot script that sets the theme (boot-*.js) still runs. */
const APP_SCRIPTS = /\/assets\/(?!boot-)[^/]+\.js$/;

const themeOnHtml = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const settingsSaved = (page: Page) =>
  page.waitForResponse((response: Response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/users/me/settings');
const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

/** A 32×32 picture: a teal square on purple. */
function squarePicture(): RgbImage {
  const rgb = new Uint8Array(32 * 32 * 3);
  for (let at = 0; at < 32 * 32; at++) {
    const inside = at % 32 >= 8 && at % 32 < 24 && at >= 8 * 32 && at < 24 * 32;
    rgb.set(inside ? [15, 157, 138] : [91, 63, 214], at * 3);
  }
  return { width: 32, height: 32, rgb };
}

describeInBrowser('settings that stay: saved on the server, the theme before the first paint, Change Password', () => {
  const session = useBrowserSession();

  /** A new account made through the API (as another device would), so each test has its own settings and password. */
  async function registered(role: Role) {
    const { role: _role, ...account } = newAccount(role);
    const csrf = await fetch(`${session.server.baseUrl}/api/csrf`);
    const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
    const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0];
    const response = await fetch(`${session.server.baseUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
      body: JSON.stringify({ ...account, userRole: role, timeZone: BROWSER_TIME_ZONE }),
    });
    if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
    return { ...account, jwt: ((await response.json()) as { jwt: string }).jwt };
  }

  const openSettings = async (page: Page) => {
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('switch', { name: 'Sound effects' }).and(page.locator(':enabled')).waitFor();
  };

  it('keeps the dark theme and sound off on another device, dark before any script of the app runs', async () => {
    const account = await registered('student');
    const { page } = session;
    await signIn(page, account.username, account.password, 'student');
    await openSettings(page);
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Sound effects' }).isChecked()).toBe(true);

    let saved = settingsSaved(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect((await (await saved).json()).data.theme).toBe('dark');
    saved = settingsSaved(page);
    await page.getByRole('switch', { name: 'Sound effects' }).click();
    expect((await (await saved).json()).data).toEqual({ pushNotifications: true, soundEffects: false, theme: 'dark', language: 'en' });
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await screenshot(page, 'settings-saved-dark');

    // Another device: nothing stored there yet, so it starts light; the saved theme applies at sign-in.
    const other = await newContext(session.browser, session.server.baseUrl);
    try {
      const phone = await other.newPage();
      await phone.goto('/login');
      await phone.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      expect(await themeOnHtml(phone)).toBeNull();
      expect(await pageBackground(phone)).toBe(LIGHT_BACKGROUND);
      await fillSignIn(phone, account.username, account.password);
      await waitForDashboard(phone, 'student');
      await phone.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      expect(await pageBackground(phone)).toBe(DARK_BACKGROUND);
      await openSettings(phone);
      expect(await phone.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
      expect(await phone.getByRole('switch', { name: 'Sound effects' }).isChecked()).toBe(false);
      expect(await phone.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(true);

      // With the app's scripts held back, the page shell is already dark: nothing flashes light first.
      await phone.route(APP_SCRIPTS, (route) => route.abort());
      await phone.reload();
      await phone.getByText('QuestLearn', { exact: true }).waitFor();
      expect(await themeOnHtml(phone)).toBe('dark');
      expect(await pageBackground(phone)).toBe(DARK_BACKGROUND);
      await screenshot(phone, 'settings-dark-shell-before-scripts');
      await phone.unroute(APP_SCRIPTS);
    } finally {
      await other.close();
    }
  });

  it.each(['teacher', 'parent', 'sponsor'] as const)("the %s's Settings tab saves what it shows", async (role) => {
    const account = await registered(role);
    const { page } = session;
    await signIn(page, account.username, account.password, role);
    await openSettings(page);
    await page.getByRole('button', { name: 'Change Password', exact: true }).waitFor();
    let saved = settingsSaved(page);
    await page.getByRole('switch', { name: 'Push notifications' }).click();
    await saved;
    saved = settingsSaved(page);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await saved;
    await screenshot(page, `settings-${role}`);
    await page.reload();
    await openSettings(page);
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Sound effects' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  });

  it("lets a teacher write their profile in Settings, picture and subjects included, and shows it in the header", async () => {
    const account = await registered('teacher');
    const { page } = session;
    await signIn(page, account.username, account.password, 'teacher');
    const header = page.getByTestId('teacher-header');
    // An empty bio invites the teacher to write one, and leads to Settings.
    await header.getByText('Tell your students about yourself: add a bio in Settings.').waitFor();
    await header.getByRole('button', { name: 'Open Settings' }).click();
    const form = page.getByTestId('teacher-profile-form');
    await form.getByTestId('profile-department').waitFor();

    await form.getByTestId('profile-department').fill('Mathematics');
    await form.getByTestId('profile-years').fill('12');
    await form.getByTestId('profile-bio').fill('I teach algebra through puzzles.');
    // Subjects: typed and added with Enter; a chip removed from the keyboard.
    const subject = form.getByTestId('profile-subject-input');
    for (const name of ['Algebra', 'Logic', 'Geometry']) {
      await subject.fill(name);
      await subject.press('Enter');
    }
    await form.getByRole('button', { name: 'Remove Logic' }).focus();
    await page.keyboard.press('Delete');
    expect(await form.getByTestId('profile-subject').allTextContents()).toEqual(['Algebra', 'Geometry']);
    // The picture goes up at once and shows in a round preview.
    const uploaded = page.waitForResponse((response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/media/uploads');
    await form.getByTestId('profile-picture-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(pngFile(squarePicture(), (raw) => deflateSync(raw))) });
    expect((await uploaded).status()).toBe(201);
    await form.getByTestId('profile-picture').locator('img[src^="/api/media/pictures/"]').waitFor();

    const saved = page.waitForResponse((response: Response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/teacher/profile');
    await form.getByTestId('profile-save').click();
    const body = (await saved).request().postDataJSON() as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ department: 'Mathematics', yearsOfExperience: 12, bio: 'I teach algebra through puzzles.', subjects: ['Algebra', 'Geometry'] });
    expect(body.data.avatar).toMatch(/^\/api\/media\/pictures\/[0-9a-f]{32}\.(jpg|png)$/);
    await toast(page, 'Your profile was saved').waitFor();

    // The header shows what was saved, without a reload.
    await header.getByTestId('teacher-department').getByText('Mathematics').waitFor();
    await header.getByTestId('teacher-years').getByText('12 years of experience').waitFor();
    await header.getByTestId('teacher-bio').getByText('I teach algebra through puzzles.').waitFor();
    expect(await header.getByTestId('teacher-subjects').getByRole('listitem').allTextContents()).toEqual(['Algebra', 'Geometry']);
    await header.locator(`img[src="${String(body.data.avatar)}"]`).waitFor();
    await screenshot(page, 'teacher-profile-saved');

    // Removing the picture brings the initials back.
    await form.getByTestId('profile-picture-remove').click();
    const removed = page.waitForResponse((response: Response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/teacher/profile');
    await form.getByTestId('profile-save').click();
    expect(((await removed).request().postDataJSON() as { data: { avatar: string } }).data.avatar).toBe('');
    await header.locator('img').waitFor({ state: 'detached' });
  });

  it('changes the password through the dialog, ends the other sign-ins, then signs in with the new one', async () => {
    const account = await registered('student');
    const newPassword = 'Quest-Learn-2nd';
    const { page } = session;
    await signIn(page, account.username, account.password, 'student');
    await openSettings(page);
    await page.getByRole('button', { name: 'Change Password', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();

    // The rules show while the new password is typed.
    const rules = dialog.getByTestId('password-rules').locator('li');
    const unmet = () => rules.evaluateAll((items) => items.filter((item) => (item as unknown as { dataset: { met: string } }).dataset.met !== 'true').length);
    await dialog.getByLabel(fieldLabel('New password')).fill('quest');
    expect(await unmet()).toBe(4);
    await dialog.getByLabel(fieldLabel('New password')).fill(newPassword);
    expect(await unmet()).toBe(0);
    await dialog.getByLabel(fieldLabel('Confirm new password')).fill(`${newPassword}x`);
    await dialog.getByLabel(fieldLabel('Current password')).fill('Not-The-Password1');
    await dialog.getByRole('button', { name: 'Change password', exact: true }).click();
    await dialog.getByText('Passwords do not match').waitFor();
    await dialog.getByLabel(fieldLabel('Confirm new password')).fill(newPassword);
    await dialog.getByRole('button', { name: 'Change password', exact: true }).click();
    await dialog.getByText('Your current password is not correct').waitFor();
    await screenshot(page, 'settings-change-password-refused');

    await dialog.getByLabel(fieldLabel('Current password')).fill(account.password);
    await dialog.getByRole('button', { name: 'Change password', exact: true }).click();
    await toast(page, 'Your password was changed. 1 other sign-in was ended.').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The sign-in of the registration (another device) ended at once; this one goes on.
    const elsewhere = await fetch(`${session.server.baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${account.jwt}` } });
    expect(elsewhere.status).toBe(401);
    await page.reload();
    await waitForDashboard(page, 'student');

    await headerLogout(page).click();
    await headerLogout(page).waitFor({ state: 'detached' });
    await page.goto('/login');
    await fillSignIn(page, account.username, account.password);
    await page.getByTestId('login-error').getByText('Invalid username or password').waitFor();
    await fillSignIn(page, account.username, newPassword);
    await waitForDashboard(page, 'student');
  });
});
