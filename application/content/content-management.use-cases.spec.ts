import type { ContentForm } from '../../domain/content/content-form';
import { ContentFormInvalidError } from '../../domain/content/content-form';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { GetContentAnalyticsUseCase } from './content-analytics.use-case';
import type { ContentCounters, ContentForChange, ContentManagementRepository, ManagedContent } from './content-management.port';
import { NotContentOwnerError } from './content-management.errors';
import { ContentNotFoundError } from './content.errors';
import { CreateContentUseCase } from './create-content.use-case';
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
    this.rows.set(id, { teacherId, form, withdrawnAt: null, held: false, updatedAt: null, ...overrides });
    return id;
  }

  async create(teacherId: number, form: ContentForm): Promise<number> {
    const id = this.add(teacherId);
    this.rows.get(id)!.form = form;
    return id;
  }

  async getForChange(contentId: number): Promise<ContentForChange | null> {
    const row = this.rows.get(contentId);
    return row ? { id: contentId, teacherId: row.teacherId, withdrawn: row.withdrawnAt !== null, form: row.form } : null;
  }

  async update(contentId: number, form: ContentForm, now: Date): Promise<void> {
    Object.assign(this.rows.get(contentId)!, { form, updatedAt: now });
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
    return row ? ({ id: contentId, ...row.form } as unknown as ManagedContent) : null;
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
    analytics: new GetContentAnalyticsUseCase(unitOfWork),
  };
}

describe('content management use cases', () => {
  it('create applies the defaults, checks the form, and stores nothing when it is invalid', async () => {
    const { contents, create } = setUp();
    const made = await create.execute({ teacherId: OWNER, form: { title: 'Atoms', description: 'Small things' } });
    expect(made).toMatchObject({ title: 'Atoms', type: 'video', duration: 10, tokenPrice: 0, visibility: 'public' });
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
});
