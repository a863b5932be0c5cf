/** How a sign-in identifier is looked up: an e-mail when it holds an '@', otherwise a username. */
export function identifierKind(identifier: string): 'email' | 'username' {
  return identifier.includes('@') ? 'email' : 'username';
}

/** E-mails are compared trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Usernames keep their case for display and are compared trimmed and lower-cased. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
