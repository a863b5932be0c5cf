import { changedClassForm, CLASS_FORM_MESSAGES as M, classFormProblems, type ClassForm, InvalidClassFormError, newClassForm, validClassForm } from './class-form';

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
    [{ name: '' }, { name: M.nameRequired }],
    [{ name: '   ' }, { name: M.nameRequired }],
    [{}, { name: M.nameRequired }],
    [{ name: 'x'.repeat(101) }, { name: M.nameTooLong }],
    [{ name: 'A', capacity: 0 }, { capacity: M.capacityMin }],
    [{ name: 'A', capacity: 1 }, {}],
    [{ name: 'A', capacity: 1000 }, {}],
    [{ name: 'A', capacity: 1001 }, { capacity: M.capacityMax }],
    [{ name: 'A', capacity: 2.5 }, { capacity: M.capacityWhole }],
    [{ name: 'A', startDate: '2026-02-30' }, { startDate: M.startDate }],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-08-31' }, { endDate: M.endBeforeStart }],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-09-01' }, {}],
    [{ name: 'A', gradeLevel: 'g'.repeat(31) }, { gradeLevel: M.gradeLevelTooLong }],
    [{ name: 'A', description: 'd'.repeat(1001) }, { description: M.descriptionTooLong }],
    [{ name: 'A', isActive: 'yes' }, { isActive: M.isActive }],
  ])('%j breaks %j', (input, problems) => {
    expect(classFormProblems(newClassForm(input))).toEqual(problems);
  });

  it('an update changes only what it names and is checked as a whole', () => {
    const current: ClassForm = { name: 'Maths', subject: 'math', gradeLevel: '7', capacity: 30, startDate: '2026-09-01', endDate: '2027-06-30', description: null, isActive: true };
    expect(changedClassForm(current, { isActive: false })).toEqual({ ...current, isActive: false });
    expect(() => validClassForm(changedClassForm(current, { endDate: '2026-08-01' }))).toThrow(InvalidClassFormError);
    expect(() => validClassForm(changedClassForm(current, { name: ' ' }))).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED', message: M.nameRequired, fields: { name: M.nameRequired } }));
  });
});
