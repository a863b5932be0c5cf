import {
  averageQuizScore,
  breakdownBy,
  challengeTotals,
  completedContent,
  currentContent,
  recentActivity,
  teacherSummary,
  totalMinutesSpent,
  type ChildEnrollment,
} from './child-progress';

let nextId = 1;
function enrollment(values: Partial<ChildEnrollment> & { teacherId?: number } = {}): ChildEnrollment {
  const id = nextId++;
  return {
    enrollmentId: id,
    content: { id, title: `Course ${id}`, type: 'video', category: 'math' },
    teacherId: 1,
    teacherName: 'Ada Teach',
    teacherUsername: 'ada',
    progress: 0,
    timeSpentSeconds: 0,
    lastAccessed: null,
    completedAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    tokensSpent: 0,
    accessType: 'free',
    ...values,
  };
}

describe("a child's progress as the parent's analysis shows it (spec §3 'Child progress')", () => {
  it('counts enrollments by category and type', () => {
    const list = [
      enrollment({ content: { id: 1, title: 'a', type: 'video', category: 'math' } }),
      enrollment({ content: { id: 2, title: 'b', type: 'quiz', category: 'math' } }),
      enrollment({ content: { id: 3, title: 'c', type: 'quiz', category: 'art' } }),
    ];
    expect(breakdownBy(list, 'category')).toEqual({ math: 2, art: 1 });
    expect(breakdownBy(list, 'type')).toEqual({ video: 1, quiz: 2 });
  });

  it('summarises the top 5 teachers by enrollments with a whole completion rate', () => {
    const done = new Date('2026-01-02T00:00:00Z');
    const list = [
      enrollment({ teacherId: 7, teacherName: 'T7', completedAt: done }),
      enrollment({ teacherId: 7, teacherName: 'T7' }),
      enrollment({ teacherId: 7, teacherName: 'T7' }),
      ...[1, 2, 3, 4, 5].map((teacherId) => enrollment({ teacherId, teacherName: `T${teacherId}`, completedAt: teacherId === 5 ? done : null })),
    ];
    expect(teacherSummary(list)).toEqual([
      { teacherId: 7, teacherName: 'T7', completionRate: 33, enrollments: 3 },
      { teacherId: 5, teacherName: 'T5', completionRate: 100, enrollments: 1 },
      { teacherId: 1, teacherName: 'T1', completionRate: 0, enrollments: 1 },
      { teacherId: 2, teacherName: 'T2', completionRate: 0, enrollments: 1 },
      { teacherId: 3, teacherName: 'T3', completionRate: 0, enrollments: 1 },
    ]);
  });

  it('lists at most 10 recent activities, last opened first, never-opened ones left out', () => {
    const list = Array.from({ length: 12 }, (_, day) => enrollment({ lastAccessed: new Date(Date.UTC(2026, 0, day + 1)) }));
    list.push(enrollment());
    const recent = recentActivity(list);
    expect(recent).toHaveLength(10);
    expect(recent[0].lastAccessed.toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(recent[9].lastAccessed.toISOString()).toBe('2026-01-03T00:00:00.000Z');
  });

  it('totals not started, in progress and completed; time in rounded minutes', () => {
    const list = [
      enrollment({ progress: 0, timeSpentSeconds: 30 }),
      enrollment({ progress: 40, timeSpentSeconds: 600 }),
      enrollment({ progress: 100, completedAt: new Date(), timeSpentSeconds: 59 }),
    ];
    expect(challengeTotals(list)).toEqual({ not_started: 1, in_progress: 1, completed: 1 });
    expect(totalMinutesSpent(list)).toBe(11); // 689 s
    expect(completedContent(list).map((entry) => entry.progress)).toEqual([100]);
  });

  it('orders current content last opened first, never opened last', () => {
    const never = enrollment({ progress: 0 });
    const older = enrollment({ progress: 10, lastAccessed: new Date('2026-01-01T00:00:00Z') });
    const newer = enrollment({ progress: 20, lastAccessed: new Date('2026-01-05T00:00:00Z') });
    const done = enrollment({ progress: 100, completedAt: new Date('2026-01-06T00:00:00Z') });
    expect(currentContent([never, older, done, newer])).toEqual([newer, older, never]);
  });

  it.each([
    [[], 0],
    [[{ score: 2, maxScore: 3 }], 67],
    [[{ score: 2, maxScore: 3 }, { score: 3, maxScore: 3 }], 83],
    [[{ score: 0, maxScore: 0 }, { score: 1, maxScore: 2 }], 50],
  ])('averages quiz attempts %j to %p %', (attempts, expected) => {
    expect(averageQuizScore(attempts)).toBe(expected);
  });
});
