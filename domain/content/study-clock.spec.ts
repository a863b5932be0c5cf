import fc from 'fast-check';
import { creditStudyTime, STUDY_SESSION_IDLE_SECONDS, STUDY_TIME_TOLERANCE_SECONDS, type StudyClockState } from './study-clock';

const T0 = new Date('2026-11-18T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const DAY = 86_400;
const fresh = (overrides: Partial<StudyClockState> = {}): StudyClockState => ({ itemClockAt: null, creditedUntil: null, daySeconds: 0, dayLengthSeconds: DAY, ...overrides });

describe('study time the server measured (PRODUCT.md)', () => {
  it('opens a session on the first update: the clock starts and nothing is credited', () => {
    expect(creditStudyTime(3600, at(0), fresh())).toEqual({ seconds: 0, sessionOpened: true, itemClockAt: at(0), creditedUntil: null });
  });

  it.each([
    // claimed, seconds since the item's last update, credited
    [30, 30, 30],
    [30, 25, 30], // a late update: within the 10 s tolerance
    [60, 30, 40], // the rest is refused quietly
    [3600, 0.5, 10],
    [5000, 4000, 0], // more than an hour without an update: a new session
    [5000, 3600, 3600], // at most 3600 an update
  ])('credits a claim of %d s made %d s after the last update with %d s', (claimed, elapsed, credited) => {
    expect(STUDY_TIME_TOLERANCE_SECONDS).toBe(10);
    expect(STUDY_SESSION_IDLE_SECONDS).toBe(3600);
    expect(creditStudyTime(claimed, at(elapsed), fresh({ itemClockAt: at(0) })).seconds).toBe(credited);
  });

  it('runs one clock per student: a second item credits only time no other item was credited for', () => {
    const first = creditStudyTime(30, at(30), fresh({ itemClockAt: at(0) }));
    expect(first).toMatchObject({ seconds: 30, creditedUntil: at(30) });
    const second = creditStudyTime(30, at(31), fresh({ itemClockAt: at(0), creditedUntil: first.creditedUntil }));
    expect(second).toMatchObject({ seconds: 11, creditedUntil: at(41) });
  });

  it('gives the tolerance once, not on every update', () => {
    let state = fresh({ itemClockAt: at(0) });
    let total = 0;
    for (let second = 1; second <= 100; second++) {
      const credit = creditStudyTime(60, at(second), state);
      total += credit.seconds;
      state = { ...state, itemClockAt: credit.itemClockAt, creditedUntil: credit.creditedUntil };
    }
    expect(total).toBe(100 + STUDY_TIME_TOLERANCE_SECONDS);
  });

  it('never passes the real length of the local day', () => {
    expect(creditStudyTime(600, at(600), fresh({ itemClockAt: at(0), daySeconds: DAY - 100 })).seconds).toBe(100);
    expect(creditStudyTime(600, at(600), fresh({ itemClockAt: at(0), daySeconds: 23 * 3600, dayLengthSeconds: 23 * 3600 })).seconds).toBe(0);
  });

  it('credits an honest student every second they report at a normal pace', () => {
    let state = fresh();
    let total = 0;
    for (let report = 0; report <= 20; report++) {
      const credit = creditStudyTime(report === 0 ? 0 : 30, at(report * 30 + (report % 3)), state);
      total += credit.seconds;
      state = { ...state, itemClockAt: credit.itemClockAt, creditedUntil: credit.creditedUntil };
    }
    expect(total).toBe(600);
  });

  it('credits no sequence of updates, on any items, more than the real time since the first plus one tolerance', () => {
    const update = fc.record({ item: fc.integer({ min: 0, max: 3 }), after: fc.integer({ min: 0, max: 5000 }), claimed: fc.integer({ min: 0, max: 86_400 }) });
    fc.assert(
      fc.property(fc.array(update, { minLength: 1, maxLength: 60 }), (updates) => {
        const itemClocks = new Map<number, Date>();
        let creditedUntil: Date | null = null;
        let now = 0;
        let total = 0;
        const openedAt: number[] = [];
        for (const { item, after, claimed } of updates) {
          now += after;
          const credit = creditStudyTime(claimed, at(now), { itemClockAt: itemClocks.get(item) ?? null, creditedUntil, daySeconds: 0, dayLengthSeconds: 10 * DAY });
          if (credit.sessionOpened) openedAt.push(now);
          itemClocks.set(item, credit.itemClockAt);
          creditedUntil = credit.creditedUntil;
          total += credit.seconds;
        }
        const firstOpen = openedAt.length ? Math.min(...openedAt) : now;
        expect(total).toBeLessThanOrEqual(Math.max(0, now - firstOpen) + STUDY_TIME_TOLERANCE_SECONDS);
      }),
    );
  });
});
