import { MediaAddresses } from '../media/media-addresses';
import type { ContentCard } from './content-card';
import type { BrowsePage, ContentAccessFacts, ContentCatalogue, ContentReading } from './content-catalogue.port';
import { ContentNotFoundError } from './content.errors';
import { ForgetPastViewsUseCase } from './forget-past-views.use-case';
import { GetAccessInfoUseCase } from './get-access-info.use-case';
import { ReadContentUseCase } from './read-content.use-case';

const TEACHER = { userId: 7, role: 'teacher' as const };
const clockAt = (iso: string) => ({ now: () => new Date(iso) });
const STUDENT = { userId: 8, role: 'student' as const };

function card(overrides: Partial<ContentCard> = {}): ContentReading['card'] {
  return {
    id: 1,
    title: 'Cells',
    description: 'x'.repeat(250),
    type: 'quiz',
    category: 'science',
    difficulty: 'beginner',
    duration: 10,
    tokenPrice: 0,
    visibility: 'public',
    tags: [],
    thumbnail: null,
    views: 9,
    enrollments: 5,
    completions: 1,
    rating: 0,
    ratingCount: 0,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    teacherFirstName: 'Ada',
    teacherLastName: 'Teach',
    teacherUsername: 'ada',
    analytics: { engagement: { enrollmentRate: 56, completionRate: 20 } },
    ...overrides,
    teacher: { id: TEACHER.userId, department: null, user: { username: 'ada', firstName: 'Ada', lastName: 'Teach' } },
  };
}

const QUIZ = { questions: [{ id: 'q1', prompt: 'p1', choices: ['a'], answerIndex: 0 }, { id: 'q2', prompt: 'p2', choices: ['b'], answerIndex: 0 }] };

class FakeCatalogue implements ContentCatalogue {
  reading: ContentReading | null = null;
  facts: { tokenBalance: number; contents: ContentAccessFacts[] } | null = null;
  views = 0;
  counted: Array<{ contentId: number; viewerId: number; day: string }> = [];
  forgottenBefore: string | null = null;
  asked: number[] = [];

  async browse(): Promise<BrowsePage> {
    return { cards: [], total: 0 };
  }
  async read(): Promise<ContentReading | null> {
    return this.reading;
  }
  async countView(contentId: number, viewerId: number, day: string): Promise<number> {
    this.counted.push({ contentId, viewerId, day });
    this.views += 1;
    return this.reading!.card.views + this.views;
  }
  async forgetViewsBefore(day: string): Promise<void> {
    this.forgottenBefore = day;
  }
  async accessFacts(_: number, ids: readonly number[]) {
    this.asked = [...ids];
    return this.facts;
  }
}

describe('reading one content', () => {
  const setup = (overrides: Partial<ContentReading> = {}) => {
    const catalogue = new FakeCatalogue();
    catalogue.reading = { card: card(), visibility: 'public', withdrawn: false, draft: false, contentData: QUIZ, enrollment: null, myRating: null, readerTimeZone: 'UTC', ...overrides };
    const clock = clockAt('2026-11-18T23:30:00Z');
    return { catalogue, useCase: new ReadContentUseCase(catalogue, clock, new MediaAddresses({ sign: () => 'signed', signed: () => true }, clock), { safeHtml: (markdown) => `<p>${markdown}</p>` }) };
  };

  it("its teacher's read shows everything but the answers and counts no view", async () => {
    const { catalogue, useCase } = setup();
    const detail = await useCase.execute({ reader: TEACHER, contentId: 1 });
    expect(detail.contentData).toEqual({ questions: [{ id: 'q1', prompt: 'p1', choices: ['a'] }, { id: 'q2', prompt: 'p2', choices: ['b'] }] });
    expect(detail.description).toHaveLength(250);
    expect(catalogue.views).toBe(0);
    expect(detail.views).toBe(9);
  });

  it("anyone else's read shows the preview and counts a view, with the enrollment rate over the new count", async () => {
    const { catalogue, useCase } = setup();
    const detail = await useCase.execute({ reader: STUDENT, contentId: 1 });
    expect(detail.contentData).toEqual({ questions: [{ id: 'q1', prompt: 'p1', choices: ['a'] }] });
    expect(detail.description).toBe(`${'x'.repeat(200)}...`);
    expect(detail.access).toEqual({ isOwner: false, enrolled: false, hasAccess: false, preview: true, previewSeconds: 120 });
    expect(catalogue.views).toBe(1);
    expect(detail.views).toBe(10);
    expect(detail.analytics.engagement).toEqual({ enrollmentRate: 50, completionRate: 20 });
  });

  it.each([
    ['UTC', '2026-11-18'],
    ['Europe/Berlin', '2026-11-19'],
    ['America/New_York', '2026-11-18'],
  ])("the view counts on the reader's own day: in %s, %s", async (readerTimeZone, day) => {
    const { catalogue, useCase } = setup({ readerTimeZone });
    await useCase.execute({ reader: STUDENT, contentId: 1 });
    expect(catalogue.counted).toEqual([{ contentId: 1, viewerId: STUDENT.userId, day }]);
  });

  it.each([
    ['unknown', null],
    ['private', { visibility: 'private' as const }],
    ['withdrawn', { withdrawn: true }],
    ['draft', { draft: true }],
  ])('%s content is not found by a student who does not hold it', async (_, overrides) => {
    const { catalogue, useCase } = setup(overrides ?? {});
    if (overrides === null) catalogue.reading = null;
    await expect(useCase.execute({ reader: STUDENT, contentId: 1 })).rejects.toBeInstanceOf(ContentNotFoundError);
    expect(catalogue.views).toBe(0);
  });
});

describe('forgetting past views', () => {
  it.each([
    ['2026-11-18T00:00:00Z', '2026-11-17'],
    ['2026-11-18T23:59:59Z', '2026-11-17'],
  ])('at %s forgets the views of the days before %s, which no time zone is still on', async (now, day) => {
    const catalogue = new FakeCatalogue();
    await new ForgetPastViewsUseCase(catalogue, clockAt(now)).execute();
    expect(catalogue.forgottenBefore).toBe(day);
  });
});

describe('access info', () => {
  const facts = (contentId: number, overrides: Partial<ContentAccessFacts> = {}): ContentAccessFacts => ({
    contentId,
    visibility: 'public',
    withdrawn: false,
    draft: false,
    tokenPrice: 10,
    enrolled: false,
    wishlisted: false,
    sponsored: false,
    ...overrides,
  });

  it('asks once for the distinct ids and answers every one of them', async () => {
    const catalogue = new FakeCatalogue();
    catalogue.facts = {
      tokenBalance: 10,
      contents: [facts(1), facts(2, { tokenPrice: 11 }), facts(3, { tokenPrice: 11, sponsored: true }), facts(4, { enrolled: true, wishlisted: true }), facts(5, { visibility: 'private' }), facts(7, { draft: true })],
    };
    const info = await new GetAccessInfoUseCase(catalogue).execute({ studentId: 8, contentIds: [1, 2, 3, 4, 5, 6, 7, 1] });
    expect(catalogue.asked).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(info).toEqual({
      1: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false },
      2: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
      3: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: true },
      4: { hasAccess: true, canAfford: true, wishlisted: true, sponsored: false },
      5: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
      6: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
      7: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
    });
  });
});
