import { MESSAGES_PER_HOUR, mayMessageAgain, messageBodyProblem, threadStanding, tidyMessageBody } from './message-rules';

describe('message rules', () => {
  it.each([
    ['', 'empty'],
    ['a', null],
    ['x'.repeat(2000), null],
    ['x'.repeat(2001), 'tooLong'],
    // Characters, not UTF-16 units: 2,000 emoji are 2,000 characters.
    ['😀'.repeat(2000), null],
  ])('a body of %#: %s', (body, problem) => {
    expect(messageBodyProblem(body)).toBe(problem);
  });

  it('drops surrounding blank space, so blank space alone is empty', () => {
    expect(messageBodyProblem(tidyMessageBody('  \n\t '))).toBe('empty');
    expect(tidyMessageBody('  Hello\n')).toBe('Hello');
  });

  it('allows 30 messages an hour', () => {
    expect(MESSAGES_PER_HOUR).toBe(30);
    expect(mayMessageAgain(29)).toBe(true);
    expect(mayMessageAgain(30)).toBe(false);
  });

  it.each([
    [true, true, 'open'],
    [false, true, 'readOnly'],
    [true, false, 'readOnly'],
    [false, false, 'readOnly'],
  ] as const)('linked %s, in class %s: %s', (parentLinked, childInTeachersClass, standing) => {
    expect(threadStanding({ parentLinked, childInTeachersClass })).toBe(standing);
  });
});
