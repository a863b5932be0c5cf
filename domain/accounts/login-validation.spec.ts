import { validateLogin } from './login-validation';

describe('sign-in form rules (spec §5)', () => {
  it.each([
    [{ identifier: '', password: 'secret1' }, { identifier: 'Email or username is required' }],
    [{ identifier: '   ', password: 'secret1' }, { identifier: 'Email or username is required' }],
    [{ identifier: 'ada', password: '' }, { password: 'Password is required' }],
    [{ identifier: 'ada', password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [{ identifier: '', password: '' }, { identifier: 'Email or username is required', password: 'Password is required' }],
  ])('%j is refused with %j', (input, expected) => {
    expect(validateLogin(input)).toEqual(expected);
  });

  it.each([
    { identifier: 'ada', password: '123456' },
    { identifier: 'ada@example.com', password: 'a much longer password' },
  ])('%j is accepted (6 characters is enough at sign-in)', (input) => {
    expect(validateLogin(input)).toEqual({});
  });
});
