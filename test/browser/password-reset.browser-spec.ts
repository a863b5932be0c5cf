import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describeInBrowser, newContext, pathOf, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, fieldLabel, fillSignIn, openTab, waitForDashboard } from '../support/browser/flows';

/** What the page scripts below read of the browser (this project compiles without the DOM library). */
declare const window: { location: { hash: string; href: string } };

const NEW_PASSWORD = 'Fresh-Start9';

/** Creates a reset code in the dialog a reset-code button opened; answers the code shown. */
async function createResetCode(page: Page): Promise<string> {
  const dialog = page.getByTestId('reset-code-dialog');
  await dialog.getByText(/can use it once, within 15 minutes/).waitFor();
  await dialog.getByTestId('reset-code-create').click();
  const code = (await dialog.getByTestId('reset-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  expect(await dialog.getByTestId('reset-code-expiry').textContent()).toMatch(/Works once, until \d\d:\d\d/);
  return code;
}

/** Fills the two new-password fields and saves. */
async function chooseNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel(fieldLabel('New password')).fill(password);
  await page.getByLabel(fieldLabel('New password again')).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
}

describeInBrowser('a way back for a forgotten password', () => {
  const session = useBrowserSession();

  // First: it signs the demo teacher in with the demo password, which the journey after it changes.
  it("a teacher creates a reset code for a student of their class from the class's roster; the student uses it and signs in", async () => {
    const { page, server, browser } = session;
    const teacher = DEMO_ACCOUNTS.teacher;
    await page.goto('/login');
    await fillSignIn(page, teacher.username, teacher.password);
    await waitForDashboard(page, 'teacher');
    await openTab(page, 'Classes');
    // The table is the first view on a computer; the cards hold each class's roster.
    await page.getByTestId('classes-view-cards').click();
    const maths = page.getByTestId('class-card').filter({ has: page.getByRole('heading', { name: 'Maths Explorers', exact: true }) });
    await maths.getByTestId('class-view-all').click();
    const row = maths.locator('[data-testid="class-student-row"][data-username="liam_chen"]');
    await row.getByTestId('reset-code-button').click();
    const code = await createResetCode(page);
    await screenshot(page, 'teacher-reset-code');
    await page.getByTestId('reset-code-done').click();
    await page.getByTestId('reset-code-dialog').waitFor({ state: 'detached' });

    const desk = await newContext(browser, server.baseUrl);
    try {
      const student = await desk.newPage();
      await student.goto('/reset-password');
      await student.getByLabel(fieldLabel('Reset code')).fill(code);
      await chooseNewPassword(student, NEW_PASSWORD);
      await student.getByTestId('reset-done').getByText('You can now sign in as liam_chen').waitFor();
      await student.getByTestId('reset-sign-in').click();
      await student.waitForURL('**/login');
      await fillSignIn(student, 'liam_chen', NEW_PASSWORD);
      await waitForDashboard(student, 'student');
    } finally {
      await desk.close();
    }
  });

  it('"Forgot password?", the link of the mail (written as an .eml file, no SMTP server named), a new password, signed in', async () => {
    const { page, server } = session;
    const teacher = DEMO_ACCOUNTS.teacher;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel(fieldLabel('Email')).fill('teacher@demo.questlearn.org');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByTestId('forgot-sent').getByText('Check your e-mail').waitFor();
    await screenshot(page, 'forgot-password-sent');

    // The app's mail folder (DATA_DIR/mail) gets the mail as an .eml file.
    const folder = join(server.dataDir, 'mail');
    const mails = () => (existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : []);
    await waitUntil(() => mails().length === 1, 10_000);
    const mail = await simpleParser(readFileSync(join(folder, mails()[0])));
    expect(mail.subject).toBe('Choose a new QuestLearn password');
    const link = new URL(/https?:\/\/\S+\/reset-password#code=\S+/.exec(mail.text ?? '')![0]);

    // Opened on this app, wherever the mail says it runs: the code is in the fragment, which leaves the address bar at once.
    await page.goto(`${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(page.url()).not.toContain('code=');
    expect(await page.getByLabel(fieldLabel('Reset code')).count()).toBe(0);

    await page.getByLabel(fieldLabel('New password')).fill(NEW_PASSWORD);
    await page.getByLabel(fieldLabel('New password again')).fill('Fresh-Start8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await chooseNewPassword(page, NEW_PASSWORD);
    await page.getByTestId('reset-done').getByText(`You can now sign in as ${teacher.username}`).waitFor();
    await screenshot(page, 'reset-password-done');

    await page.getByTestId('reset-sign-in').click();
    await page.waitForURL('**/login');
    await fillSignIn(page, teacher.username, NEW_PASSWORD);
    await waitForDashboard(page, 'teacher');
  });

  it('a parent creates a reset code for their child, who types it at /reset-password and signs in with the new password', async () => {
    const { page, server, browser } = session;
    const parent = DEMO_ACCOUNTS.parent;
    const student = DEMO_ACCOUNTS.student;
    await page.goto('/login');
    await fillSignIn(page, parent.username, parent.password);
    await waitForDashboard(page, 'parent');
    const card = page.locator('article').filter({ hasText: `@${student.username}` }).first();
    await card.getByTestId('reset-code-button').click();
    const dialog = page.getByTestId('reset-code-dialog');
    const code = await createResetCode(page);
    await screenshot(page, 'parent-reset-code');
    await dialog.getByTestId('reset-code-done').click();
    await dialog.waitFor({ state: 'detached' });

    // The child, on a phone of their own.
    const phone = await newContext(browser, server.baseUrl, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const child = await phone.newPage();
      await child.goto('/login');
      await child.getByRole('link', { name: 'Forgot password?' }).click();
      await child.getByRole('link', { name: 'I have a reset code' }).click();
      await child.waitForURL('**/reset-password');
      await child.getByLabel(fieldLabel('Reset code')).fill(code.toLowerCase().replace('-', ' '));
      await chooseNewPassword(child, NEW_PASSWORD);
      await child.getByTestId('reset-done').waitFor();
      await screenshot(child, 'reset-password-done-phone');
      expect(pathOf(child)).toBe('/reset-password');
      // The same code does not work twice.
      await child.goto('/reset-password');
      await child.getByLabel(fieldLabel('Reset code')).fill(code);
      await chooseNewPassword(child, 'Fresh-Again9');
      await child.getByTestId('reset-error').getByText('This reset code is not valid or has expired.').waitFor();

      await child.goto('/login');
      await fillSignIn(child, student.username, NEW_PASSWORD);
      await waitForDashboard(child, 'student');
    } finally {
      await phone.close();
    }
  });

});
