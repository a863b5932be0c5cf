import type { Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { describeInBrowser, newContext, screenshot } from '../support/browser/browser';
import { secondsOfVideo } from '../../domain/media/testing/synthetic-mp4';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, openTab, registerThroughWizard, searchCatalogue, signIn } from '../support/browser/flows';

const isCall = (method: string, path: string | RegExp) => (response: Response) =>
  response.request().method() === method &&
  (typeof path === 'string' ? new URL(response.url()).pathname === path : path.test(new URL(response.url()).pathname));

const PUBLISH = /^\/api\/content-items\/\d+\/publish$/;
const WIDE = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** A chart-like picture larger than a thumbnail, as a camera or a drawing program would save it. */
const chartPicture = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 110, b: 200 } } })
    .composite([{ input: Buffer.from('<svg width="1600" height="900"><rect x="200" y="300" width="200" height="600" fill="#f5b301"/><rect x="600" y="100" width="200" height="800" fill="#0f9d8a"/></svg>'), top: 0, left: 0 }])
    .png()
    .toBuffer();

/** The editor as a wide screen and as a phone show it (the dialog scrolled to the material), kept under test-results/browser. */
async function screenshotsOfEditor(page: Page, form: Locator, name: string): Promise<void> {
  const editor = form.getByTestId('material-editor');
  await editor.scrollIntoViewIfNeeded();
  await screenshot(page, `studio-${name}-1280`, { fullPage: false });
  await page.setViewportSize(PHONE);
  await editor.scrollIntoViewIfNeeded();
  await screenshot(page, `studio-${name}-390`, { fullPage: false });
  await page.setViewportSize(WIDE);
}

/** Saves the form's content and publishes it: both calls must pass. */
async function publish(page: Page, form: Locator): Promise<number> {
  const created = page.waitForResponse(isCall('POST', '/api/content-items'));
  const published = page.waitForResponse(isCall('POST', PUBLISH));
  await form.getByTestId('content-publish').click();
  const createdAnswer = await created;
  expect(createdAnswer.status()).toBe(201);
  expect((await published).status()).toBe(200);
  await form.waitFor({ state: 'detached' });
  return ((await createdAnswer.json()) as { data: { id: number } }).data.id;
}

describeInBrowser('the teacher studio, end to end', () => {
  const session = useBrowserSession();

  it('a new teacher builds a document lesson, a quiz and a video lesson with the editors, uploads a picture and a film, previews as a student and publishes; a student buys the quiz and takes it', async () => {
    const page = session.page;
    await registerThroughWizard(page, newAccount('teacher'));
    await openTab(page, 'Content Library');

    // --- A document lesson: a section written in Markdown, with its preview beside it.
    await page.getByTestId('library-create').click();
    const form = page.getByTestId('content-form-dialog');
    await form.getByTestId('content-title').fill('Reading Bar Charts');
    await form.getByTestId('content-description').fill('How tall bars tell you which is the most.');
    await form.getByTestId('content-type').selectOption('document');
    await form.getByTestId('document-editor').waitFor();
    await form.getByTestId('add-section').click();
    await form.getByTestId('document-section-0-heading').fill('The tallest bar');
    await form.getByTestId('document-section-0-body').fill('The **tallest bar** shows the biggest number.\n\n<script>alert(1)</script>\n\n- Read the axis\n- Compare the bars');
    const bodyPreview = form.getByTestId('document-section-0-body-preview');
    await bodyPreview.locator('strong', { hasText: 'tallest bar' }).waitFor();
    await expect(bodyPreview.locator('li').count()).resolves.toBe(2);
    await expect(bodyPreview.locator('script').count()).resolves.toBe(0);
    await screenshotsOfEditor(page, form, 'document-editor');

    // Previewed as a student: the same rendering, in the student's reader.
    await form.getByTestId('content-preview-as-student').click();
    const preview = page.getByTestId('student-preview');
    await preview.getByTestId('document-body').locator('strong', { hasText: 'tallest bar' }).waitFor();
    await preview.getByTestId('student-preview-close').click();
    await preview.waitFor({ state: 'detached' });
    await publish(page, form);

    // --- A quiz for 5 tokens, with a picture uploaded as its thumbnail.
    await page.getByTestId('library-create').click();
    await form.getByTestId('content-title').fill('Bar Charts Check');
    await form.getByTestId('content-description').fill('Three bars, one question: which is the tallest?');
    await form.getByTestId('content-type').selectOption('quiz');
    await form.getByTestId('content-price').fill('5');
    const uploaded = page.waitForResponse(isCall('POST', '/api/media/uploads'));
    await form.getByTestId('thumbnail-upload-input').setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: await chartPicture() });
    const upload = await uploaded;
    expect(upload.status()).toBe(201);
    const picture = ((await upload.json()) as { data: { kind: string; url: string; width: number; height: number } }).data;
    // Resized to a thumbnail that fits 640 by 640, and kept at the product's own address.
    expect(picture).toMatchObject({ kind: 'image', width: 640, height: 360, url: expect.stringMatching(/^\/api\/media\/pictures\/[0-9a-f]{32}\.(jpg|png)$/) });
    await form.locator(`[data-testid="thumbnail-preview"][src="${picture.url}"]`).waitFor();

    await form.getByTestId('add-question').click();
    await form.getByTestId('quiz-question-0-prompt').fill('Which bar is the tallest?');
    await form.getByTestId('quiz-question-0-choice-0').fill('The yellow one');
    await form.getByTestId('quiz-question-0-choice-1').fill('The green one');
    await form.getByTestId('quiz-question-0-correct-1').check();
    await form.getByTestId('quiz-question-0-explanation').fill('The green bar reaches highest.');
    await screenshotsOfEditor(page, form, 'quiz-editor');
    await publish(page, form);
    await page.getByTestId('library-table').getByTestId('library-row-title').filter({ hasText: 'Bar Charts Check' }).waitFor();

    // --- A video lesson from an uploaded MP4: its length is read from the file itself.
    await page.getByTestId('library-create').click();
    await form.getByTestId('content-title').fill('Bars in Motion');
    await form.getByTestId('content-description').fill('A short film of bars growing, with one chapter.');
    await form.getByTestId('content-type').selectOption('video');
    await form.getByTestId('video-editor').waitFor();
    const videoUploaded = page.waitForResponse(isCall('POST', '/api/media/uploads'));
    await form.getByTestId('video-upload-input').setInputFiles({ name: 'bars.mp4', mimeType: 'video/mp4', buffer: Buffer.from(secondsOfVideo(75).bytes) });
    const video = ((await (await videoUploaded).json()) as { data: { kind: string; durationSeconds: number } }).data;
    expect(video).toMatchObject({ kind: 'video', durationSeconds: 75 });
    await form.getByTestId('video-uploaded').waitFor();
    await expect(form.getByTestId('video-duration').inputValue()).resolves.toBe('1:15');
    await form.getByTestId('add-chapter').click();
    await form.getByTestId('video-chapter-0-title').fill('The bars grow');
    await form.getByTestId('video-chapter-0-start').fill('0:10');
    await screenshotsOfEditor(page, form, 'video-editor');
    await publish(page, form);

    // --- The interactive editor, as a teacher first meets it.
    await page.getByTestId('library-create').click();
    await form.getByTestId('content-type').selectOption('interactive');
    await form.getByTestId('add-step').click();
    await form.getByTestId('interactive-step-0-check-number').click();
    await screenshotsOfEditor(page, form, 'interactive-editor');
    await form.getByRole('button', { name: 'Cancel' }).click();

    // --- A student finds the quiz with its picture, buys it and takes it.
    const studentContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const student = await studentContext.newPage();
      await signIn(student, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
      await openTab(student, 'Browse Content');
      await searchCatalogue(student, 'Bar Charts Check');
      const card = student.getByTestId('content-card').filter({ has: student.getByRole('heading', { name: 'Bar Charts Check', exact: true }) });
      await card.locator(`[data-testid="card-picture"][data-state="picture"][src="${picture.url}"]`).waitFor();
      await card.getByTestId('price').getByText('5 tokens').waitFor();
      const balance = Number(await student.getByTestId('browse-balance').getAttribute('data-balance'));
      await card.getByTestId('enroll-button').click();
      const enrolled = student.waitForResponse(isCall('POST', /^\/api\/content-items\/\d+\/enroll$/));
      await student.getByTestId('enroll-dialog').getByTestId('confirm-enroll').click();
      const enrollment = (await (await enrolled).json()) as { data: { tokenBalance: number } };
      expect(enrollment.data.tokenBalance).toBe(balance - 5);

      await openTab(student, 'My Courses');
      await student.getByTestId('course-card').filter({ hasText: 'Bar Charts Check' }).getByTestId('course-open').click();
      await student.waitForURL(/\/student\/content\/\d+$/);
      const player = student.getByTestId('quiz-player');
      await player.getByText('Which bar is the tallest?').waitFor();
      await player.locator('[data-testid="quiz-choice"][data-index="1"]').click();
      await player.getByTestId('quiz-submit').click();
      await student.locator('[data-testid="quiz-passed"][data-passed="true"]').waitFor();
      await screenshot(student, 'studio-student-took-the-quiz');
    } finally {
      await studentContext.close();
    }
  });
});
