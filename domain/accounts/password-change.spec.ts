import { passwordChangeProblems } from './password-change';

const valid = { currentPassword: 'Secret123!', newPassword: 'Brand-New9', confirmPassword: 'Brand-New9' };

describe('a password change', () => {
  it('with the current password, a strong new one and its confirmation has no problems', () => {
    expect(passwordChangeProblems(valid)).toEqual({});
  });

  it.each([
    [{ currentPassword: '' }, { currentPassword: { code: 'required' } }],
    [{ newPassword: '', confirmPassword: '' }, { newPassword: { code: 'required' }, confirmPassword: { code: 'required' } }],
    [{ newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, { newPassword: { code: 'tooShort', min: 8 } }],
    [{ newPassword: 'brand-new9', confirmPassword: 'brand-new9' }, { newPassword: { code: 'needsCharacter', kind: 'uppercase' } }],
    [{ newPassword: 'Brand-New', confirmPassword: 'Brand-New' }, { newPassword: { code: 'needsCharacter', kind: 'digit' } }],
    [{ newPassword: 'BrandNew9', confirmPassword: 'BrandNew9' }, { newPassword: { code: 'needsCharacter', kind: 'special' } }],
    [{ newPassword: 'x'.repeat(120) + 'Aa1!xxxxx', confirmPassword: 'x'.repeat(120) + 'Aa1!xxxxx' }, { newPassword: { code: 'tooLong', max: 128 } }],
    [{ newPassword: 'Secret123!', confirmPassword: 'Secret123!' }, { newPassword: { code: 'sameAsCurrentPassword' } }],
    [{ confirmPassword: 'Brand-New8' }, { confirmPassword: { code: 'passwordsDiffer' } }],
    [{ confirmPassword: '' }, { confirmPassword: { code: 'required' } }],
  ])('%j gives %j', (change, problems) => {
    expect(passwordChangeProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('checks no confirmation when none is given (the API takes the new password once)', () => {
    expect(passwordChangeProblems({ currentPassword: 'Secret123!', newPassword: 'Brand-New9' })).toEqual({});
  });

  it('treats values that are not text as empty', () => {
    expect(passwordChangeProblems({ currentPassword: 7 as unknown as string, newPassword: null as unknown as string })).toEqual({
      currentPassword: { code: 'required' },
      newPassword: { code: 'required' },
    });
  });
});
