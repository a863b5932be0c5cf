import { validateLogin } from './login-validation';

describe('sign-in form rules (spec §5)', () => {
  it.each([
    [{ identifier: '', password: 'secret1' }, { identifier: { code: 'required' } }],
    [{ identifier: '   ', password: 'secret1' }, { identifier: { code: 'required' } }],
    [{ identifier: 'ada', password: '' }, { password: { code: 'required' } }],
    [{ identifier: 'ada', password: '12345' }, { password: { code: 'tooShort', min: 6 } }],
    [{ identifier: '', password: '' }, { identifier: { code: 'required' }, password: { code: 'required' } }],
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
