import type { ContentForm } from '../../domain/content/content-form';
import { ContentIncompleteError } from '../../domain/content/content-completeness';
import { ContentFormInvalidError } from '../../domain/content/content-form';
import type { ContentStatus } from '../../domain/content/content-status';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { GetContentAnalyticsUseCase } from './content-analytics.use-case';
import type { ContentCounters, ContentForChange, ContentManagementRepository, ManagedContent } from './content-management.port';
import { ContentHasStudentsError, NotContentOwnerError } from './content-management.errors';
import { ContentNotFoundError } from './content.errors';
import { CreateContentUseCase } from './create-content.use-case';
import { PublishContentUseCase } from './publish-content.use-case';
import { UnpublishContentUseCase } from './unpublish-content.use-case';
import { UpdateContentUseCase } from './update-content.use-case';
import { WithdrawContentUseCase } from './withdraw-content.use-case';

const NOW = new Date('2026-11-18T12:00:00Z');
const clock = { now: () => NOW };
const OWNER = 7;
const OTHER = 8;

interface Stored {
  teacherId: number;
  form: ContentForm;
  withdrawnAt: Date | null;
  held: boolean;
  enrolled: boolean;
  status: ContentStatus;
  publishedAt: Date | null;
  updatedAt: Date | null;
}

/** Content rows in memory, behind the repository port. */
class FakeContentManagement implements ContentManagementRepository {
  readonly rows = new Map<number, Stored>();
  private nextId = 1;

  add(teacherId: number, overrides: Partial<Stored> = {}): number {
    const id = this.nextId++;
    const form: ContentForm = {
      title: 'Cells',
      description: 'Living things',
      type: 'video',
      category: 'science',
      difficulty: 'beginner',
      duration: 10,
      tokenPrice: 0,
      visibility: 'public',
      tags: [],
      thumbnail: null,
      contentData: {},
    };
    this.rows.set(id, { teacherId, form, withdrawnAt: null, held: false, enrolled: false, status: 'draft', publishedAt: null, updatedAt: null, ...overrides });
    return id;
  }

  async create(teacherId: number, form: ContentForm): Promise<number> {
    const id = this.add(teacherId);
    this.rows.get(id)!.form = form;
    return id;
  }

  async getForChange(contentId: number): Promise<ContentForChange | null> {
    const row = this.rows.get(contentId);
    return row ? { id: contentId, teacherId: row.teacherId, withdrawn: row.withdrawnAt !== null, status: row.status, form: row.form } : null;
  }

  async update(contentId: number, form: ContentForm, now: Date): Promise<void> {
    Object.assign(this.rows.get(contentId)!, { form, updatedAt: now });
  }

  async setStatus(contentId: number, status: ContentStatus, now: Date): Promise<void> {
    Object.assign(this.rows.get(contentId)!, { status, publishedAt: status === 'published' ? now : null, updatedAt: now });
  }

  async hasEnrollments(contentId: number): Promise<boolean> {
    return this.rows.get(contentId)!.enrolled;
  }

  async isHeld(contentId: number): Promise<boolean> {
    return this.rows.get(contentId)!.held;
  }

  async withdraw(contentId: number, now: Date): Promise<void> {
    this.rows.get(contentId)!.withdrawnAt = now;
  }

  async delete(contentId: number): Promise<void> {
    this.rows.delete(contentId);
  }

  async managed(contentId: number): Promise<ManagedContent | null> {
    const row = this.rows.get(contentId);
    return row ? ({ id: contentId, ...row.form, status: row.status, publishedAt: row.publishedAt } as unknown as ManagedContent) : null;
  }

  async counters(contentId: number): Promise<ContentCounters | null> {
    const row = this.rows.get(contentId);
    if (!row) return null;
    return { id: contentId, teacherId: row.teacherId, title: row.form.title, withdrawn: row.withdrawnAt !== null, views: 8, enrollments: 4, completions: 1, rating: 4.5, ratingCount: 2 };
  }
}

function setUp() {
  const contents = new FakeContentManagement();
  const unitOfWork: UnitOfWork = { run: (work) => work({ contentManagement: contents } as unknown as Transaction), read: (work) => work({ contentManagement: contents } as unknown as Transaction) };
  return {
    contents,
    create: new CreateContentUseCase(unitOfWork, clock),
    update: new UpdateContentUseCase(unitOfWork, clock),
    withdraw: new WithdrawContentUseCase(unitOfWork, clock),
    publish: new PublishContentUseCase(unitOfWork, clock),
    unpublish: new UnpublishContentUseCase(unitOfWork, clock),
    analytics: new GetContentAnalyticsUseCase(unitOfWork),
  };
}

describe('content management use cases', () => {
  it('create applies the defaults, checks the form, and stores nothing when it is invalid', async () => {
    const { contents, create } = setUp();
    const made = await create.execute({ teacherId: OWNER, form: { title: 'Atoms', description: 'Small things' } });
    expect(made).toMatchObject({ title: 'Atoms', type: 'video', duration: 10, tokenPrice: 0, visibility: 'public', status: 'draft', publishedAt: null });
    await expect(create.execute({ teacherId: OWNER, form: { title: ' ', description: 'x' } })).rejects.toThrow(ContentFormInvalidError);
    expect(contents.rows.size).toBe(1);
  });

  it('update: unknown content 404, another teacher 403, withdrawn content 404, the owner changes what they send', async () => {
    const { contents, update } = setUp();
    const id = contents.add(OWNER);
    const gone = contents.add(OWNER, { withdrawnAt: NOW });
    await expect(update.execute({ teacherId: OWNER, contentId: 99, changes: {} })).rejects.toThrow(ContentNotFoundError);
    await expect(update.execute({ teacherId: OTHER, contentId: id, changes: { title: 'Mine' } })).rejects.toThrow(new NotContentOwnerError('edit'));
    await expect(update.execute({ teacherId: OWNER, contentId: gone, changes: { title: 'Back' } })).rejects.toThrow(ContentNotFoundError);
    await update.execute({ teacherId: OWNER, contentId: id, changes: { title: 'Cells, again', duration: 25 } });
    expect(contents.rows.get(id)).toMatchObject({ form: { title: 'Cells, again', duration: 25, description: 'Living things' }, updatedAt: NOW });
  });

  it('delete: content nobody holds is deleted, held content is withdrawn; only by its teacher', async () => {
    const { contents, withdraw } = setUp();
    const free = contents.add(OWNER);
    const held = contents.add(OWNER, { held: true });
    await expect(withdraw.execute({ teacherId: OTHER, contentId: free })).rejects.toThrow('You can only delete your own content.');
    expect(await withdraw.execute({ teacherId: OWNER, contentId: free })).toEqual({ id: free, outcome: 'deleted' });
    expect(contents.rows.has(free)).toBe(false);
    expect(await withdraw.execute({ teacherId: OWNER, contentId: held })).toEqual({ id: held, outcome: 'withdrawn' });
    expect(contents.rows.get(held)!.withdrawnAt).toEqual(NOW);
    await expect(withdraw.execute({ teacherId: OWNER, contentId: held })).rejects.toThrow(ContentNotFoundError);
  });

  it('analytics: the rates come from the counters; only for the owner, withdrawn content included', async () => {
    const { contents, analytics } = setUp();
    const id = contents.add(OWNER, { withdrawnAt: NOW });
    expect(await analytics.execute({ teacherId: OWNER, contentId: id })).toEqual({
      contentId: id,
      title: 'Cells',
      withdrawn: true,
      views: 8,
      enrollments: 4,
      completions: 1,
      rating: 4.5,
      ratingCount: 2,
      analytics: { engagement: { enrollmentRate: 50, completionRate: 25 } },
    });
    await expect(analytics.execute({ teacherId: OTHER, contentId: id })).rejects.toThrow('You can only see the analytics of your own content.');
    await expect(analytics.execute({ teacherId: OWNER, contentId: 99 })).rejects.toThrow(ContentNotFoundError);
  });

  const COMPLETE_QUIZ = { questions: [{ prompt: '2 + 2?', choices: ['4', '5'], answerIndex: 0 }] };

  it('publish: incomplete content is refused naming what it lacks, complete content is published once; only by its teacher', async () => {
    const { contents, publish } = setUp();
    const id = contents.add(OWNER);
    await expect(publish.execute({ teacherId: OWNER, contentId: 99 })).rejects.toThrow(ContentNotFoundError);
    await expect(publish.execute({ teacherId: OTHER, contentId: id })).rejects.toThrow(new NotContentOwnerError('publish'));
    const refused = await publish.execute({ teacherId: OWNER, contentId: id }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentIncompleteError);
    expect((refused as ContentIncompleteError).problems).toEqual({
      'contentData.videoUrl': { code: 'noVideoMedia' },
      'contentData.durationSeconds': { code: 'noVideoDuration' },
    });
    expect(contents.rows.get(id)).toMatchObject({ status: 'draft', publishedAt: null });

    contents.rows.get(id)!.form = { ...contents.rows.get(id)!.form, type: 'quiz', contentData: COMPLETE_QUIZ };
    expect(await publish.execute({ teacherId: OWNER, contentId: id })).toMatchObject({ status: 'published', publishedAt: NOW });
    contents.rows.get(id)!.updatedAt = null;
    expect(await publish.execute({ teacherId: OWNER, contentId: id })).toMatchObject({ status: 'published', publishedAt: NOW });
    expect(contents.rows.get(id)!.updatedAt).toBeNull(); // published already: nothing written
  });

  it('unpublish: refused while students are enrolled, else back to a draft; a draft stays one; only by its teacher', async () => {
    const { contents, unpublish } = setUp();
    const held = contents.add(OWNER, { status: 'published', publishedAt: NOW, enrolled: true });
    const free = contents.add(OWNER, { status: 'published', publishedAt: NOW });
    await expect(unpublish.execute({ teacherId: OTHER, contentId: free })).rejects.toThrow(new NotContentOwnerError('unpublish'));
    await expect(unpublish.execute({ teacherId: OWNER, contentId: held })).rejects.toThrow(ContentHasStudentsError);
    expect(contents.rows.get(held)!.status).toBe('published');
    expect(await unpublish.execute({ teacherId: OWNER, contentId: free })).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await unpublish.execute({ teacherId: OWNER, contentId: free })).toMatchObject({ status: 'draft' });
  });

  it('update: a change of the material must leave published content complete (the fields under data), a draft may be emptied', async () => {
    const { contents, update } = setUp();
    const published = contents.add(OWNER, { status: 'published' });
    contents.rows.get(published)!.form = { ...contents.rows.get(published)!.form, type: 'quiz', contentData: COMPLETE_QUIZ };
    const refused = await update.execute({ teacherId: OWNER, contentId: published, changes: { contentData: {} } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentIncompleteError);
    expect((refused as ContentIncompleteError).problems).toEqual({ 'data.contentData.questions': { code: 'noAnsweredQuestion' } });
    expect(contents.rows.get(published)!.form.contentData).toEqual(COMPLETE_QUIZ);
    const retyped = await update.execute({ teacherId: OWNER, contentId: published, changes: { type: 'video', contentData: { videoUrl: 'https://media.example.org/a.mp4' } } }).catch((error: unknown) => error);
    expect((retyped as ContentIncompleteError).problems).toEqual({ 'data.contentData.durationSeconds': { code: 'noVideoDuration' } });

    // Published before drafts existed, without its length: its title may still change.
    const legacy = contents.add(OWNER, { status: 'published' });
    contents.rows.get(legacy)!.form = { ...contents.rows.get(legacy)!.form, contentData: { videoUrl: 'https://media.example.org/a.mp4' } };
    await update.execute({ teacherId: OWNER, contentId: legacy, changes: { title: 'Renamed' } });
    expect(contents.rows.get(legacy)!.form.title).toBe('Renamed');

    const draft = contents.add(OWNER);
    contents.rows.get(draft)!.form = { ...contents.rows.get(draft)!.form, type: 'quiz', contentData: COMPLETE_QUIZ };
    await update.execute({ teacherId: OWNER, contentId: draft, changes: { contentData: {} } });
    expect(contents.rows.get(draft)!.form.contentData).toEqual({});
  });
});
