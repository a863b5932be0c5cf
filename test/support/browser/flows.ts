import type { Page, Response } from 'playwright-core';
import { waitUntil } from './browser';

export type Role = 'student' | 'teacher' | 'parent' | 'sponsor';

export const DEMO_ACCOUNTS: Record<Role, { username: string; password: string }> = {
  student: { username: 'demo_student', password: 'Student123!' },
  teacher: { username: 'demo_teacher', password: 'Teacher123!' },
  parent: { username: 'demo_parent', password: 'Parent123!' },
  sponsor: { username: 'demo_sponsor', password: 'Sponsor123!' },
};

/** Every role with a dashboard. */
export const ROLES: Role[] = ['student', 'teacher', 'parent', 'sponsor'];

/** The pages a signed-out visitor can open, by name, with an unknown address last. */
export const PUBLIC_PAGES: Array<[name: string, path: string]> = [
  ['home', '/'],
  ['sign-in', '/login'],
  ['registration', '/register'],
  ['forgot password', '/forgot-password'],
  ['reset password', '/reset-password'],
  ['about', '/about'],
  ['help', '/help'],
  ['privacy policy', '/privacy'],
  ['terms', '/terms'],
  ['not found', '/no-such-page'],
];

export const ROLE_LABEL: Record<Role, string> = { student: 'Student', teacher: 'Teacher', parent: 'Parent', sponsor: 'Sponsor' };

export const VALID_PASSWORD = 'Quest-Learn9';

/** A field's label exactly, allowing the asterisk of a required field. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\u2009]*\\*?$`);
}

let counter = 0;
/** A username no other test uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

/**
 * Types into the catalogue's search and answers the catalogue's answer to that very search: what
 * follows meets the searched grid, never the one it replaces (a card already on the unfiltered page
 * could be clicked while the grid is swapped).
 */
export async function searchCatalogue(page: Page, text: string): Promise<Response> {
  const searched = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === '/api/content-items' &&
      [...new URL(response.url()).searchParams.values()].includes(text),
  );
  await page.getByTestId('filter-search').fill(text);
  return searched;
}

/** Fills the sign-in form and submits it (the page must be on /login). */
export async function fillSignIn(page: Page, identifier: string, password: string, rememberMe = false): Promise<void> {
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  if (rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Waits until the role's dashboard is at the address and on screen (also under a dialog, such as a
 * new student's welcome, which hides the page from the accessibility tree but not from the eye).
 */
export async function waitForDashboard(page: Page, role: Role): Promise<void> {
  await page.waitForURL(`**/${role}/dashboard`);
  await page.getByRole('heading', { name: `${ROLE_LABEL[role]} Dashboard`, level: 1, includeHidden: true }).waitFor();
}

/** Opens /login, signs in and waits for the role's dashboard. */
export async function signIn(page: Page, identifier: string, password: string, role: Role): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, identifier, password);
  await waitForDashboard(page, role);
}

/** The Logout button of the page header. */
export const headerLogout = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Logout' });

/** Whether the dashboard tab of that name is the selected one. */
export const tabSelected = async (page: Page, name: string): Promise<boolean> =>
  (await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')) === 'true';

/** Opens a dashboard tab and waits until it is the selected one; a click the page missed while it re-rendered is given again. */
export async function openTab(page: Page, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('tab', { name, exact: true }).click();
    try {
      return await waitUntil(() => tabSelected(page, name), 3000);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export interface NewAccount {
  role: Role;
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  contactPerson?: string;
}

export function newAccount(role: Role, extra: Partial<NewAccount> = {}): NewAccount {
  const username = uniqueName(role.slice(0, 3));
  const names =
    role === 'sponsor'
      ? { companyName: 'Bright Future Ltd', contactPerson: 'Sam Bright' }
      : { firstName: 'Alex', lastName: role === 'student' ? 'Learner' : 'Helper' };
  return { role, username, email: `${username}@example.org`, password: VALID_PASSWORD, ...names, ...extra };
}

/** Step 1 of the wizard: picks the account type and continues. */
export async function chooseRole(page: Page, role: Role): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${ROLE_LABEL[role]}\\b`) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Username').waitFor();
}

/** Step 2 of the wizard: fills every field of the account and accepts the terms. */
export async function fillRegistration(page: Page, account: NewAccount): Promise<void> {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  if (account.role === 'sponsor') {
    if (account.companyName) await page.getByLabel(/^Company name/).fill(account.companyName);
    if (account.contactPerson) await page.getByLabel(/^Contact person/).fill(account.contactPerson);
  } else {
    if (account.firstName) await page.getByLabel(/^First name/).fill(account.firstName);
    if (account.lastName) await page.getByLabel(/^Last name/).fill(account.lastName);
  }
  await page.getByLabel(fieldLabel('Password')).fill(account.password);
  await page.getByLabel(fieldLabel('Confirm password')).fill(account.password);
  await page.getByLabel(/I agree to the Terms/).check();
}

/** The first-visit welcome a new student finds on the dashboard. */
export const firstVisitWelcome = (page: Page) => page.getByTestId('first-visit-welcome');

/** Closes a new student's first-visit welcome, which otherwise covers the dashboard. */
export async function dismissFirstVisitWelcome(page: Page): Promise<void> {
  const welcome = firstVisitWelcome(page);
  await welcome.getByRole('button', { name: 'Start my quest' }).click();
  await welcome.waitFor({ state: 'detached' });
}

/**
 * Creates the account through the wizard: the sign-up signs the new user in and leads to their
 * dashboard (a new student's welcome closed, so the dashboard is free to use).
 */
export async function registerThroughWizard(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/register');
  await chooseRole(page, account.role);
  await fillRegistration(page, account);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await waitForDashboard(page, account.role);
  if (account.role === 'student') await dismissFirstVisitWelcome(page);
}
