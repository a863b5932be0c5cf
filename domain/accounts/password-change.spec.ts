import { passwordChangeProblems } from './password-change';

const valid = { currentPassword: 'Secret123!', newPassword: 'Brand-New9', confirmPassword: 'Brand-New9' };

describe('a password change', () => {
  it('with the current password, a strong new one and its confirmation has no problems', () => {
    expect(passwordChangeProblems(valid)).toEqual({});
  });

  it.each([
    [{ currentPassword: '' }, { currentPassword: 'Current password is required' }],
    [{ newPassword: '', confirmPassword: '' }, { newPassword: 'Password is required', confirmPassword: 'Password confirmation is required' }],
    [{ newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, { newPassword: 'At least 8 characters' }],
    [{ newPassword: 'brand-new9', confirmPassword: 'brand-new9' }, { newPassword: 'At least one uppercase letter' }],
    [{ newPassword: 'Brand-New', confirmPassword: 'Brand-New' }, { newPassword: 'At least one number' }],
    [{ newPassword: 'BrandNew9', confirmPassword: 'BrandNew9' }, { newPassword: 'At least one special character' }],
    [{ newPassword: 'x'.repeat(120) + 'Aa1!xxxxx', confirmPassword: 'x'.repeat(120) + 'Aa1!xxxxx' }, { newPassword: 'At most 128 characters' }],
    [{ newPassword: 'Secret123!', confirmPassword: 'Secret123!' }, { newPassword: 'The new password must be different from the current one' }],
    [{ confirmPassword: 'Brand-New8' }, { confirmPassword: 'Passwords do not match' }],
    [{ confirmPassword: '' }, { confirmPassword: 'Password confirmation is required' }],
  ])('%j gives %j', (change, problems) => {
    expect(passwordChangeProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('checks no confirmation when none is given (the API takes the new password once)', () => {
    expect(passwordChangeProblems({ currentPassword: 'Secret123!', newPassword: 'Brand-New9' })).toEqual({});
  });

  it('treats values that are not text as empty', () => {
    expect(passwordChangeProblems({ currentPassword: 7 as unknown as string, newPassword: null as unknown as string })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
  });
});
