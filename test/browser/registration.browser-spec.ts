import type { Page } from 'playwright-core';
import { BROWSER_TIME_ZONE, describeInBrowser, pathOf, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import {
  chooseRole,
  dismissFirstVisitWelcome,
  fieldLabel,
  fillRegistration,
  firstVisitWelcome,
  headerLogout,
  newAccount,
  ROLE_LABEL,
  waitForDashboard,
  type Role,
} from '../support/browser/flows';

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

  it('shows the password rules while the password is typed, each ticked once it is met', async () => {
    await page.goto('/register');
    await chooseRole(page, 'student');
    const rules = page.getByTestId('password-rules');
    await rules.getByText('Your password needs').waitFor();
    const metRules = async () => {
      const met = rules.locator('li[data-met="true"]');
      const names: Array<string | null> = [];
      for (let index = 0; index < (await met.count()); index++) names.push(await met.nth(index).getAttribute('data-rule'));
      return names;
    };
    // Spec §5: at least 8 characters, an uppercase and a lowercase letter, a number and a special character.
    expect(await rules.locator('li').count()).toBe(5);
    expect(await metRules()).toEqual([]);
    const password = page.getByLabel(fieldLabel('Password'));
    await password.pressSequentially('quest');
    expect(await metRules()).toEqual(['lowercase']);
    await password.pressSequentially('-L');
    expect(await metRules()).toEqual(['uppercase', 'lowercase', 'special']);
    await password.pressSequentially('e9');
    expect(await metRules()).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
    expect(await rules.getByText('8 or more characters').isVisible()).toBe(true);
    await screenshot(page, 'register-password-rules');
    await password.fill('QUEST');
    expect(await metRules()).toEqual(['uppercase']);
  });

  const roles: Role[] = ['student', 'teacher', 'parent', 'sponsor'];
  it.each(roles)('registers a %s, signed in at once, and lands on the dashboard', async (role) => {
    const account = newAccount(role);
    const registerRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/local/register'));
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/local') signInCalls.push(request.url());
    });
    await page.goto('/register');
    await chooseRole(page, role);
    await fillRegistration(page, account);
    await screenshot(page, `register-step-2-${role}`);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const body = (await registerRequest).postDataJSON();
    expect(body).toMatchObject({ username: account.username, email: account.email, password: account.password, userRole: role, timeZone: BROWSER_TIME_ZONE });
    if (role === 'sponsor') {
      expect(body).toMatchObject({ companyName: account.companyName, contactPerson: account.contactPerson });
      expect(body.firstName).toBeUndefined();
    } else {
      expect(body).toMatchObject({ firstName: account.firstName, lastName: account.lastName });
      expect(body.companyName).toBeUndefined();
    }
    expect(body.confirmPassword).toBeUndefined();

    // The registration answer is the sign-in: no second request, no sign-in form.
    await waitForDashboard(page, role);
    expect(signInCalls).toEqual([]);
    if (role === 'student') {
      await firstVisitWelcome(page).waitFor();
      await screenshot(page, 'register-success-student');
      await dismissFirstVisitWelcome(page);
    } else {
      expect(await firstVisitWelcome(page).count()).toBe(0);
    }
    const shownName = role === 'sponsor' ? account.companyName : `${account.firstName} ${account.lastName}`;
    // The header greets a person by name; a sponsor (a company, no person's name) by the username.
    await page.getByTestId('greeting').filter({ hasText: `Welcome, ${role === 'sponsor' ? account.username : shownName}` }).waitFor();
    expect(await page.getByTestId('role-chip').textContent()).toBe(ROLE_LABEL[role]);
    // The parent's header greets by name ('Welcome, Alex Helper!'); the others show the name on its own.
    if (role === 'parent') await page.getByTestId('parent-welcome').getByText(`Welcome, ${shownName}!`, { exact: true }).waitFor();
    else await page.getByTestId('display-name').getByText(shownName!, { exact: true }).waitFor();
    if (role === 'student') await page.getByText('game tabs').waitFor();
    await screenshot(page, `${role}-dashboard-new-account`);
  });

  it('shows the server refusal in the "Registration Error" banner and keeps what was typed', async () => {
    const first = newAccount('teacher');
    await page.goto('/register');
    await chooseRole(page, 'teacher');
    await fillRegistration(page, first);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForDashboard(page, 'teacher');
    await headerLogout(page).click();
    await page.waitForURL('**/login');

    await page.goto('/register');
    await chooseRole(page, 'parent');
    const second = newAccount('parent', { username: first.username });
    await fillRegistration(page, second);
    // The answer is held until the button has been seen in its waiting state.
    let answer!: () => void;
    const waitingSeen = new Promise<void>((done) => (answer = done));
    await page.route('**/api/auth/local/register', async (route) => {
      await waitingSeen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'Creating account...' }).waitFor();
    answer();
    const banner = page.getByTestId('register-error');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/^Registration Error.+/);
    expect(pathOf(page)).toBe('/register');
    await screenshot(page, 'register-error');

    // Everything typed is still there: changing the taken username is enough.
    expect(await page.getByLabel('Username').inputValue()).toBe(second.username);
    expect(await page.getByLabel('Email').inputValue()).toBe(second.email);
    expect(await page.getByLabel(/^First name/).inputValue()).toBe(second.firstName);
    expect(await page.getByLabel(/^Last name/).inputValue()).toBe(second.lastName);
    expect(await page.getByLabel(fieldLabel('Password')).inputValue()).toBe(second.password);
    expect(await page.getByLabel(fieldLabel('Confirm password')).inputValue()).toBe(second.password);
    expect(await page.getByLabel(/I agree to the Terms/).isChecked()).toBe(true);
    await page.unroute('**/api/auth/local/register');
    await page.getByLabel('Username').fill(`${first.username}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForDashboard(page, 'parent');
  });
});
