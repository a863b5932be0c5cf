import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from '../../domain/parents/link-code';
import { describeInBrowser, newContext, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, registerThroughWizard, signIn, openTab, type NewAccount } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null };

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

/** Registers a new account through the wizard, which signs it in. */
async function registerAndSignIn(page: Page, account: NewAccount): Promise<void> {
  await registerThroughWizard(page, account);
}

/** The token balance of the student's header card. */
async function headerTokens(page: Page): Promise<number> {
  const figure = page.getByTestId('header-tokens');
  await figure.waitFor();
  const match = /(\d[\d,]*)\s*$/.exec((await figure.textContent()) ?? '');
  if (!match) throw new Error(`No token balance in the header: ${await figure.textContent()}`);
  return Number(match[1].replace(/,/g, ''));
}

/** A second browser of its own (cookies and storage apart). */
async function secondBrowser(session: ReturnType<typeof useBrowserSession>): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(session.browser, session.server.baseUrl);
  return { context, page: await context.newPage() };
}

/** Asks to connect a child from the parent overview's Connect Child dialog. */
async function askToConnect(parent: Page, identifier: string, mode: 'identifier' | 'code' = 'identifier'): Promise<Response> {
  await openTab(parent, 'Overview');
  await parent.getByRole('button', { name: 'Connect Child', exact: true }).first().click();
  const dialog = parent.getByTestId('connect-child-dialog');
  await dialog.waitFor();
  await dialog.getByTestId(mode === 'code' ? 'connect-mode-code' : 'connect-mode-identifier').click();
  await dialog.getByTestId('connect-child-input').fill(identifier);
  const answer = parent.waitForResponse(isCall('POST', '/api/parent/connect-child'));
  await dialog.getByTestId('connect-child-submit').click();
  return answer;
}

describeInBrowser('a parent and a new student link up, then tokens and a wish go between them', () => {
  const session = useBrowserSession();

  it('connects by username, the child accepts, gets 20 tokens, wishes for a reward and sees it approved', async () => {
    const parent = session.page;
    const child = newAccount('student', { firstName: 'Mia', lastName: 'Rivers' });
    const student = await secondBrowser(session);
    try {
      // --- A new student signs up; no parent yet.
      await registerAndSignIn(student.page, child);
      const tokensBefore = await headerTokens(student.page);
      await expect(student.page.getByTestId('parent-goals').count()).resolves.toBe(0);

      // --- The demo parent asks to connect by username: pending, nothing of the child revealed.
      await signIn(parent, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
      const asked = await askToConnect(parent, child.username);
      expect(asked.status()).toBe(201);
      const request = ((await asked.json()) as { data: { data: Record<string, unknown> } }).data.data;
      expect(request).toMatchObject({ status: 'pending', identifier: child.username });
      expect(request).not.toHaveProperty('child');
      await parent.getByText(`Waiting for ${child.username} to accept`).first().waitFor();
      await screenshot(parent, 'family-parent-request-pending');

      // --- The student sees the request in Settings and accepts it.
      await openTab(student.page, 'Settings');
      const panel = student.page.getByTestId('student-parents');
      await panel.getByTestId('connected-parents-empty').getByText('No parent is connected yet.').waitFor();
      const pending = panel.locator(`[data-testid="parent-request"][data-username="${DEMO_ACCOUNTS.parent.username}"]`);
      await pending.getByText('Elena Lopez (demo_parent)').waitFor();
      await screenshot(student.page, 'family-student-request');
      const accepted = student.page.waitForResponse(isCall('POST', /^\/api\/student\/parent-requests\/\d+\/accept$/));
      await pending.getByTestId('accept-parent-request').click();
      expect((await accepted).status()).toBe(200);
      await toast(student.page, 'Elena Lopez is now connected').waitFor();
      await pending.waitFor({ state: 'detached' });
      const connected = panel.locator(`[data-testid="connected-parent"][data-username="${DEMO_ACCOUNTS.parent.username}"]`);
      await connected.getByText(/^Connected since /).waitFor();
      await panel.getByTestId('parent-requests-empty').getByText('No requests waiting.').waitFor();
      await screenshot(student.page, 'family-student-connected');

      // --- The parent now sees the child and sends 20 tokens from the Budget tab.
      await parent.reload();
      await openTab(parent, 'Overview');
      await parent.getByText('Mia Rivers', { exact: true }).first().waitFor();
      // Each child card lists the child's classes and teachers: the demo student's class, none yet for Mia.
      const miaCard = parent.locator('article[aria-label="Mia Rivers"]');
      await miaCard.getByTestId('child-classes-empty').getByText('Not in a class yet.').waitFor();
      await parent.getByTestId('child-class').filter({ hasText: 'Maths Explorers' }).getByText('Teacher: Alan Brooks', { exact: false }).waitFor();
      // The class's subject by its label ('Math'), not by the category id ('math').
      await parent.getByTestId('child-class').filter({ hasText: 'Maths Explorers' }).getByText('Math · Grade 7 · Teacher: Alan Brooks', { exact: true }).waitFor();
      await screenshot(parent, 'family-parent-child-connected');

      await openTab(parent, 'Budget');
      const transferForm = parent.getByTestId('transfer-form');
      await transferForm.waitFor();
      await pickOption(parent, transferForm, 0, 'Mia Rivers');
      await transferForm.getByTestId('transfer-amount').fill('20');
      const transferred = parent.waitForResponse(isCall('POST', '/api/parent/transfer-tokens'));
      await transferForm.getByTestId('transfer-submit').click();
      await parent.getByTestId('transfer-confirm').getByText(/Send \d+ tokens? to /).waitFor();
      await parent.getByTestId('transfer-confirm-confirm').click();
      const transfer = await transferred;
      expect(transfer.status()).toBe(201);
      expect(((await transfer.json()) as { data: { data: { transfer: { amount: number } } } }).data.data.transfer.amount).toBe(20);
      await toast(parent, 'Transferred 20 tokens to Mia Rivers').waitFor();
      // The past transfers list shows it first (newest first), naming the child and the amount.
      const newestTransfer = parent.getByTestId('transfers-list').getByTestId('transfer-row').first();
      await newestTransfer.getByText('Mia Rivers', { exact: true }).waitFor();
      await newestTransfer.getByText('20 tokens', { exact: true }).waitFor();
      await screenshot(parent, 'family-parent-transferred');

      // --- The parent sets a goal for the child.
      const goalForm = parent.getByTestId('add-goal-form');
      await pickOption(parent, goalForm, 0, 'Mia Rivers');
      await goalForm.getByTestId('goal-title').fill('Practise fractions every day');
      await pickOption(parent, goalForm, 1, 'Study minutes');
      await goalForm.getByTestId('goal-target').fill('90');
      await goalForm.getByTestId('goal-due-date').fill('2030-06-30');
      const goalMade = parent.waitForResponse(isCall('POST', '/api/parent/goals'));
      await goalForm.getByTestId('add-goal-submit').click();
      expect((await goalMade).status()).toBe(201);
      await toast(parent, 'Goal added').waitFor();

      // --- The goals list sorts by its Goal column, both ways, the sort kept in the address through a reload.
      const goalsList = parent.getByTestId('parent-goals-list');
      await goalsList.getByTestId('parent-goal').filter({ hasText: 'Practise fractions every day' }).waitFor();
      const goalTitles = async () => (await goalsList.locator('[data-testid="parent-goal"] th').allTextContents()).map((title) => title.trim());
      const goalColumn = parent.getByTestId('parent-goals-panel').getByRole('columnheader', { name: 'Goal' });
      for (const [order, ariaSort] of [
        ['ASC', 'ascending'],
        ['DESC', 'descending'],
      ] as const) {
        const sorted = parent.waitForResponse((response) => isCall('GET', '/api/admin/goals')(response) && new URL(response.url()).searchParams.get('sort') === `["title","${order}"]`);
        await goalColumn.getByRole('button').click();
        expect((await sorted).status()).toBe(200);
        await parent.waitForURL((url) => url.searchParams.get('tab') === 'budget' && url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === order);
        await parent.locator(`th[aria-sort="${ariaSort}"]`).getByText('Goal', { exact: true }).waitFor();
        const byTitle = (titles: string[]) => [...titles].sort((a, b) => (order === 'ASC' ? 1 : -1) * a.toLowerCase().localeCompare(b.toLowerCase()));
        await waitUntil(async () => {
          const titles = await goalTitles();
          return titles.length > 1 && titles.join('|') === byTitle(titles).join('|');
        });
      }
      const descending = await goalTitles();
      await parent.reload();
      await parent.locator('th[aria-sort="descending"]').getByText('Goal', { exact: true }).waitFor();
      await waitUntil(async () => (await goalTitles()).join('|') === descending.join('|'));
      await screenshot(parent, 'family-parent-goals-sorted');

      // --- The child's balance rose by 20, and the goal shows on the dashboard.
      await student.page.reload();
      await openTab(student.page, 'Dashboard');
      expect(await headerTokens(student.page)).toBe(tokensBefore + 20);
      const goals = student.page.getByTestId('parent-goals');
      await goals.getByRole('heading', { name: 'Goals from your parents' }).waitFor();
      const goal = goals.getByTestId('parent-goal').filter({ hasText: 'Practise fractions every day' });
      await goal.getByTestId('parent-goal-kind').getByText('Study minutes', { exact: true }).waitFor();
      await goal.getByTestId('parent-goal-target').getByText('Target: 90 minutes', { exact: true }).waitFor();
      await goal.getByTestId('parent-goal-due').getByText('Due 30 Jun 2030', { exact: true }).waitFor();
      await goal.getByText('From Elena Lopez', { exact: false }).waitFor();
      await goal.getByTestId('parent-goal-state').getByText('In progress', { exact: true }).waitFor();
      await expect(goal.getAttribute('data-completed')).resolves.toBe('false');
      await screenshot(student.page, 'family-student-dashboard-goal');

      // --- The child wishes for a reward.
      await openTab(student.page, 'Wishlist');
      await student.page.getByTestId('wishlist-empty').getByTestId('wishlist-add-first').click();
      await student.page.getByTestId('wishlist-form-type').selectOption('reward');
      await student.page.getByTestId('wishlist-form-name').fill('Weekend museum trip');
      await student.page.getByTestId('wishlist-form-cost').fill('40');
      await student.page.getByTestId('wishlist-form-priority').selectOption('high');
      await student.page.getByTestId('wishlist-form-submit').click();
      await toast(student.page, 'Added to wishlist!').waitFor();
      const wish = student.page.getByTestId('wishlist-item').filter({ hasText: 'Weekend museum trip' });
      await expect(wish.getAttribute('data-approval')).resolves.toBe('pending');

      // --- The parent approves it in the wishlist table.
      await openTab(parent, 'Wishlist');
      const row = parent.getByRole('row').filter({ hasText: 'Weekend museum trip' });
      await row.waitFor();
      await row.getByText('Mia Rivers').first().waitFor();
      await screenshot(parent, 'family-parent-wishlist');
      await row.getByRole('button', { name: /^Approve/ }).click();
      const decision = parent.getByTestId('wishlist-decision-dialog');
      await decision.getByTestId('wishlist-decision-note').fill('Enjoy the dinosaurs!');
      const approved = parent.waitForResponse(isCall('POST', /^\/api\/(admin|parent)\/wishlist\/\d+\/approve$/));
      await decision.getByTestId('wishlist-decision-confirm').click();
      expect((await approved).status()).toBeLessThan(300);
      await decision.waitFor({ state: 'hidden' });
      await row.getByText(/approved/i).first().waitFor();
      await screenshot(parent, 'family-parent-approved');

      // --- The child sees the decision.
      await student.page.reload();
      await openTab(student.page, 'Wishlist');
      await wish.getByTestId('wishlist-approval').getByText('Parent approved this item').waitFor();
      await wish.getByTestId('wishlist-approval-note').getByText('Enjoy the dinosaurs!', { exact: false }).waitFor();
      await expect(wish.getAttribute('data-approval')).resolves.toBe('approved');
      await screenshot(student.page, 'family-student-approved');

      // --- The parent marks the goal complete; the child's card says so.
      await openTab(parent, 'Budget');
      const parentGoal = parent.getByTestId('parent-goals-list').getByTestId('parent-goal').filter({ hasText: 'Practise fractions every day' });
      const completed = parent.waitForResponse(isCall('POST', /^\/api\/parent\/goals\/\d+\/complete$/));
      await parentGoal.getByTestId('complete-goal').click();
      expect((await completed).status()).toBeLessThan(300);
      await toast(parent, 'Goal completed').waitFor();
      await student.page.reload();
      await openTab(student.page, 'Dashboard');
      await goal.getByTestId('parent-goal-state').getByText('Completed', { exact: true }).waitFor();
      await expect(goal.getAttribute('data-completed')).resolves.toBe('true');
      await goal.getByText(/Completed on \d{1,2} \w{3} \d{4}/).waitFor();
    } finally {
      await student.context.close();
    }
  });

  it('on a 360 px phone finds a wish by its name, keeps the search through a reload, and approves it from its card without scrolling sideways', async () => {
    const context = await newContext(session.browser, session.server.baseUrl, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const phone = await context.newPage();
      await signIn(phone, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
      await phone.goto('/parent/dashboard?tab=wishlist');
      const list = phone.getByTestId('wishlist-list');
      await list.waitFor();
      const searched = phone.waitForResponse((response) => isCall('GET', '/api/admin/wishlist')(response) && /sketch/i.test(new URL(response.url()).searchParams.get('filter') ?? ''));
      await phone.getByTestId('wishlist-search').getByRole('textbox').fill('sketch');
      await searched;
      await phone.waitForURL((url) => url.searchParams.get('tab') === 'wishlist' && /sketch/.test(url.searchParams.get('filter') ?? ''));
      const card = list.getByTestId('wishlist-row').filter({ hasText: 'Sketchbook and drawing pencils' });
      await card.waitFor();
      await expect(list.getByTestId('wishlist-row').count()).resolves.toBe(1);

      // The address keeps the search: a reload shows the same single card, the box still filled.
      await phone.reload();
      await card.waitFor();
      await expect(phone.getByTestId('wishlist-search').getByRole('textbox').inputValue()).resolves.toBe('sketch');
      await expect(list.getByTestId('wishlist-row').count()).resolves.toBe(1);
      await expect(phone.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(360);
      await card.getByText('Maya Lopez', { exact: false }).waitFor();
      await screenshot(phone, 'family-parent-wishlist-phone');

      const approve = card.getByTestId('wishlist-approve');
      const box = await approve.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      await approve.click();
      const decision = phone.getByTestId('wishlist-decision-dialog');
      const approved = phone.waitForResponse(isCall('POST', /^\/api\/admin\/wishlist\/\d+\/approve$/));
      await decision.getByTestId('wishlist-decision-confirm').click();
      expect((await approved).status()).toBeLessThan(300);
      await card.getByTestId('wishlist-status').getByText('Approved', { exact: true }).waitFor();
      await expect(phone.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(360);
      await screenshot(phone, 'family-parent-wishlist-phone-approved');
    } finally {
      await context.close();
    }
  });

  it('gives a new parent a link code that connects at once, removes them, then declines their request', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.baseUrl });
    const student = session.page;
    const child = newAccount('student', { firstName: 'Noah', lastName: 'Brook' });
    const grown = newAccount('parent', { firstName: 'Ines', lastName: 'Brook' });
    const parent = await secondBrowser(session);
    try {
      await registerAndSignIn(student, child);
      await openTab(student, 'Settings');
      const panel = student.getByTestId('student-parents');
      await panel.getByTestId('parent-requests-empty').waitFor();

      // --- The code: 8 characters without look-alikes, a copy button, 15 minutes on the clock.
      const made = student.waitForResponse(isCall('POST', '/api/student/parent-link-code'));
      await panel.getByTestId('parent-link-code-make').click();
      expect((await made).status()).toBe(201);
      const shown = panel.getByTestId('parent-link-code');
      await shown.waitFor();
      const code = String(await shown.getAttribute('data-code'));
      expect(code).toMatch(new RegExp(`^[${LINK_CODE_ALPHABET}]{${LINK_CODE_LENGTH}}$`));
      await expect(shown.textContent()).resolves.toBe(code);
      const countdown = panel.getByTestId('parent-link-code-countdown');
      await countdown.getByText(/^Expires in 1[45]:\d\d$/).waitFor();
      const secondsLeft = Number(await countdown.getAttribute('data-seconds-left'));
      expect(secondsLeft).toBeGreaterThan(14 * 60);
      expect(secondsLeft).toBeLessThanOrEqual(15 * 60);
      // It counts down while the page shows.
      await student.waitForFunction(
        (before) => Number(document.querySelector('[data-testid="parent-link-code-countdown"]')?.getAttribute('data-seconds-left')) < before,
        secondsLeft,
      );
      await panel.getByTestId('parent-link-code-copy').click();
      await toast(student, 'Link code copied').waitFor();
      expect(String(await student.evaluate('navigator.clipboard.readText()'))).toBe(code);
      await screenshot(student, 'family-student-link-code');

      // --- A parent types it: connected at once.
      await registerAndSignIn(parent.page, grown);
      const linked = await askToConnect(parent.page, code.toLowerCase(), 'code');
      expect(linked.status()).toBe(201);
      const answer = ((await linked.json()) as { data: { data: { status: string; child: { username: string } } } }).data.data;
      expect(answer).toMatchObject({ status: 'connected', child: { username: child.username } });
      await parent.page.getByText('Noah Brook', { exact: true }).first().waitFor();

      // The student's list shows the new parent (it is read again while a code is live).
      const connected = panel.locator(`[data-testid="connected-parent"][data-username="${grown.username}"]`);
      await connected.getByText(`Ines Brook (${grown.username})`).waitFor({ timeout: 20_000 });

      // --- Remove, after a confirmation (Cancel first keeps the link).
      await connected.getByTestId('remove-parent').click();
      const confirm = student.getByTestId('remove-parent-dialog');
      await confirm.getByText('Remove Ines Brook? They will no longer see your progress or your wishlist.').waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await connected.waitFor();
      await connected.getByTestId('remove-parent').click();
      const removed = student.waitForResponse(isCall('DELETE', /^\/api\/student\/parents\/\d+$/));
      await confirm.getByTestId('remove-parent-confirm').click();
      expect((await removed).status()).toBe(200);
      await toast(student, 'Ines Brook was removed').waitFor();
      await connected.waitFor({ state: 'detached' });
      await panel.getByTestId('connected-parents-empty').waitFor();

      // --- The same parent asks by username; the student declines; asking again is refused.
      const asked = await askToConnect(parent.page, child.username);
      expect(asked.status()).toBe(201);
      await student.reload();
      await openTab(student, 'Settings');
      const request = panel.locator(`[data-testid="parent-request"][data-username="${grown.username}"]`);
      await request.waitFor();
      // Keyboard: Tab from Accept reaches Decline, Enter presses it.
      await request.getByTestId('accept-parent-request').focus();
      await student.keyboard.press('Tab');
      const declined = student.waitForResponse(isCall('POST', /^\/api\/student\/parent-requests\/\d+\/decline$/));
      await student.keyboard.press('Enter');
      expect((await declined).status()).toBe(200);
      await toast(student, 'You declined the request of Ines Brook').waitFor();
      await request.waitFor({ state: 'detached' });

      const again = await askToConnect(parent.page, child.username);
      expect(again.status()).toBe(409);
      await parent.page.getByTestId('connect-child-error').getByText('Failed to connect child: This student declined your request.').waitFor();
      await screenshot(parent.page, 'family-parent-declined');
    } finally {
      await parent.context.close();
    }
  });
});

/** Picks an entry of the form's `index`-th menu field (an MUI select). */
async function pickOption(page: Page, form: Locator, index: number, name: string): Promise<void> {
  await form.getByRole('combobox').nth(index).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
