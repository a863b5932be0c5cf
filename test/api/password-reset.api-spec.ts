import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { AccountErasureJob } from '../../api/accounts/privacy/account-erasure.job';
import { ENVIRONMENT } from '../../infrastructure/infrastructure.tokens';
import type { Environment } from '../../infrastructure/config/environment';
import { ApiClient, STRONG_PASSWORD, signedInClient } from '../support/api-client';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Brand-New9';
const NEWER_PASSWORD = 'Brand-Newer9';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on a free local port: every mail it receives is parsed and kept. */
async function startMailServer() {
  const received: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to`, once it arrived. */
    async mailTo(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => mail.to.includes(to));
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise<void>((wake) => {
          waiting.push(wake);
          setTimeout(wake, 100);
        });
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The code from the link in a reset mail: in the address's fragment, never in its path or query. */
function codeFromLink(text: string): { link: string; code: string } {
  const link = /https?:\/\/\S+\/reset-password\S*/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  const url = new URL(link);
  expect(url.search).toBe('');
  expect(url.pathname).toBe('/reset-password');
  const code = new URLSearchParams(url.hash.slice(1)).get('code');
  if (!code) throw new Error(`No code in the link's fragment: ${link}`);
  return { link, code };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('a way back for a forgotten password, over real SMTP', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailServer>>;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ env: { SMTP_URL: mail.url, MAIL_FROM: 'QuestLearn <hello@questlearn.test>', APP_URL: 'https://questlearn.example.org/' } });
  });
  afterAll(async () => {
    await t?.close();
    await mail?.close();
  });

  const anonymous = () => new ApiClient(t.app).start();
  const signIn = async (identifier: string, password: string) => (await anonymous()).post('/api/auth/local', { identifier, password });
  const forgot = async (email: string) => (await anonymous()).post('/api/auth/forgot-password', { email });
  const reset = async (body: object) => (await anonymous()).post('/api/auth/reset-password', body);

  it('mails a single-use link; the new password signs in, the old one and every earlier sign-in end; the code works once', async () => {
    const { client: browser, account } = await signedInClient(t.app, { firstName: 'Robin' });
    const answer = await forgot(account.email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });

    const received = await mail.mailTo(account.email);
    expect(received.subject).toBe('Choose a new QuestLearn password');
    expect(received.text).toContain('Hi Robin,');
    expect(received.text).toContain('30 minutes');
    expect(received.text).toMatch(/Didn't ask for this\?/);
    const { link, code } = codeFromLink(received.text);
    expect(link.startsWith('https://questlearn.example.org/reset-password#code=')).toBe(true);
    expect(received.html).toContain('Choose a new password');
    // Only a digest is kept.
    const rows: Array<{ digest: string; kind: string }> = await t.dataSource.query('SELECT digest, kind FROM password_reset_codes WHERE user_id = $1', [account.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('email');
    expect(rows[0].digest).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].digest).not.toContain(code);

    const done = await reset({ code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect([done.status, done.body]).toEqual([200, { ok: true, username: account.username }]);

    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(200);
    const old = await signIn(account.username, STRONG_PASSWORD);
    expect([old.status, old.body.code]).toEqual([400, 'INVALID_CREDENTIALS']);
    // The browser signed in before the reset: its access token and its refresh cookie no longer work.
    expect((await browser.get('/api/users/me')).status).toBe(401);
    expect((await browser.post('/api/token/refresh')).status).toBe(401);

    const again = await reset({ code, password: NEWER_PASSWORD, passwordConfirmation: NEWER_PASSWORD });
    expect([again.status, again.body.code]).toEqual([400, 'RESET_CODE_INVALID']);
    expect(again.body.message).toBe('This reset code is not valid or has expired. Ask for a new one.');
  });

  it('refuses an expired link with the same words as an unknown one, and a newer link replaces the older', async () => {
    const { account } = await signedInClient(t.app);
    await forgot(account.email).then((answer) => expect(answer.status).toBe(200));
    const first = codeFromLink((await mail.mailTo(account.email)).text).code;
    await forgot(account.email);
    const second = codeFromLink((await mail.mailTo(account.email)).text).code;
    expect(second).not.toBe(first);

    const replaced = await reset({ code: first, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect([replaced.status, replaced.body.code]).toEqual([400, 'RESET_CODE_INVALID']);

    t.clock.advance(30 * 60);
    const expired = await reset({ code: second, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    const unknown = await reset({ code: 'q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect([expired.status, expired.body.code, expired.body.message]).toEqual([400, 'RESET_CODE_INVALID', unknown.body.message]);
    expect(unknown.status).toBe(400);
    expect((await signIn(account.username, STRONG_PASSWORD)).status).toBe(200);
  });

  it('says in words what is wrong with the new password, and keeps the code for another try', async () => {
    const { account } = await signedInClient(t.app);
    await forgot(account.email);
    const { code } = codeFromLink((await mail.mailTo(account.email)).text);

    const differ = await reset({ code, password: NEW_PASSWORD, passwordConfirmation: NEWER_PASSWORD });
    expect([differ.status, differ.body.code, differ.body.errors]).toEqual([400, 'VALIDATION_FAILED', { passwordConfirmation: 'Passwords do not match' }]);
    expect(differ.body.problems).toEqual({ passwordConfirmation: { code: 'passwordsDiffer' } });
    const weak = await reset({ code, password: 'weakweak', passwordConfirmation: 'weakweak' });
    expect([weak.status, weak.body.errors]).toEqual([400, { password: 'At least one uppercase letter' }]);
    expect(weak.body.problems).toEqual({ password: { code: 'needsCharacter', kind: 'uppercase' } });
    const missing = await reset({ password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect([missing.status, missing.body.message]).toEqual([400, 'Enter the reset code']);

    expect((await reset({ code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing; a known one gets at most three mails an hour', async () => {
    const { account } = await signedInClient(t.app);
    const before = mail.received.length;
    const unknown = await forgot('nobody-at-all@example.org');
    expect([unknown.status, unknown.body]).toEqual([200, { ok: true }]);
    const malformed = await forgot('not an e-mail');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(malformed.body.problems).toEqual({ email: { code: 'badFormat' } });
    const long = await forgot(`${'a'.repeat(250)}@example.org`);
    expect([long.body.errors, long.body.problems]).toEqual([{ email: 'At most 254 characters' }, { email: { code: 'tooLong', max: 254 } }]);

    for (let request = 0; request < 4; request++) expect((await forgot(account.email)).body).toEqual({ ok: true });
    for (let request = 0; request < 3; request++) await mail.mailTo(account.email);
    await sleep(500);
    expect(mail.received.length).toBe(before);
  });

  describe('a code from a trusted adult for a child without e-mail', () => {
    const learning = () => new LearningFixtures(t.dataSource);

    async function family() {
      const child = await signedInClient(t.app, { userRole: 'student' });
      const parent = await signedInClient(t.app, { userRole: 'parent' });
      const linkCode = (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code as string;
      await parent.client.post('/api/parent/connect-child', { linkCode }).expect(201);
      return { child, parent };
    }

    it('a linked parent makes a code; the child sets a new password with it, typed loosely; it works once', async () => {
      const { child, parent } = await family();
      const made = await parent.client.post(`/api/parent/child/${child.account.user.id}/reset-code`).expect(201);
      const { code, expiresAt } = made.body.data.data as { code: string; expiresAt: string };
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
      const [row] = await t.dataSource.query('SELECT kind, created_by FROM password_reset_codes WHERE user_id = $1 AND used_at IS NULL', [child.account.user.id]);
      expect(row).toEqual({ kind: 'adult', created_by: parent.account.user.id });

      const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
      const done = await reset({ code: typed, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect([done.status, done.body]).toEqual([200, { ok: true, username: child.account.username }]);
      expect((await signIn(child.account.username, NEW_PASSWORD)).status).toBe(200);
      expect((await child.client.get('/api/users/me')).status).toBe(401);
      expect((await reset({ code, password: NEWER_PASSWORD, passwordConfirmation: NEWER_PASSWORD })).body.code).toBe('RESET_CODE_INVALID');
    });

    it('a new code replaces the earlier one, and a code expires after 15 minutes', async () => {
      const { child, parent } = await family();
      const path = `/api/parent/child/${child.account.user.id}/reset-code`;
      const first = (await parent.client.post(path).expect(201)).body.data.data.code as string;
      const second = (await parent.client.post(path).expect(201)).body.data.data.code as string;
      expect((await reset({ code: first, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).body.code).toBe('RESET_CODE_INVALID');
      t.clock.advance(15 * 60);
      expect((await reset({ code: second, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).body.code).toBe('RESET_CODE_INVALID');
      const third = (await parent.client.post(path).expect(201)).body.data.data.code as string;
      t.clock.advance(14 * 60 + 59);
      expect((await reset({ code: third, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).status).toBe(200);
    });

    it('only a linked parent: another parent, a pending request and other roles are refused as elsewhere', async () => {
      const { child } = await family();
      const stranger = await signedInClient(t.app, { userRole: 'parent' });
      const refused = await stranger.client.post(`/api/parent/child/${child.account.user.id}/reset-code`);
      expect([refused.status, refused.body.code]).toEqual([404, 'CHILD_NOT_FOUND']);
      await stranger.client.post('/api/parent/connect-child', { identifier: child.account.username }).expect(201);
      expect((await stranger.client.post(`/api/parent/child/${child.account.user.id}/reset-code`)).status).toBe(404);
      const unknown = await stranger.client.post('/api/parent/child/2000000000/reset-code');
      expect([unknown.status, unknown.body.code]).toEqual([404, 'CHILD_NOT_FOUND']);
      const teacher = await signedInClient(t.app, { userRole: 'teacher' });
      expect((await teacher.client.post(`/api/parent/child/${child.account.user.id}/reset-code`)).status).toBe(403);
      expect((await child.client.post(`/api/parent/child/${child.account.user.id}/reset-code`)).status).toBe(403);
      expect((await (await anonymous()).post(`/api/parent/child/${child.account.user.id}/reset-code`)).status).toBe(401);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM password_reset_codes WHERE user_id = $1', [child.account.user.id]);
      expect(count).toBe(0);
    });

    it("the teacher of the child's class makes a code; another teacher's class and a student outside the class are refused", async () => {
      const child = await signedInClient(t.app, { userRole: 'student' });
      const outsider = await signedInClient(t.app, { userRole: 'student' });
      const teacher = await signedInClient(t.app, { userRole: 'teacher' });
      const otherTeacher = await signedInClient(t.app, { userRole: 'teacher' });
      const classId = await learning().createClass(teacher.account.user.id, 'Reset class', null, [child.account.user.id]);

      const notMine = await otherTeacher.client.post(`/api/classes/${classId}/students/${child.account.user.id}/reset-code`);
      expect([notMine.status, notMine.body.code]).toEqual([404, 'CLASS_NOT_FOUND']);
      const notInClass = await teacher.client.post(`/api/classes/${classId}/students/${outsider.account.user.id}/reset-code`);
      expect([notInClass.status, notInClass.body.code]).toEqual([404, 'NOT_IN_CLASS']);
      const parent = await signedInClient(t.app, { userRole: 'parent' });
      expect((await parent.client.post(`/api/classes/${classId}/students/${child.account.user.id}/reset-code`)).status).toBe(403);

      const made = await teacher.client.post(`/api/classes/${classId}/students/${child.account.user.id}/reset-code`).expect(201);
      const { code } = made.body.data as { code: string };
      const done = await reset({ code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      expect([done.status, done.body.username]).toEqual([200, child.account.username]);
      expect((await signIn(child.account.username, NEW_PASSWORD)).status).toBe(200);
    });
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is written to DATA_DIR/mail as an .eml file with the link', async () => {
    const { account } = await signedInClient(t.app);
    const client = await new ApiClient(t.app).start();
    await client.post('/api/auth/forgot-password', { email: account.email }).expect(200);
    const folder = join(t.app.get<Environment>(ENVIRONMENT).dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    while (!(existsSync(folder) && readdirSync(folder).some((name) => name.endsWith('.eml'))) && Date.now() < deadline) await sleep(50);
    const files = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(readFileSync(join(folder, files[0])));
    expect(parsed.subject).toBe('Choose a new QuestLearn password');
    expect((parsed.to as { text: string }).text).toBe(account.email);
    const { code } = codeFromLink(parsed.text ?? '');
    const client2 = await new ApiClient(t.app).start();
    const done = await client2.post('/api/auth/reset-password', { code, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
  });

  it("erases an account's codes with it, and those an adult made; expired codes are swept an hour after they expire", async () => {
    const child = await signedInClient(t.app, { userRole: 'student' });
    const parent = await signedInClient(t.app, { userRole: 'parent' });
    const other = await signedInClient(t.app, { userRole: 'student' });
    const linkCode = (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code as string;
    await parent.client.post('/api/parent/connect-child', { linkCode }).expect(201);
    await parent.client.post(`/api/parent/child/${child.account.user.id}/reset-code`).expect(201);
    const client = await new ApiClient(t.app).start();
    await client.post('/api/auth/forgot-password', { email: other.account.email }).expect(200);
    const codesOf = async (userId: number): Promise<number> =>
      (await t.dataSource.query('SELECT count(*)::int AS count FROM password_reset_codes WHERE user_id = $1 OR created_by = $1', [userId]))[0].count;
    expect([await codesOf(child.account.user.id), await codesOf(parent.account.user.id), await codesOf(other.account.user.id)]).toEqual([1, 1, 1]);

    const job = t.app.get(AccountErasureJob);
    t.clock.advance(30 * 60 + 59 * 60);
    await job.run();
    expect(await codesOf(other.account.user.id)).toBe(1);
    t.clock.advance(2 * 60);
    await job.run();
    expect(await codesOf(other.account.user.id)).toBe(0);

    await parent.client.post(`/api/parent/child/${child.account.user.id}/reset-code`).expect(201);
    await parent.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
    t.clock.advance(15 * 24 * 3600);
    expect(await job.run()).toContain(parent.account.user.id);
    expect(await codesOf(parent.account.user.id)).toBe(0);
  });
});

describe('guessing reset codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const anonymous = () => new ApiClient(t.app).start();

  it('refuses guessing codes from one address once it tried too many', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 60 && !statuses.includes(429); guess++) {
      const client = await anonymous();
      const answer = await client.post('/api/auth/reset-password', { code: `guess-${guess}-${Date.now()}`, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
  });
});
