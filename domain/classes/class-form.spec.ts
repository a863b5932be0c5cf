import { changedClassForm, classFormProblems, type ClassForm, InvalidClassFormError, newClassForm, validClassForm } from './class-form';

describe('the class form (spec §5 class create)', () => {
  it('a new class takes capacity 30 and is active; the name is trimmed and empty optional texts are none', () => {
    expect(newClassForm({ name: '  Maths 7B ', subject: '', description: '   ' })).toEqual({
      name: 'Maths 7B',
      subject: null,
      gradeLevel: null,
      capacity: 30,
      startDate: null,
      endDate: null,
      description: null,
      isActive: true,
    });
  });

  it.each([
    [{ name: '' }, { name: { code: 'required' } }],
    [{ name: '   ' }, { name: { code: 'required' } }],
    [{}, { name: { code: 'required' } }],
    [{ name: 'x'.repeat(101) }, { name: { code: 'tooLong', max: 100 } }],
    [{ name: 'A', capacity: 0 }, { capacity: { code: 'tooSmall', min: 1 } }],
    [{ name: 'A', capacity: 1 }, {}],
    [{ name: 'A', capacity: 1000 }, {}],
    [{ name: 'A', capacity: 1001 }, { capacity: { code: 'tooLarge', max: 1000 } }],
    [{ name: 'A', capacity: 2.5 }, { capacity: { code: 'wrongType', expected: 'integer' } }],
    [{ name: 'A', startDate: '2026-02-30' }, { startDate: { code: 'badFormat' } }],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-08-31' }, { endDate: { code: 'endBeforeStart' } }],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-09-01' }, {}],
    [{ name: 'A', endDate: '2026-13-01' }, { endDate: { code: 'badFormat' } }],
    [{ name: 'A', subject: 42 }, { subject: { code: 'wrongType', expected: 'text' } }],
    [{ name: 'A', subject: 's'.repeat(101) }, { subject: { code: 'tooLong', max: 100 } }],
    [{ name: 'A', capacity: '30' }, { capacity: { code: 'wrongType', expected: 'integer' } }],
    [{ name: 'A', gradeLevel: 'g'.repeat(31) }, { gradeLevel: { code: 'tooLong', max: 30 } }],
    [{ name: 'A', description: 'd'.repeat(1001) }, { description: { code: 'tooLong', max: 1000 } }],
    [{ name: 'A', isActive: 'yes' }, { isActive: { code: 'wrongType', expected: 'boolean' } }],
  ])('%j breaks %j', (input, problems) => {
    expect(classFormProblems(newClassForm(input))).toEqual(problems);
  });

  it('an update changes only what it names and is checked as a whole', () => {
    const current: ClassForm = { name: 'Maths', subject: 'math', gradeLevel: '7', capacity: 30, startDate: '2026-09-01', endDate: '2027-06-30', description: null, isActive: true };
    expect(changedClassForm(current, { isActive: false })).toEqual({ ...current, isActive: false });
    expect(() => validClassForm(changedClassForm(current, { endDate: '2026-08-01' }))).toThrow(InvalidClassFormError);
    expect(() => validClassForm(changedClassForm(current, { name: ' ' }))).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', problems: { name: { code: 'required' } } }));
  });
});
