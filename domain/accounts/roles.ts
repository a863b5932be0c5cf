export const USER_ROLE_VALUES = ['student', 'teacher', 'parent', 'sponsor'] as const;
export type UserRole = (typeof USER_ROLE_VALUES)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLE_VALUES as readonly string[]).includes(value);
}
