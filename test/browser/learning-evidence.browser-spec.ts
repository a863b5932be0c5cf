import type { Page, Response } from 'playwright-core';
import { axeFindings } from '../support/browser/axe';
import { BROWSER_TIME_ZONE, describeInBrowser, screenshot, waitUntil } from '../support/browser/browser';
import { apiOf } from '../support/browser/api-calls';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, signIn } from '../support/browser/flows';

/** What the page script below uses of the browser (this project compiles without the DOM library). */
declare const document: { documentElement: { scrollWidth: number } };
declare const window: { innerWidth: number };

const PHONE = { width: 360, height: 740 };

/** Whether the page fits the screen's width (no sideways scrolling). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const isCall = (method: string, path: RegExp) => (response: Response) => response.request().method() === method && path.test(new URL(response.url()).pathname);
const progressCall = isCall('PUT', /^\/api\/student\/content\/\d+\/progress$/);

/** A short document: two sections of a few words each, so each counts as read after the 3-second floor. */
const SHORT_DOCUMENT = {
  title: `Two Quick Facts ${Date.now().toString(36)}`,
  description: 'Two short sections for reading at a person’s pace.',
  type: 'document',
  category: 'science',
  duration: 1,
  tokenPrice: 0,
  visibility: 'public',
  contentData: {
    sections: [
      { heading: 'Water boils', body: 'At sea level, water boils at 100 degrees Celsius.' },
      { heading: 'Ice floats', body: 'Ice is lighter than the water around it, so it floats.' },
    ],
  },
};

describeInBrowser('learning the server saw: sections read at a pace, steps checked, Continue Learning', () => {
  // axe's script is added to the page, which the app's Content-Security-Policy would refuse.
  const session = useBrowserSession({}, { bypassCSP: true });
  let page: Page;
  let call: ReturnType<typeof apiOf>;
  let documentId: number;

  /**
   * A new student made through the API, enrolled in a free content (its id, or found by its title),
   * then signed in here; answers the content's id.
   */
  async function enrolledStudent(content: number | string): Promise<number> {
    const { role: _role, ...account } = newAccount('student');
    const { jwt } = await call<{ jwt: string }>('POST', '/auth/local/register', { ...account, userRole: 'student', timeZone: BROWSER_TIME_ZONE });
    const contentId = typeof content === 'number' ? content : await idOf(content, jwt);
    await call('POST', `/content-items/${contentId}/enroll`, { paymentMethod: 'free' }, jwt);
    await signIn(page, account.username, account.password, 'student');
    return contentId;
  }

  /** The id of the catalogue's content of that title, found as Browse's search finds it. */
  async function idOf(title: string, jwt: string): Promise<number> {
    const word = encodeURIComponent(title);
    const search = `filters[$or][0][title][$containsi]=${word}&filters[$or][1][description][$containsi]=${word}`;
    const found = (await call<{ data: Array<{ id: number; title: string }> }>('GET', `/content-items?${search}`, undefined, jwt)).data.filter((item) => item.title === title);
    expect(found).toHaveLength(1);
    return found[0].id;
  }

  /** Opens the content page and waits until the server has the opening update. */
  async function openContent(contentId: number): Promise<void> {
    const opened = page.waitForResponse(progressCall);
    await page.goto(`/student/content/${contentId}`);
    await opened;
  }

  beforeAll(async () => {
    call = apiOf(session.server.baseUrl);
    const { jwt } = await call<{ jwt: string }>('POST', '/auth/local', { identifier: DEMO_ACCOUNTS.teacher.username, password: DEMO_ACCOUNTS.teacher.password });
    documentId = (await call<{ data: { id: number } }>('POST', '/content-items', { data: SHORT_DOCUMENT }, jwt)).data.id;
    // New content is a draft until its teacher publishes it.
    await call('POST', `/content-items/${documentId}/publish`, {}, jwt);
  });

  beforeEach(() => {
    page = session.page;
  });

  it('completes a document read section by section at a person’s pace, with the XP', async () => {
    await enrolledStudent(documentId);
    await openContent(documentId);
    const reader = page.getByTestId('document');
    const status = reader.getByTestId('part-status');

    // The first section: the calm hint says how long it takes; the tick comes from the server once it passed.
    await status.getByText(/^Counts as read after about \d+ s$/).waitFor();
    const seconds = Number(await status.getAttribute('data-reading-seconds'));
    expect(seconds).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'learning-document-reading');
    await reader.locator('[data-testid="part-status"][data-done="true"]').waitFor({ timeout: seconds * 1000 + 8000 });
    await status.getByText('Counted as read').waitFor();
    await expect(reader.getByTestId('part-nav-item').first().getAttribute('data-done')).resolves.toBe('true');

    // The last section counts through Finish, once it was on screen for its reading time.
    const secondOpened = page.waitForResponse(progressCall);
    await reader.getByTestId('document-next').click();
    await reader.getByRole('heading', { name: 'Ice floats' }).waitFor();
    await secondOpened;
    const openedAt = Date.now();
    // The server's clock for the section started before its answer came: its reading time from then
    // is enough. The rule is about time on screen, so this waits for the section's own reading time.
    const lastSeconds = Number(await status.getAttribute('data-reading-seconds'));
    await waitUntil(() => Date.now() - openedAt >= lastSeconds * 1000, lastSeconds * 1000 + 5000);
    await reader.getByTestId('document-finish').click();

    const completion = page.getByTestId('completion-card');
    await completion.waitFor();
    expect(Number(await completion.getByTestId('completion-xp').getAttribute('data-xp'))).toBeGreaterThan(0);
    await expect(page.getByTestId('content-progress').getByTestId('progress-bar').getAttribute('data-value')).resolves.toBe('100');
    await screenshot(page, 'learning-document-completed');
  });

  it('does not complete a document clicked through without reading, and says which sections are left', async () => {
    await enrolledStudent(documentId);
    await openContent(documentId);
    const reader = page.getByTestId('document');

    const secondOpened = page.waitForResponse(progressCall);
    await reader.getByTestId('document-next').click();
    await reader.getByRole('heading', { name: 'Ice floats' }).waitFor();
    await secondOpened;
    const finished = page.waitForResponse(progressCall);
    await reader.getByTestId('document-finish').click();
    const answer = ((await (await finished).json()) as { data: { partsDone: number[]; completedNow: boolean; progress: { percentage: number } } }).data;
    expect(answer).toMatchObject({ partsDone: [], completedNow: false, progress: { percentage: 0 } });

    const left = reader.getByTestId('document-left');
    await left.getByText('2 sections still to read:').waitFor();
    expect(await left.getByTestId('part-left').allTextContents()).toEqual(['Section 1: Water boils', 'Section 2: Ice floats']);
    expect(await page.getByTestId('completion-card').count()).toBe(0);
    expect(await page.getByTestId('progress-error').count()).toBe(0);
    expect(await axeFindings(page, 'document with sections left')).toEqual([]);
    await screenshot(page, 'learning-document-sections-left');
    await page.setViewportSize(PHONE);
    await expect(fitsWidth(page)).resolves.toBe(true);
    await screenshot(page, 'learning-document-sections-left-phone');

    // A link of the list opens its section.
    await left.getByRole('button', { name: 'Section 1: Water boils' }).click();
    await reader.getByRole('heading', { name: 'Water boils' }).waitFor();
    await expect(reader.getByTestId('document-position').textContent()).resolves.toBe('Section 1 of 2');
  });

  it('checks an interactive step on the server: a wrong answer asks for another go, a right one ticks the step for good', async () => {
    await openContent(await enrolledStudent('Reading Maps: Scale, Grid and Compass'));
    const steps = page.getByTestId('interactive');
    const task = steps.getByTestId('step-task');
    const feedback = task.getByTestId('step-feedback');

    await task.getByRole('radio', { name: 'South' }).check();
    await task.getByTestId('step-check').click();
    await feedback.getByText('Not quite. Have another look and try again.').waitFor();
    await expect(task.getAttribute('data-passed')).resolves.toBe('false');
    expect(await axeFindings(page, 'interactive step checked wrong')).toEqual([]);

    await task.getByRole('radio', { name: 'East' }).check();
    await task.getByTestId('step-check').click();
    await feedback.getByText('Correct! This step is done.').waitFor();
    await task.getByTestId('step-passed').waitFor();
    expect(await task.getByTestId('step-check').count()).toBe(0);
    expect(await task.getByRole('radio', { name: 'West' }).isDisabled()).toBe(true);
    await expect(steps.getByTestId('part-nav-item').first().getAttribute('data-done')).resolves.toBe('true');

    // A number task: the unit beside the field, checked the same way.
    await steps.getByTestId('part-nav-item').nth(2).click();
    await steps.getByRole('heading', { name: 'Scale' }).waitFor();
    await steps.getByTestId('step-task').getByText('km', { exact: true }).waitFor();
    await steps.getByTestId('task-number').fill('3');
    await steps.getByTestId('step-check').click();
    await steps.getByTestId('step-feedback').getByText('Not quite. Have another look and try again.').waitFor();
    await steps.getByTestId('task-number').fill('2');
    await steps.getByTestId('task-number').press('Enter');
    await steps.getByTestId('step-passed').waitFor();
    await screenshot(page, 'learning-interactive-checked');
  });

  /** What the page's video element says of itself. */
  function videoState(
    page: Page,
  ): Promise<{ readyState: number; networkState: number; duration: number; currentTime: number; paused: boolean; ended: boolean; videoWidth: number; src: string; bufferedEnd: number }> {
    return page.getByTestId('video-player').evaluate((element) => {
      const video = element as unknown as {
        readyState: number;
        networkState: number;
        duration: number;
        currentTime: number;
        paused: boolean;
        ended: boolean;
        videoWidth: number;
        currentSrc: string;
        buffered: { length: number; end(index: number): number };
      };
      const bufferedEnd = video.buffered.length > 0 ? video.buffered.end(video.buffered.length - 1) : 0;
      return {
        readyState: video.readyState,
        networkState: video.networkState,
        duration: video.duration,
        currentTime: video.currentTime,
        paused: video.paused,
        ended: video.ended,
        videoWidth: video.videoWidth,
        src: video.currentSrc,
        bufferedEnd,
      };
    });
  }

  /** Plays the page's video from `seconds`, muted (a page may start muted playback without a click). */
  async function playFrom(page: Page, seconds: number): Promise<void> {
    await page.getByTestId('video-player').evaluate(async (element, at) => {
      const video = element as unknown as { muted: boolean; currentTime: number; play(): Promise<void> };
      video.muted = true;
      video.currentTime = at;
      await video.play();
    }, seconds);
  }

  it('previews a paid video with its own film and still: it plays from the product, and stops at 2:00 where the server cut it', async () => {
    const { role: _role, ...account } = newAccount('student');
    const { jwt } = await call<{ jwt: string }>('POST', '/auth/local/register', { ...account, userRole: 'student', timeZone: BROWSER_TIME_ZONE });
    const videos = (await call<{ data: Array<{ id: number; tokenPrice: number; thumbnail: { url: string } | null }> }>('GET', '/content-items?filters[type][$eq]=video&pagination[pageSize]=50', undefined, jwt)).data;
    const paid = videos.find((video) => video.tokenPrice > 0);
    expect(paid).toBeDefined();
    await signIn(page, account.username, account.password, 'student');

    // Its thumbnail is a still of its film, served by the product: a picture the page decodes at the film's size.
    expect(paid!.thumbnail?.url).toMatch(/^\/api\/media\/stills\/demo-film-[0-9a-f]{16}\.png$/);
    const still = await page.evaluate(async (url) => {
      const picture = new (globalThis as unknown as { Image: new () => { src: string; decode(): Promise<void>; naturalWidth: number; naturalHeight: number } }).Image();
      picture.src = url;
      await picture.decode();
      return [picture.naturalWidth, picture.naturalHeight];
    }, paid!.thumbnail!.url);
    expect(still).toEqual([320, 180]);

    await page.goto(`/student/content/${paid!.id}`);

    await page.getByTestId('video-player').waitFor();
    await page.getByTestId('preview-countdown').waitFor();
    await waitUntil(async () => (await videoState(page)).readyState >= 1, 15_000);
    const start = await videoState(page);
    expect(new URL(start.src).origin).toBe(session.server.baseUrl);
    expect(start.videoWidth).toBe(320);
    expect(start.duration).toBeGreaterThan(120);

    // It plays: the position moves and the countdown runs.
    await playFrom(page, 0);
    await waitUntil(async () => (await videoState(page)).currentTime > 1, 15_000);
    await waitUntil(async () => Number(await page.getByTestId('preview-countdown').getAttribute('data-seconds')) < 120, 15_000);

    // Just before the cut it plays on towards 2:00 and never past it: the server sent no picture after
    // the cut, so the film waits there (HAVE_CURRENT_DATA, nothing ahead) until the countdown ends the preview.
    await playFrom(page, 117);
    // It stops where what it was sent ends: past 118.5 s, the download over (the network idle) and
    // nothing ahead to play.
    let seen = await videoState(page);
    await waitUntil(async () => {
      seen = await videoState(page);
      return seen.currentTime >= 118.5 && seen.readyState <= 2 && seen.networkState === 1;
    }, 20_000).catch((error: Error) => {
      throw new Error(`${error.message}; the film last read ${JSON.stringify(seen)}`);
    });
    const atCut = await videoState(page);
    expect(atCut.currentTime).toBeGreaterThanOrEqual(118.5);
    expect(atCut.currentTime).toBeLessThanOrEqual(120);
    expect(atCut.readyState).toBeLessThanOrEqual(2);
    const pastCut = await page.evaluate(async (src) => (await fetch(src, { headers: { Range: 'bytes=-1000' } })).status, start.src);
    expect(pastCut).toBe(416);
    await screenshot(page, 'learning-paid-video-preview');
    expect(await axeFindings(page, 'paid video preview')).toEqual([]);

    await page.setViewportSize(PHONE);
    await expect(fitsWidth(page)).resolves.toBe(true);
  });

  it('plays an enrolled student the whole of a demo film, to its end', async () => {
    const contentId = await enrolledStudent('Fractions Made Fun');
    await page.goto(`/student/content/${contentId}`);
    await page.getByTestId('video-player').waitFor();
    await waitUntil(async () => (await videoState(page)).readyState >= 1, 15_000);
    const opened = await videoState(page);
    expect(new URL(opened.src).origin).toBe(session.server.baseUrl);
    expect(opened.duration).toBe(596);
    expect(opened.videoWidth).toBe(320);

    await playFrom(page, 592);
    await waitUntil(async () => (await videoState(page)).ended, 20_000);
    expect((await videoState(page)).currentTime).toBe(596);
    await screenshot(page, 'learning-video-film-end');
  });

  it('opens the course under way from Continue Learning', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const listed = page.waitForResponse(isCall('GET', /^\/api\/student\/content\/my-courses$/));
    await page.getByTestId('action-continue-learning').click();
    const courses = ((await (await listed).json()) as { data: { activeCourses: Array<{ contentItem: { id: number }; progress: { lastAccessed: string | null; completedAt: string | null } }> } }).data;
    const latest = courses.activeCourses
      .filter((course) => course.progress.completedAt === null && course.progress.lastAccessed !== null)
      .sort((a, b) => Date.parse(b.progress.lastAccessed!) - Date.parse(a.progress.lastAccessed!))[0];
    expect(latest).toBeDefined();
    await page.waitForURL(`**/student/content/${latest.contentItem.id}`);
    await page.getByTestId('content-player').waitFor();
  });
});
