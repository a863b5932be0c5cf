import { identifierKind, normalizeEmail, usernameKey } from './identifier';

describe('sign-in identifier: e-mail or username', () => {
  it.each([
    ['ada@example.com', 'email'],
    ['ada_l', 'username'],
  ] as const)('%s is looked up as %s', (identifier, kind) => {
    expect(identifierKind(identifier)).toBe(kind);
  });

  it('e-mails and usernames compare trimmed and case-insensitively', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(usernameKey(' Ada_L ')).toBe('ada_l');
  });
});
