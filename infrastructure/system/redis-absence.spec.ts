import { isUnreachable, RedisAbsence } from './redis-absence';

describe('RedisAbsence', () => {
  it('is away for the given time after a failure to answer, and no longer once Redis is ready again', () => {
    const time = { ms: 1_000 };
    const absence = new RedisAbsence(5_000, () => time.ms);
    expect(absence.away).toBe(false);
    absence.noticed();
    time.ms = 5_999;
    expect(absence.away).toBe(true);
    time.ms = 6_000;
    expect(absence.away).toBe(false);
    absence.noticed();
    absence.answered();
    expect(absence.away).toBe(false);
  });

  it('lets one caller at a time find out whether Redis is back once the time is up', () => {
    const time = { ms: 0 };
    const absence = new RedisAbsence(2_000, () => time.ms);
    expect([absence.mayAsk(), absence.mayAsk()]).toEqual([true, true]);
    absence.noticed();
    time.ms = 1_999;
    expect(absence.mayAsk()).toBe(false);
    time.ms = 2_000;
    expect([absence.mayAsk(), absence.mayAsk(), absence.away]).toEqual([true, false, true]);
    absence.noticed();
    time.ms = 4_000;
    expect([absence.mayAsk(), absence.mayAsk()]).toEqual([true, false]);
    absence.answered();
    expect([absence.mayAsk(), absence.mayAsk(), absence.away]).toEqual([true, true, false]);
  });

  it("tells ioredis's errors of an unreachable or silent node from the others", () => {
    for (const message of ['Command timed out', 'Connection is closed.', 'connect ECONNREFUSED 127.0.0.1:6379', 'CLUSTERDOWN The cluster is down', 'LOADING Redis is loading'])
      expect(isUnreachable(new Error(message))).toBe(true);
    const retries = Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' });
    expect(isUnreachable(retries)).toBe(true);
    expect(isUnreachable(new Error('ERR unknown command'))).toBe(false);
    expect(isUnreachable('Command timed out')).toBe(false);
  });
});
