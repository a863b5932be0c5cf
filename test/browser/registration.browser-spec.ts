import type { Page } from 'playwright-core';
import { describeInBrowser, pathOf, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { chooseRole, fieldLabel, fillRegistration, fillSignIn, newAccount, ROLE_LABEL, waitForDashboard, type Role } from '../support/browser/flows';

const SUCCESS = 'Your account has been successfully created! You can now log in.';

describeInBrowser('registration', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('offers four account types with their blurbs; Continue waits for a choice', async () => {
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Join QuestLearn' }).waitFor();
    for (const blurb of [
      'Start learning and earn rewards',
      'Motivate and track students',
      "Track your child's progress",
      'Support education and offer rewards',
    ]) {
      expect(await page.getByText(blurb, { exact: true }).isVisible()).toBe(true);
    }
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await screenshot(page, 'register-step-1');

    // Keyboard: Tab to the first card and choose it with the space bar.
    await page.getByTestId('role-student').getByRole('button').focus();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('role-student').getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(await continueButton.isEnabled()).toBe(true);
    await screenshot(page, 'register-step-1-chosen');

    await continueButton.click();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByLabel(/^First name/).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Company name/).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true);
  });

  it('shows every validation message of the form under its field', async () => {
    await page.goto('/register');
    await chooseRole(page, 'student');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Username is required',
      'Email is required',
      'Password is required',
      'Password confirmation is required',
      'You must accept the terms',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await screenshot(page, 'register-validation-empty');

    const password = page.getByLabel(fieldLabel('Password'));
    const expectPasswordMessage = async (value: string, message: string, strength: string) => {
      await password.fill(value);
      await page.getByText(message, { exact: true }).waitFor();
      expect(await page.getByTestId('password-strength').getAttribute('data-strength')).toBe(strength);
    };
    await page.getByLabel('Username').fill('ab');
    await page.getByText('At least 3 characters', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByText('Enter a valid email', { exact: true }).waitFor();
    await expectPasswordMessage('Ab1!', 'At least 8 characters', 'Weak');
    await expectPasswordMessage('abcdefgh1!', 'At least one uppercase letter', 'Fair');
    await expectPasswordMessage('ABCDEFGH1!', 'At least one lowercase letter', 'Fair');
    await expectPasswordMessage('Abcdefgh!', 'At least one number', 'Fair');
    await expectPasswordMessage('Abcdefgh1', 'At least one special character', 'Good');
    await password.fill('Abcdefg1!');
    await page.getByLabel(fieldLabel('Confirm password')).fill('Abcdefg1?');
    await page.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await page.getByTestId('password-strength').getAttribute('data-strength')).toBe('Strong');
    expect(await page.getByText('Password strength: Strong').isVisible()).toBe(true);
    await screenshot(page, 'register-validation-rules');
    expect(pathOf(page)).toBe('/register');
  });

  const roles: Role[] = ['student', 'teacher', 'parent', 'sponsor'];
  it.each(roles)('registers a %s, carries the success message to /login and lands on the dashboard after signing in', async (role) => {
    const account = newAccount(role);
    const registerRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/local/register'));
    await page.goto('/register');
    await chooseRole(page, role);
    await fillRegistration(page, account);
    await screenshot(page, `register-step-2-${role}`);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const body = (await registerRequest).postDataJSON();
    expect(body).toMatchObject({ username: account.username, email: account.email, password: account.password, userRole: role, timeZone: 'Europe/Berlin' });
    if (role === 'sponsor') {
      expect(body).toMatchObject({ companyName: account.companyName, contactPerson: account.contactPerson });
      expect(body.firstName).toBeUndefined();
    } else {
      expect(body).toMatchObject({ firstName: account.firstName, lastName: account.lastName });
      expect(body.companyName).toBeUndefined();
    }
    expect(body.confirmPassword).toBeUndefined();

    await page.waitForURL('**/login');
    await page.getByText(SUCCESS).waitFor();
    await screenshot(page, `register-success-${role}`);

    await fillSignIn(page, account.username, account.password);
    await waitForDashboard(page, role);
    await page.getByText(`Welcome, ${account.username}`).waitFor();
    expect(await page.getByTestId('role-chip').textContent()).toBe(ROLE_LABEL[role]);
    const shownName = role === 'sponsor' ? account.companyName : `${account.firstName} ${account.lastName}`;
    // The parent's header greets by name ('Welcome, Alex Helper!'); the others show the name on its own.
    if (role === 'parent') await page.getByTestId('parent-welcome').getByText(`Welcome, ${shownName}!`, { exact: true }).waitFor();
    else await page.getByTestId('display-name').getByText(shownName!, { exact: true }).waitFor();
    if (role === 'student') await page.getByText('game tabs').waitFor();
    await screenshot(page, `${role}-dashboard-new-account`);
  });

  it('shows the server refusal in the "Registration Error" banner', async () => {
    const first = newAccount('teacher');
    await page.goto('/register');
    await chooseRole(page, 'teacher');
    await fillRegistration(page, first);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');

    await page.goto('/register');
    await chooseRole(page, 'parent');
    await fillRegistration(page, newAccount('parent', { username: first.username }));
    await page.route('**/api/auth/local/register', async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Creating account...' }).waitFor();
    const banner = page.getByTestId('register-error');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/^Registration Error.+/);
    expect(pathOf(page)).toBe('/register');
    await screenshot(page, 'register-error');
  });
});
