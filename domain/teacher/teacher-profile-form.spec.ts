import { TEACHER_PROFILE_LIMITS as L, teacherProfileProblems } from './teacher-profile-form';

describe('the teacher profile form', () => {
  it('accepts a profile within its bounds, and blank fields', () => {
    expect(
      teacherProfileProblems({ department: 'D'.repeat(L.departmentMax), yearsOfExperience: 80, bio: 'B'.repeat(L.bioMax), subjects: Array.from({ length: 20 }, () => 'S'.repeat(50)), avatar: '🦉' }),
    ).toEqual({});
    expect(teacherProfileProblems({ department: '', yearsOfExperience: 0, bio: '', subjects: [], avatar: '' })).toEqual({});
    expect(teacherProfileProblems({ avatar: `/api/media/pictures/${'ab'.repeat(16)}.png` })).toEqual({});
  });

  it.each([
    [{ department: 'D'.repeat(101) }, { department: { code: 'tooLong', max: 100 } }],
    [{ bio: 'B'.repeat(2001) }, { bio: { code: 'tooLong', max: 2000 } }],
    [{ yearsOfExperience: -1 }, { yearsOfExperience: { code: 'tooSmall', min: 0 } }],
    [{ yearsOfExperience: 81 }, { yearsOfExperience: { code: 'tooLarge', max: 80 } }],
    [{ yearsOfExperience: 2.5 }, { yearsOfExperience: { code: 'wrongType', expected: 'integer' } }],
    [{ subjects: Array.from({ length: 21 }, (_, i) => `S${i}`) }, { subjects: { code: 'tooMany', max: 20 } }],
    [{ subjects: ['x'.repeat(51)] }, { subjects: { code: 'tooLong', max: 50 } }],
    [{ subjects: 'maths' }, { subjects: { code: 'wrongType', expected: 'list' } }],
    [{ avatar: 'https://tracker.test/me.png' }, { avatar: { code: 'invalid' } }],
  ])('finds the problem of %j', (input, problems) => {
    expect(teacherProfileProblems(input)).toEqual(problems);
  });
});
