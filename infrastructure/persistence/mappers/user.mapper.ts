import type { UserRecord } from '../../../application/accounts/user.record';
import type { UserRole } from '../../../domain/accounts/roles';

export const USER_COLUMNS = `id, username, email, password_hash, user_role, first_name, last_name, token_balance,
  is_active, confirmed, blocked, time_zone, time_zone_changed_at,
  created_at, updated_at`;

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  user_role: UserRole;
  first_name: string | null;
  last_name: string | null;
  token_balance: number;
  is_active: boolean;
  confirmed: boolean;
  blocked: boolean;
  time_zone: string;
  time_zone_changed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toUserRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    userRole: row.user_role,
    firstName: row.first_name,
    lastName: row.last_name,
    tokenBalance: row.token_balance,
    isActive: row.is_active,
    confirmed: row.confirmed,
    blocked: row.blocked,
    timeZone: row.time_zone,
    timeZoneChangedAt: row.time_zone_changed_at && new Date(row.time_zone_changed_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
