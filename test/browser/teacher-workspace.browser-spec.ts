import { readFileSync } from 'node:fs';
import type { Locator, Page, Response } from 'playwright-core';
import { describeInBrowser, newContext, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, registerThroughWizard, signIn, openTab, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { querySelector(selector: string): { value?: string } | null };

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

/** Whether the element has the keyboard focus. */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);

const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });
const libraryCard = (page: Page, title: string) => page.getByTestId('library-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const classCard = (page: Page, name: string) => page.getByTestId('class-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens a class card's menu and picks an entry. */
async function pickFromMenu(page: Page, card: Locator, item: string): Promise<void> {
  await card.getByTestId('class-menu').click();
  await page.getByTestId(`class-menu-${item}`).click();
}

/** Shows the classes as cards (the table is the first view); the choice is remembered. */
async function showClassCards(page: Page): Promise<void> {
  await page.getByTestId('classes-view-cards').click();
  await page.locator('[data-testid="classes-view-cards"][aria-pressed="true"]').waitFor();
}

/** Shows the content library as cards (the table is the first view on wide screens); the choice is remembered. */
async function showLibraryCards(page: Page): Promise<void> {
  await page.getByTestId('library-view-cards').click();
  await page.locator('[data-testid="library-view-cards"][aria-pressed="true"]').waitFor();
}

/** The sort a column header announces (aria-sort), or null. */
const ariaSort = (page: Page, column: string) => page.getByRole('columnheader', { name: column }).getAttribute('aria-sort');

/** Registers a new account through the wizard, which signs it in; answers the username. */
async function registerAndSignIn(page: Page, role: Role): Promise<string> {
  const account = newAccount(role);
  await registerThroughWizard(page, account);
  return account.username;
}

describeInBrowser('the teacher workspace, end to end', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('manages content, opens a class a student joins with its code, reads its analytics, exports the roster and removes the student', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.baseUrl });
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');

    // --- Content Library: create, edit, delete a content item (in the cards view).
    await openTab(page, 'Content Library');
    await showLibraryCards(page);
    await page.getByTestId('library-card').first().waitFor();
    await page.getByTestId('library-create').click();
    const form = page.getByTestId('content-form-dialog');
    // Saved empty: nothing is sent, the two required fields say so, and the marks follow the typing.
    await form.getByTestId('content-save-draft').click();
    await form.getByTestId('content-form-error').getByText('Fix the marked fields, then save again.').waitFor();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Description is required').waitFor();
    await form.getByTestId('content-title').fill('Fractions in the Kitchen');
    await form.getByText('Title is required').waitFor({ state: 'detached' });
    await form.getByTestId('content-description').fill('Halves, thirds and quarters with a recipe for pancakes.');
    await form.getByTestId('content-duration').fill('75');
    const created = page.waitForResponse(isCall('POST', '/api/content-items'));
    await form.getByTestId('content-save-draft').click();
    expect((await created).status()).toBe(201);
    await toast(page, '"Fractions in the Kitchen" was saved as a draft: only you can see it').waitFor();
    const item = libraryCard(page, 'Fractions in the Kitchen');
    await item.getByTestId('library-duration').getByText('1h 15m', { exact: false }).waitFor();
    await screenshot(page, 'teacher-content-created');

    await item.getByTestId('library-edit').click();
    await form.getByTestId('content-title').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="content-title"]')?.value === 'Fractions in the Kitchen');
    await form.getByTestId('content-title').fill('Fractions in the Kitchen, revised');
    const updated = page.waitForResponse(isCall('PUT', /^\/api\/content-items\/\d+$/));
    await form.getByTestId('content-save-draft').click();
    expect((await updated).status()).toBe(200);
    await toast(page, '"Fractions in the Kitchen, revised" was saved as a draft: only you can see it').waitFor();
    const revised = libraryCard(page, 'Fractions in the Kitchen, revised');
    await revised.waitFor();

    await revised.getByTestId('library-delete').click();
    const confirmDelete = page.getByTestId('delete-content-dialog');
    await confirmDelete.getByText('Are you sure you want to delete this content?').waitFor();
    await confirmDelete.getByTestId('delete-content-confirm').click();
    await toast(page, '"Fractions in the Kitchen, revised" was deleted').waitFor();
    await revised.waitFor({ state: 'detached' });

    // --- Classes: the demo classes, then a new one (in the cards view, which the workspace remembers).
    await openTab(page, 'Classes');
    await page.getByRole('heading', { name: 'My Classes', exact: true }).waitFor();
    await showClassCards(page);
    await classCard(page, 'Maths Explorers').waitFor();
    const totalBefore = Number(await page.getByTestId('classes-total-value').textContent());
    expect(totalBefore).toBeGreaterThanOrEqual(2);
    // The demo's maths class: its first 6 students as chips, then '+N more'.
    const maths = classCard(page, 'Maths Explorers');
    // The subject shows by its label ('math' is the Math category), not by its id.
    await maths.getByTestId('class-subject-grade').getByText('Math · Grade 7', { exact: true }).waitFor();
    const mathsStudents = Number(await maths.getByTestId('class-student-count').textContent());
    expect(mathsStudents).toBeGreaterThan(6);
    await expect(maths.getByTestId('class-student-chip').count()).resolves.toBe(6);
    await maths.getByTestId('class-more-students').getByText(`+${mathsStudents - 6} more`, { exact: true }).waitFor();
    await screenshot(page, 'teacher-classes');
    // View all reads every student of the class from its students resource; Hide folds them away.
    const roster = page.waitForResponse(isCall('GET', /^\/api\/admin\/classes\/\d+\/students$/));
    await maths.getByTestId('class-view-all').click();
    expect((await roster).status()).toBe(200);
    await maths.getByTestId('class-student-row').nth(mathsStudents - 1).waitFor();
    await expect(maths.getByTestId('class-student-row').count()).resolves.toBe(mathsStudents);
    await maths.getByTestId('class-view-all').click();
    await maths.getByTestId('class-student-list').waitFor({ state: 'detached' });

    await page.getByTestId('new-class-button').click();
    const newClass = page.getByTestId('new-class-form');
    await expect(newClass.getByTestId('class-create').isDisabled()).resolves.toBe(true);
    await newClass.getByTestId('class-name').fill('   ');
    await expect(newClass.getByTestId('class-create').isDisabled()).resolves.toBe(true);
    await newClass.getByTestId('class-name').fill('Weekend Fractions Club');
    await newClass.getByTestId('class-subject').fill('math');
    await newClass.getByTestId('class-grade').fill('Grade 6');
    await newClass.getByTestId('class-capacity').fill('12');
    await newClass.getByTestId('class-description').fill('Saturday puzzles with fractions.');
    const createdClass = page.waitForResponse(isCall('POST', '/api/admin/classes'));
    await newClass.getByTestId('class-create').click();
    const createdAnswer = await createdClass;
    expect(createdAnswer.status()).toBe(201);
    const classRecord = (await createdAnswer.json()) as { id: number; joinCode: string; capacity: number; isActive: boolean };
    expect(classRecord).toMatchObject({ capacity: 12, isActive: true });
    expect(classRecord.joinCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await toast(page, 'Class created').waitFor();
    await newClass.waitFor({ state: 'detached' });
    const card = classCard(page, 'Weekend Fractions Club');
    await card.getByTestId('class-status').getByText('Active').waitFor();
    await card.getByTestId('class-no-students').getByText('No students yet').waitFor();
    await page.getByTestId('classes-total-value').getByText(String(totalBefore + 1), { exact: true }).waitFor();

    // The join code copies itself.
    const codeButton = card.getByTestId('class-join-code');
    expect(await codeButton.getAttribute('data-code')).toBe(classRecord.joinCode);
    await codeButton.click();
    await toast(page, 'Join code copied').waitFor();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toBe(classRecord.joinCode);
    await screenshot(page, 'teacher-class-created');

    // --- A student joins with the code, in a browser of their own.
    const studentContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const student = await studentContext.newPage();
      await signIn(student, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
      await openTab(student, 'Settings');
      const panel = student.getByTestId('student-classes');
      await panel.getByTestId('student-class').first().waitFor();
      await panel.getByTestId('join-class-code').fill(` ${copied.toLowerCase()} `);
      const joined = student.waitForResponse(isCall('POST', '/api/student/classes/join'));
      await panel.getByTestId('join-class-submit').click();
      expect((await joined).status()).toBe(201);
      await panel.getByTestId('join-class-success').getByText('You joined Weekend Fractions Club!').waitFor();
      await panel.getByTestId('student-class').filter({ hasText: 'Weekend Fractions Club' }).waitFor();
      await screenshot(student, 'teacher-student-joined');

      // The same code again: the server's message.
      await panel.getByTestId('join-class-code').fill(copied);
      await panel.getByTestId('join-class-submit').click();
      await panel.getByText('You are already in this class.').first().waitFor();
    } finally {
      await studentContext.close();
    }

    // --- The teacher sees the student in the class.
    await openTab(page, 'Dashboard');
    await openTab(page, 'Classes');
    await card.getByTestId('class-student-chip').getByText('@demo_student').waitFor();
    await card.getByTestId('class-student-count').getByText('1', { exact: true }).waitFor();
    await card.getByTestId('class-active-count').getByText('1', { exact: true }).waitFor();
    await screenshot(page, 'teacher-class-with-student');

    // --- Its analytics: the name opens the Analytics tab with the class chosen; none yet, then 'Create analytics'.
    await card.getByTestId('class-name-link').click();
    const analyticsPanel = page.getByTestId('class-analytics-panel');
    await analyticsPanel.getByTestId('class-analytics-detail').waitFor();
    expect(await analyticsPanel.getByTestId('class-analytics-select').inputValue()).toBe(String(classRecord.id));
    await analyticsPanel.getByTestId('class-tile-students-value').getByText('1', { exact: true }).waitFor();
    await analyticsPanel.getByTestId('class-tile-usage-value').getByText('8%', { exact: true }).waitFor();
    await analyticsPanel.getByText('No analytics found for Weekend Fractions Club').waitFor();
    await analyticsPanel.getByTestId('class-students-list').getByRole('heading', { name: 'Students in Weekend Fractions Club' }).waitFor();
    await analyticsPanel.locator('[data-testid="class-student"][data-username="demo_student"]').waitFor();
    const computed = page.waitForResponse(isCall('POST', '/api/class-analytics'));
    await analyticsPanel.getByTestId('create-class-analytics').click();
    expect((await computed).status()).toBe(201);
    await analyticsPanel.locator('[data-testid="top-performer"][data-username="demo_student"]').waitFor();
    await analyticsPanel.getByTestId('class-subjects').waitFor();
    await analyticsPanel.getByTestId('class-analytics-missing').waitFor({ state: 'detached' });
    await analyticsPanel.scrollIntoViewIfNeeded();
    await screenshot(page, 'teacher-class-analytics');

    // The choice is remembered; Clear forgets it.
    await page.reload();
    await page.getByTestId('class-analytics-panel').getByTestId('class-analytics-detail').waitFor();
    expect(await page.getByTestId('class-analytics-select').inputValue()).toBe(String(classRecord.id));
    await page.getByTestId('class-analytics-clear').click();
    await page.getByTestId('class-analytics-pick').waitFor();

    // --- The roster as CSV.
    await openTab(page, 'Classes');
    await card.getByTestId('class-student-chip').first().waitFor();
    const download = page.waitForEvent('download');
    await pickFromMenu(page, card, 'export');
    const file = await download;
    expect(file.suggestedFilename()).toBe('weekend-fractions-club-roster.csv');
    const csv = readFileSync((await file.path())!, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toBe('username,first name,last name,level,rank,xp,last active,joined');
    expect(csv).toHaveLength(2);
    expect(csv[1].startsWith('demo_student,')).toBe(true);

    // --- Remove the student (View all, then the confirmation).
    await card.getByTestId('class-view-all').click();
    await card.locator('[data-testid="class-student-row"][data-username="demo_student"]').getByTestId('class-remove-student').click();
    const removeDialog = page.getByTestId('remove-student-dialog');
    await removeDialog.getByText('Remove Maya Lopez from Weekend Fractions Club?', { exact: false }).waitFor();
    await screenshot(page, 'teacher-remove-student');
    const removed = page.waitForResponse(isCall('DELETE', new RegExp(`^/api/admin/classes/${classRecord.id}/students/\\d+$`)));
    await removeDialog.getByTestId('remove-student-dialog-confirm').click();
    expect((await removed).status()).toBe(200);
    await toast(page, 'Student removed').waitFor();
    await card.getByTestId('class-no-students').waitFor();

    // --- Invite them back by username: an invitation, the same answer for a name that is nobody's.
    await pickFromMenu(page, card, 'add-student');
    const addDialog = page.getByTestId('add-student-dialog');
    await expect(addDialog.getByTestId('add-student-submit').isDisabled()).resolves.toBe(true);
    await addDialog.getByTestId('add-student-username').fill('nobody_by_that_name');
    await addDialog.getByTestId('add-student-submit').click();
    await addDialog.getByTestId('add-student-sent').getByText('Invitation sent to nobody_by_that_name.', { exact: false }).waitFor();
    await addDialog.getByTestId('add-student-username').fill('  demo_student  ');
    const added = page.waitForRequest(isCallRequest('POST', `/api/admin/classes/${classRecord.id}/add-student-by-username`));
    await addDialog.getByTestId('add-student-submit').click();
    expect((await added).postDataJSON()).toEqual({ username: 'demo_student' });
    await addDialog.getByTestId('add-student-sent').getByText('Invitation sent to demo_student.', { exact: false }).waitFor();
    await toast(page, 'Invitation sent').first().waitFor();
    await screenshot(page, 'teacher-invitation-sent');
    await addDialog.getByTestId('add-student-close').click();
    await addDialog.waitFor({ state: 'detached' });
    // Until they accept, the class shows only what was typed.
    const invited = card.getByTestId('class-invitations');
    await invited.locator('[data-testid="class-invitation"][data-invited-as="demo_student"]').waitFor();
    await invited.locator('[data-testid="class-invitation"][data-invited-as="nobody_by_that_name"]').waitFor();
    await card.getByTestId('class-no-students').waitFor();
    await screenshot(page, 'teacher-class-invitations');
    const withdrawn = page.waitForResponse(isCall('DELETE', new RegExp(`^/api/admin/classes/${classRecord.id}/invitations/\\d+$`)));
    await invited.locator('[data-testid="class-invitation"][data-invited-as="nobody_by_that_name"]').getByTestId('class-invitation-withdraw').click();
    expect((await withdrawn).status()).toBe(200);
    await toast(page, 'Invitation withdrawn').waitFor();
    await invited.locator('[data-testid="class-invitation"][data-invited-as="nobody_by_that_name"]').waitFor({ state: 'detached' });

    // The student accepts in Settings, where the invitation shows the class and its teacher.
    const invitedContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const student = await invitedContext.newPage();
      await signIn(student, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
      await openTab(student, 'Settings');
      const invitation = student.getByTestId('class-invitation').filter({ hasText: 'Weekend Fractions Club' });
      await invitation.waitFor();
      await screenshot(student, 'student-class-invitation');
      const accepted = student.waitForResponse(isCall('POST', /^\/api\/student\/class-invitations\/\d+\/accept$/));
      await invitation.getByTestId('accept-class-invitation').click();
      expect((await accepted).status()).toBe(200);
      await student.getByTestId('student-class').filter({ hasText: 'Weekend Fractions Club' }).waitFor();
      await student.getByTestId('class-invitations-empty').waitFor();
    } finally {
      await invitedContext.close();
    }
    await openTab(page, 'Dashboard');
    await openTab(page, 'Classes');
    await card.getByTestId('class-student-chip').getByText('@demo_student').waitFor();
    await card.getByTestId('class-invitations').waitFor({ state: 'detached' });

    await pickFromMenu(page, card, 'toggle');
    await toast(page, 'Class deactivated').waitFor();
    await card.getByTestId('class-status').getByText('Inactive').waitFor();
    await pickFromMenu(page, card, 'toggle');
    await toast(page, 'Class activated').waitFor();
    await card.getByTestId('class-status').getByText('Active', { exact: true }).waitFor();

    await pickFromMenu(page, card, 'new-code');
    const newCode = page.getByTestId('new-code-dialog');
    await newCode.getByText('Give Weekend Fractions Club a new join code? The current code stops working at once.').waitFor();
    await newCode.getByTestId('new-code-dialog-confirm').click();
    await toast(page, 'Join code regenerated').waitFor();
    await page.waitForFunction((old) => document.querySelector(`[data-testid="class-join-code"][data-code="${old}"]`) === null, classRecord.joinCode);

    // Edit: the capacity may not fall below the students; a new name is saved.
    await pickFromMenu(page, card, 'edit');
    const edit = page.getByTestId('edit-class-dialog');
    await page.waitForFunction(() => document.querySelector('[data-testid="edit-class-dialog"] [data-testid="class-name"]')?.value === 'Weekend Fractions Club');
    await edit.getByTestId('class-name').fill('Weekend Fractions Club (Saturdays)');
    await edit.getByTestId('class-capacity').fill('20');
    await edit.getByTestId('class-save').click();
    await toast(page, 'Class updated').waitFor();
    const renamed = classCard(page, 'Weekend Fractions Club (Saturdays)');
    await renamed.getByTestId('class-capacity').getByText('20', { exact: true }).waitFor();

    // Delete with its confirmation.
    await pickFromMenu(page, renamed, 'delete');
    const deleteDialog = page.getByTestId('delete-class-dialog');
    await deleteDialog.getByText('Delete Weekend Fractions Club (Saturdays)? This cannot be undone.').waitFor();
    await deleteDialog.getByTestId('delete-class-dialog-confirm').click();
    await toast(page, 'Class deleted').waitFor();
    await renamed.waitFor({ state: 'detached' });
    await page.getByTestId('classes-total-value').getByText(String(totalBefore), { exact: true }).waitFor();
    await screenshot(page, 'teacher-classes-after');
  });

  it('sorts and searches the classes table and the students, and the address keeps both through a reload and Back', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    await openTab(page, 'Classes');
    const table = page.getByTestId('classes-table');
    await table.waitFor();
    await expect(ariaSort(page, 'Created')).resolves.toBe('descending');

    // Sort by name: the header says so and the address keeps it.
    const sorted = page.waitForResponse((response) => isCall('GET', '/api/admin/classes')(response) && new URL(response.url()).searchParams.get('sort') === '["name","ASC"]');
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await sorted;
    await page.waitForURL((url) => url.searchParams.get('tab') === 'classes' && url.searchParams.get('sort') === 'name' && url.searchParams.get('order') === 'ASC');
    await expect(ariaSort(page, 'Name')).resolves.toBe('ascending');
    const names = await table.getByTestId('class-name-link').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));

    // Search: one class left, and the address holds the words too.
    await page.getByTestId('classes-search').getByRole('textbox').fill('maths');
    await page.waitForURL((url) => /maths/.test(url.searchParams.get('filter') ?? ''));
    await table.getByTestId('class-name-link').filter({ hasText: 'Maths Explorers' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="classes-table"] tbody tr:nth-child(2)') === null);
    // A row opens on the class's roster.
    await table.getByRole('button', { name: /^Show the \d+ students of Maths Explorers$/ }).click();
    await table.getByTestId('class-row-roster').locator('[data-testid="class-student-row"][data-username="liam_chen"]').waitFor();
    // The roster sorts and searches on the server: most XP first, then one name.
    const roster = table.getByTestId('class-row-roster');
    const sortedRoster = page.waitForResponse((response) => /^\/api\/admin\/classes\/\d+\/students$/.test(new URL(response.url()).pathname) && new URL(response.url()).searchParams.get('sort') === '["xp","DESC"]');
    await roster.getByTestId('class-roster-sort').selectOption('xp');
    await sortedRoster;
    await page.waitForFunction(() => {
      const rows = [...(document as unknown as { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> }).querySelectorAll('[data-testid="class-row-roster"] [data-testid="class-student-row"]')];
      const xp = rows.map((row) => Number(/([\d,]+) XP/.exec(row.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN));
      return xp.length > 1 && xp.every((value, index) => index === 0 || value <= xp[index - 1]);
    });
    await roster.getByTestId('class-roster-search').fill('liam');
    await roster.locator('[data-testid="class-student-row"][data-username="liam_chen"]').waitFor();
    await page.waitForFunction(() => (document as unknown as { querySelectorAll(selector: string): { length: number } }).querySelectorAll('[data-testid="class-row-roster"] [data-testid="class-student-row"]').length === 1);
    await screenshot(page, 'teacher-classes-table');

    // A reload keeps the tab, the sort and the search.
    await page.reload();
    await table.getByTestId('class-name-link').filter({ hasText: 'Maths Explorers' }).waitFor();
    await expect(page.getByTestId('classes-search').getByRole('textbox').inputValue()).resolves.toBe('maths');
    await expect(ariaSort(page, 'Name')).resolves.toBe('ascending');

    // The Students tab searches in the address of its own; Back returns to the classes as they were.
    await openTab(page, 'Students');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'students' && url.searchParams.get('filter') === null);
    await page.getByTestId('enrollment-row').first().waitFor();
    await page.getByTestId('students-search').getByRole('textbox').fill('Maya');
    await page.waitForURL((url) => /Maya/.test(url.searchParams.get('filter') ?? ''));
    await page.getByTestId('students-count').waitFor();
    const rows = page.getByTestId('enrollment-row');
    await rows.first().getByText('Maya Lopez').waitFor();
    // The rows of the list before the search may still show while its answer arrives.
    await rows.filter({ hasNotText: 'Maya Lopez' }).first().waitFor({ state: 'detached' });
    await expect(rows.filter({ hasNotText: 'Maya Lopez' }).count()).resolves.toBe(0);
    await page.reload();
    await rows.first().getByText('Maya Lopez').waitFor();
    await expect(page.getByTestId('students-search').getByRole('textbox').inputValue()).resolves.toBe('Maya');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'students' && url.searchParams.get('filter') === null);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'classes');
    await table.getByTestId('class-name-link').filter({ hasText: 'Maths Explorers' }).waitFor();
    await expect(ariaSort(page, 'Name')).resolves.toBe('ascending');

    // The content library sorts on the server by a column header: the header and the address say so, and a reload keeps it with the type filter.
    await openTab(page, 'Content Library');
    const library = page.getByTestId('library-table');
    const libraryTitles = library.getByTestId('library-row-title');
    await libraryTitles.first().waitFor();
    await expect(ariaSort(page, 'Created')).resolves.toBe('descending');
    const librarySorted = (sort: string) => (response: Response) => isCall('GET', '/api/admin/content')(response) && new URL(response.url()).searchParams.get('sort') === sort;
    /** The titles shown are the server's answer, in its order. */
    const showsAnswer = async (answer: Response) => {
      const expected = ((await answer.json()) as Array<{ title: string }>).map((record) => record.title);
      expect(expected.length).toBeGreaterThan(1);
      await page.waitForFunction(
        (titles) =>
          JSON.stringify(
            [...(document as unknown as { querySelectorAll(selector: string): Iterable<{ textContent: string | null }> }).querySelectorAll('[data-testid="library-table"] [data-testid="library-row-title"]')].map(
              (cell) => cell.textContent,
            ),
          ) === JSON.stringify(titles),
        expected,
      );
      return expected;
    };
    const titleUp = page.waitForResponse(librarySorted('["title","ASC"]'));
    await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    const upAnswer = await titleUp;
    expect(upAnswer.status()).toBe(200);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'content' && url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === 'ASC');
    await expect(ariaSort(page, 'Title')).resolves.toBe('ascending');
    await expect(ariaSort(page, 'Created')).resolves.toBeNull();
    const up = await showsAnswer(upAnswer);
    // The Order choice names the same order ('Title A–Z').
    await expect(page.getByTestId('library-sort').inputValue()).resolves.toBe('title');
    const titleDown = page.waitForResponse(librarySorted('["title","DESC"]'));
    await page.getByRole('columnheader', { name: 'Title' }).getByRole('button').click();
    const downAnswer = await titleDown;
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title' && url.searchParams.get('order') === 'DESC');
    await expect(ariaSort(page, 'Title')).resolves.toBe('descending');
    const down = await showsAnswer(downAnswer);
    // The first page from the other end (the demo teacher has more than a page).
    expect(down[0]).not.toBe(up[0]);
    expect(down[0]!.toLowerCase() >= up[0]!.toLowerCase()).toBe(true);
    const quizzes = page.waitForResponse((response) => librarySorted('["title","DESC"]')(response) && /quiz/.test(new URL(response.url()).searchParams.get('filter') ?? ''));
    await page.getByTestId('library-type').selectOption('quiz');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'content' && url.searchParams.get('sort') === 'title' && /quiz/.test(url.searchParams.get('filter') ?? ''));
    await showsAnswer(await quizzes);
    await screenshot(page, 'teacher-library-table');
    const reloaded = page.waitForResponse((response) => librarySorted('["title","DESC"]')(response) && /quiz/.test(new URL(response.url()).searchParams.get('filter') ?? ''));
    await page.reload();
    const reloadedAnswer = await reloaded;
    await showsAnswer(reloadedAnswer);
    await expect(ariaSort(page, 'Title')).resolves.toBe('descending');
    await expect(page.getByTestId('library-type').inputValue()).resolves.toBe('quiz');
    expect(((await reloadedAnswer.json()) as Array<{ type: string }>).every((record) => record.type === 'quiz')).toBe(true);

    // A phone shows cards, one under another, in the same order, and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByTestId('library-card').first().waitFor();
    await expect(library.count()).resolves.toBe(0);
    const cardTitles = await page.getByTestId('library-card').getByRole('heading').allTextContents();
    expect(cardTitles).toEqual(((await reloadedAnswer.json()) as Array<{ title: string }>).map((record) => record.title));
    const widths = await page.evaluate(() => {
      const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
      return [root.scrollWidth, root.clientWidth];
    });
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await screenshot(page, 'teacher-library-phone');
  });

  it('sorts the students on the server by a column header, by mouse or keyboard, and the address keeps the sort through a reload and Back', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    await openTab(page, 'Students');
    const rows = page.getByTestId('enrollment-row');
    await rows.first().waitFor();
    const sortedBy = (sort: string, order: string) => (response: Response) =>
      isCall('GET', '/api/teacher/enrollments')(response) && new URL(response.url()).searchParams.get('sort') === sort && new URL(response.url()).searchParams.get('order') === order;
    const inAddress = (sort: string, order: string) => page.waitForURL((url) => url.searchParams.get('tab') === 'students' && url.searchParams.get('sort') === sort && url.searchParams.get('order') === order);
    /** Whether the progress bars of the rows shown go down (or up) the page. */
    const progressShown = (descending: boolean) =>
      page.waitForFunction((down) => {
        const bars = [...(document as unknown as { querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }> }).querySelectorAll('[data-testid="enrollment-row"] [role="progressbar"]')];
        const values = bars.map((bar) => Number(bar.getAttribute('aria-valuenow')));
        return values.length > 1 && values.every((value, index) => index === 0 || (down ? value <= values[index - 1]! : value >= values[index - 1]!));
      }, descending);

    // A click on Student sorts by name on the server; the header says so and the address keeps it.
    const byStudent = page.waitForResponse(sortedBy('student', 'asc'));
    await page.getByRole('columnheader', { name: 'Student' }).getByRole('button').click();
    expect((await byStudent).status()).toBe(200);
    await inAddress('student', 'ASC');
    await expect(ariaSort(page, 'Student')).resolves.toBe('ascending');

    // The keyboard sorts too: Enter on Progress sorts up, again sorts down.
    await page.getByRole('columnheader', { name: 'Progress' }).getByRole('button').focus();
    const progressUp = page.waitForResponse(sortedBy('progress', 'asc'));
    await page.keyboard.press('Enter');
    await progressUp;
    await inAddress('progress', 'ASC');
    await progressShown(false);
    const progressDown = page.waitForResponse(sortedBy('progress', 'desc'));
    await page.keyboard.press('Enter');
    const answer = (await (await progressDown).json()) as { data: Array<{ progress: number }> };
    expect(answer.data.map((row) => row.progress)).toEqual([...answer.data.map((row) => row.progress)].sort((a, b) => b - a));
    await inAddress('progress', 'DESC');
    await progressShown(true);
    await expect(ariaSort(page, 'Progress')).resolves.toBe('descending');
    await expect(ariaSort(page, 'Student')).resolves.toBeNull();

    // A reload asks the server for the same order and shows it.
    const reloaded = page.waitForResponse(sortedBy('progress', 'desc'));
    await page.reload();
    await reloaded;
    await rows.first().waitFor();
    await progressShown(true);
    await expect(ariaSort(page, 'Progress')).resolves.toBe('descending');

    // Back returns to the order before.
    await page.goBack();
    await inAddress('progress', 'ASC');
    await progressShown(false);
    await expect(ariaSort(page, 'Progress')).resolves.toBe('ascending');
    await screenshot(page, 'teacher-students-sorted');
  });

  it('lets a newly registered teacher publish a course and open a class that a new student joins and that shows in class analytics', async () => {
    await registerAndSignIn(page, 'teacher');

    await openTab(page, 'Content Library');
    await page.getByTestId('library-create').click();
    const form = page.getByTestId('content-form-dialog');
    await form.getByTestId('content-title').fill('My First Lesson');
    await form.getByTestId('content-description').fill('A short lesson on reading bar charts.');
    await form.getByTestId('content-type').selectOption('quiz');
    await form.getByTestId('quiz-editor').waitFor();

    // Published without a question: kept as a draft, and what publishing lacks is said beside the editor.
    const kept = page.waitForResponse(isCall('POST', '/api/content-items'));
    const refused = page.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/publish$/));
    await form.getByTestId('content-publish').click();
    expect((await kept).status()).toBe(201);
    expect((await refused).status()).toBe(422);
    await form.getByTestId('content-incomplete').getByText('Add at least one question with its correct answer').waitFor();

    // A question without its prompt and correct answer: the fields say so, and nothing is sent.
    await form.getByTestId('add-question').click();
    await expect(hasFocus(form.getByTestId('quiz-question-0-prompt'))).resolves.toBe(true);
    await form.getByTestId('content-publish').click();
    const question = form.getByTestId('quiz-question-0');
    await question.getByText('Must not be blank').first().waitFor();
    await question.getByText('Choose which answer is correct').waitFor();
    await form.getByTestId('quiz-question-0-prompt').fill('Which day has the tallest bar?');
    await form.getByTestId('quiz-question-0-choice-0').fill('Monday');
    await form.getByTestId('quiz-question-0-choice-1').fill('Tuesday');
    await form.getByTestId('quiz-question-0-add-choice').click();
    await form.getByTestId('quiz-question-0-choice-2').fill('Wednesday');
    await form.getByTestId('quiz-question-0-correct-2').check();
    // Moving the correct choice up keeps it correct, and the focus on its button.
    await form.getByRole('button', { name: 'Move choice 3 up' }).click();
    await expect(form.getByTestId('quiz-question-0-correct-1').isChecked()).resolves.toBe(true);
    await expect(form.getByTestId('quiz-question-0-choice-1').inputValue()).resolves.toBe('Wednesday');
    await expect(hasFocus(form.getByTestId('quiz-question-0-choice-1-up'))).resolves.toBe(true);
    // Deleting a choice can be undone.
    await form.getByTestId('quiz-question-0-choice-2-delete').click();
    await form.getByTestId('quiz-question-0-choice-undo').click();
    await expect(form.getByTestId('quiz-question-0-choice-2').inputValue()).resolves.toBe('Tuesday');

    // The preview shows the quiz as a student sees it, marks it in the page and reports nothing.
    const reports: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\/api\/(student|content-items\/\d+\/(progress|quiz))/.test(new URL(request.url()).pathname)) reports.push(request.url());
    };
    page.on('request', onRequest);
    await form.getByTestId('content-preview-as-student').click();
    const preview = page.getByTestId('student-preview');
    await preview.getByText('Which day has the tallest bar?').waitFor();
    await preview.getByTestId('quiz-choice').nth(1).click();
    await preview.getByTestId('quiz-submit').click();
    await preview.locator('[data-testid="quiz-passed"][data-passed="true"]').waitFor();
    await screenshot(page, 'teacher-content-student-preview');
    await preview.getByTestId('student-preview-close').click();
    page.off('request', onRequest);
    expect(reports).toEqual([]);

    const saved = page.waitForResponse(isCall('PUT', /^\/api\/content-items\/\d+$/));
    const published = page.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/publish$/));
    await form.getByTestId('content-publish').click();
    expect((await saved).status()).toBe(200);
    expect((await published).status()).toBe(200);
    await page.getByTestId('library-table').getByTestId('library-row-title').filter({ hasText: 'My First Lesson' }).waitFor();

    await openTab(page, 'Classes');
    await showClassCards(page);
    await page.getByTestId('new-class-button').click();
    const newClass = page.getByTestId('new-class-form');
    // The form slides open: a click while it grows can be pressed on its button and released on
    // what moved under the pointer, which is no click on the button.
    await page.locator('.MuiCollapse-entered').filter({ has: newClass }).waitFor();
    // The form is in place (its button waits for a name) before it is filled, and holds the name before it is sent.
    await newClass.locator('[data-testid="class-create"]:disabled').waitFor();
    await newClass.getByTestId('class-name').fill('First Class');
    await newClass.locator('[data-testid="class-create"]:enabled').waitFor();
    const createdClass = page.waitForResponse(isCall('POST', '/api/admin/classes'));
    await newClass.getByTestId('class-create').click();
    const { joinCode } = (await (await createdClass).json()) as { joinCode: string };
    await classCard(page, 'First Class').waitFor();

    const studentContext = await newContext(session.browser, session.server.baseUrl);
    let studentName = '';
    try {
      const student = await studentContext.newPage();
      studentName = await registerAndSignIn(student, 'student');
      // The new course is in the catalogue.
      await openTab(student, 'Browse Content');
      await student.getByTestId('filter-search').fill('My First Lesson');
      await student.getByTestId('content-card').filter({ hasText: 'My First Lesson' }).waitFor();
      await openTab(student, 'Settings');
      const panel = student.getByTestId('student-classes');
      await panel.getByTestId('join-class-code').fill(joinCode);
      await panel.getByTestId('join-class-submit').click();
      await panel.getByTestId('join-class-success').getByText('You joined First Class!').waitFor();
    } finally {
      await studentContext.close();
    }

    await openTab(page, 'Dashboard');
    await openTab(page, 'Classes');
    const card = classCard(page, 'First Class');
    await card.getByTestId('class-student-chip').getByText(`@${studentName}`).waitFor();
    await card.getByTestId('class-name-link').click();
    const analyticsPanel = page.getByTestId('class-analytics-panel');
    const computed = page.waitForResponse(isCall('POST', '/api/class-analytics'));
    await analyticsPanel.getByTestId('create-class-analytics').click();
    expect((await computed).status()).toBe(201);
    await analyticsPanel.locator(`[data-testid="class-student"][data-username="${studentName}"]`).waitFor();
    await screenshot(page, 'teacher-new-account-class-analytics');
  });
});

function isCallRequest(method: string, path: string) {
  return (request: { method(): string; url(): string }) => request.method() === method && new URL(request.url()).pathname === path;
}
