import type { Locator, Page, Response } from 'playwright-core';
import { describeInBrowser, newContext, screenshot, waitUntil } from '../support/browser/browser';
import { axeFindings } from '../support/browser/axe';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, openTab, signIn } from '../support/browser/flows';

/**
 * The demo parent (Elena Lopez) and the demo teacher (Alan Brooks): the parent's child, Maya Lopez,
 * is in the teacher's class Maths Explorers.
 */
const PARENT = { ...DEMO_ACCOUNTS.parent, name: 'Elena Lopez' };
const TEACHER = { ...DEMO_ACCOUNTS.teacher, name: 'Alan Brooks' };
const CHILD = 'Maya Lopez';

const PHONE = { width: 360, height: 740 };

/** axe's script is added to the pages checked, past the app's Content Security Policy. */
const AXE_READY = { bypassCSP: true };

const answered = (method: string, path: RegExp) => (response: Response) => response.request().method() === method && path.test(new URL(response.url()).pathname);

/** The unread count the header's bell names ("Notifications, 3 unread"), 0 when it names none. */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
}

/** Whether the element has the keyboard focus (read in the page; this project compiles without the DOM library). */
const hasFocus = (locator: Locator) => locator.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement);

/** The element's CSS white-space, as the page computes it. */
const whiteSpaceOf = (locator: Locator) =>
  locator.evaluate((element) => (globalThis as unknown as { getComputedStyle(element: unknown): { whiteSpace: string } }).getComputedStyle(element).whiteSpace);

/** Marks the page, to show later that it was not reloaded meanwhile. */
const markPage = (page: Page) => page.evaluate('window.__notReloaded = true');
const stillSamePage = async (page: Page) => expect(await page.evaluate('window.__notReloaded === true')).toBe(true);

const threadRow = (page: Page, threadId: number) => page.locator(`[data-testid="message-thread"][data-thread-id="${threadId}"]`);
const conversation = (page: Page) => page.getByTestId('conversation');
const bubble = (page: Page, body: string) => conversation(page).getByTestId('message').filter({ has: page.getByTestId('message-body').getByText(body, { exact: true }) });

/** The Messages tab with its list read (conversations or the empty state). */
async function openMessages(page: Page): Promise<void> {
  await openTab(page, 'Messages');
  await page.locator('[data-testid="message-threads"], [data-testid="message-threads-empty"]').first().waitFor();
}

describeInBrowser('parents and teachers write to each other about a child', () => {
  const session = useBrowserSession({}, AXE_READY);

  it('a parent writes to the teacher from Messages; the teacher is told and reads it live, replies, and the parent reads the reply live', async () => {
    const parent = session.page;
    const teacherContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const teacher = await teacherContext.newPage();
      await Promise.all([signIn(parent, PARENT.username, PARENT.password, 'parent'), signIn(teacher, TEACHER.username, TEACHER.password, 'teacher')]);
      await Promise.all([openMessages(parent), openMessages(teacher)]);
      await markPage(teacher);
      const unreadBefore = await bellCount(teacher);

      // --- The parent writes about Maya to her teacher; the text is plain, with its line breaks.
      const body = 'Hello Mr Brooks,\nMaya enjoyed <b>fractions</b> today. Thank you!';
      await parent.getByTestId('new-message').click();
      const dialog = parent.getByTestId('new-message-dialog');
      await dialog.getByRole('combobox', { name: 'About' }).click();
      await parent.getByRole('option', { name: CHILD, exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Teacher' }).click();
      await parent.getByRole('option', { name: TEACHER.name, exact: true }).click();
      await dialog.getByText('Class: Maths Explorers').waitFor();
      await expect(dialog.getByTestId('new-message-send').isDisabled()).resolves.toBe(true);
      expect(await axeFindings(parent, 'the New message dialog')).toEqual([]);
      await dialog.getByTestId('new-message-body').fill(body);
      const started = parent.waitForResponse(answered('POST', /^\/api\/messages\/threads$/));
      await dialog.getByTestId('new-message-send').click();
      const start = await started;
      expect(start.status()).toBe(201);
      const threadId = ((await start.json()) as { data: { thread: { id: number } } }).data.thread.id;
      await parent.waitForURL((url) => url.searchParams.get('tab') === 'messages' && url.searchParams.get('thread') === String(threadId));
      await bubble(parent, body).waitFor();
      await expect(bubble(parent, body).getAttribute('data-mine')).resolves.toBe('true');
      await markPage(parent);

      // --- The teacher's bell counts one more unread, and the list shows the message first and unread, without a reload.
      await teacher.getByRole('banner').getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` }).waitFor();
      const row = threadRow(teacher, threadId);
      await row.getByTestId('message-thread-preview').getByText(`${body.split('\n')[0]}`, { exact: false }).waitFor();
      await expect(teacher.getByTestId('message-thread').first().getAttribute('data-thread-id')).resolves.toBe(String(threadId));
      await row.getByTestId('message-thread-unread').waitFor();
      await row.getByTestId('message-thread-name').getByText(PARENT.name, { exact: true }).waitFor();
      await row.getByTestId('message-thread-about').getByText(`Parent · About ${CHILD}`, { exact: true }).waitFor();
      await stillSamePage(teacher);
      await screenshot(teacher, 'messages-teacher-new-message');

      // --- Opening it moves the focus to the conversation, shows the text as written (no markup read) and marks it read.
      const markedRead = teacher.waitForResponse(answered('POST', new RegExp(`^/api/messages/threads/${threadId}/read$`)));
      await row.getByRole('button').click();
      await teacher.waitForURL((url) => url.searchParams.get('thread') === String(threadId));
      expect((await markedRead).status()).toBe(200);
      await waitUntil(() => hasFocus(conversation(teacher)));
      await conversation(teacher).getByTestId('conversation-name').getByText(PARENT.name, { exact: true }).waitFor();
      const received = bubble(teacher, body);
      await received.waitFor();
      await expect(received.getAttribute('data-mine')).resolves.toBe('false');
      await expect(received.getByTestId('message-body').locator('b').count()).resolves.toBe(0);
      await expect(whiteSpaceOf(received.getByTestId('message-body'))).resolves.toBe('pre-wrap');
      await row.getByTestId('message-thread-unread').waitFor({ state: 'detached' });
      await screenshot(teacher, 'messages-teacher-conversation');

      // --- The teacher replies with Ctrl+Enter; the reply arrives in the parent's open conversation, announced, without a reload.
      const reply = 'Thank you, Elena! Maya worked hard.\nSee you at the parents’ evening.';
      const input = conversation(teacher).getByTestId('message-input');
      await input.fill(reply);
      const replied = teacher.waitForResponse(answered('POST', new RegExp(`^/api/messages/threads/${threadId}/messages$`)));
      await input.press('Control+Enter');
      expect((await replied).status()).toBe(201);
      await bubble(teacher, reply).waitFor();
      await waitUntil(async () => (await input.inputValue()) === '');

      const arrived = bubble(parent, reply);
      await arrived.waitFor();
      await expect(arrived.getAttribute('data-mine')).resolves.toBe('false');
      await arrived.getByTestId('message-sender').getByText(TEACHER.name, { exact: true }).waitFor();
      await parent.getByTestId('message-arrivals').getByText(`New message from ${TEACHER.name}: ${reply}`, { exact: true }).waitFor();
      await threadRow(parent, threadId).getByTestId('message-thread-preview').getByText(reply.split('\n')[0], { exact: false }).waitFor();
      await stillSamePage(parent);
      // The parent's open conversation read it at once: no unread mark stays on its row.
      await waitUntil(async () => (await threadRow(parent, threadId).getAttribute('data-unread')) === '0');
      expect(await axeFindings(parent, "the parent's Messages tab with a conversation open")).toEqual([]);
      await screenshot(parent, 'messages-parent-conversation');
    } finally {
      await teacherContext.close();
    }
  });

  it('a teacher announces to a class from its menu; the parent reads it in Messages as it comes, naming the class and the child', async () => {
    const teacher = session.page;
    const parentContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const parent = await parentContext.newPage();
      await Promise.all([signIn(parent, PARENT.username, PARENT.password, 'parent'), signIn(teacher, TEACHER.username, TEACHER.password, 'teacher')]);
      await openMessages(parent);
      await parent.getByTestId('parent-announcements').waitFor();
      await markPage(parent);

      await openTab(teacher, 'Classes');
      const row = teacher.getByRole('row').filter({ hasText: 'Maths Explorers' }).first();
      await row.getByTestId('class-menu').click();
      await teacher.getByTestId('class-menu-announce').click();
      const dialog = teacher.getByTestId('announce-dialog');
      await dialog.getByRole('heading', { name: 'Announce to Maths Explorers' }).waitFor();
      await dialog.getByTestId('class-announcements').getByTestId('class-announcement').first().waitFor();
      expect(await axeFindings(teacher, 'the Announce to the class dialog')).toEqual([]);

      // Past 2,000 characters the count says so and Post waits.
      const field = dialog.getByTestId('announce-body');
      await field.fill('x'.repeat(2001));
      await dialog.getByTestId('announce-body-count').getByText('2,001 / 2,000').waitFor();
      await dialog.getByTestId('announce-body-hint').getByText('1 character too many.', { exact: true }).waitFor();
      await expect(dialog.getByTestId('announce-submit').isDisabled()).resolves.toBe(true);

      const body = 'Trip to the science museum on Friday.\nBring a packed lunch!';
      await field.fill(body);
      const posted = teacher.waitForResponse(answered('POST', /^\/api\/classes\/\d+\/announcements$/));
      await dialog.getByTestId('announce-submit').click();
      expect((await posted).status()).toBe(201);
      await dialog.getByTestId('announce-posted').getByText('Your announcement to Maths Explorers was posted.', { exact: true }).waitFor();
      await dialog.getByTestId('class-announcement').first().getByText(body, { exact: true }).waitFor();
      await expect(field.inputValue()).resolves.toBe('');
      await screenshot(teacher, 'messages-teacher-announced', { fullPage: false });

      const announcement = parent.getByTestId('parent-announcement').filter({ has: parent.getByTestId('parent-announcement-body').getByText(body, { exact: true }) });
      await announcement.getByTestId('parent-announcement-from').getByText(`${TEACHER.name} to Maths Explorers`, { exact: true }).waitFor();
      await announcement.getByTestId('parent-announcement-children').getByText(`For ${CHILD}`, { exact: true }).waitFor();
      await stillSamePage(parent);
    } finally {
      await parentContext.close();
    }
  });

  it('on a 360 px phone shows the list and the conversation as separate views, kept in the address through Back and a reload', async () => {
    const context = await newContext(session.browser, session.server.baseUrl, { ...AXE_READY, viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const phone = await context.newPage();
      await signIn(phone, PARENT.username, PARENT.password, 'parent');
      await phone.goto('/parent/dashboard?tab=messages');
      const list = phone.getByTestId('message-threads');
      await list.waitFor();
      await expect(conversation(phone).count()).resolves.toBe(0);
      await phone.getByTestId('parent-announcements').waitFor();
      await expect(phone.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
      await screenshot(phone, 'messages-phone-list');

      const row = phone.getByTestId('message-thread').filter({ has: phone.getByTestId('message-thread-name').getByText(TEACHER.name, { exact: true }) }).first();
      const threadId = await row.getAttribute('data-thread-id');
      await row.getByRole('button').click();
      await phone.waitForURL((url) => url.searchParams.get('thread') === threadId);
      await conversation(phone).getByTestId('message').first().waitFor();
      await expect(list.count()).resolves.toBe(0);
      await expect(phone.evaluate('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(PHONE.width);
      expect(await axeFindings(phone, 'a conversation on a phone')).toEqual([]);
      await screenshot(phone, 'messages-phone-conversation');

      // A reload keeps the conversation; the browser's Back returns to the list.
      await phone.reload();
      await conversation(phone).getByTestId('message').first().waitFor();
      await phone.goBack();
      await list.waitFor();
      await conversation(phone).waitFor({ state: 'detached' });

      // The conversation's back arrow returns to the list too, with the focus on the conversation left.
      await row.getByRole('button').click();
      await conversation(phone).getByTestId('message').first().waitFor();
      await phone.getByRole('button', { name: 'Back to conversations' }).click();
      await list.waitFor();
      await waitUntil(() => hasFocus(row.getByRole('button')));
      expect(new URL(phone.url()).searchParams.get('thread')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
