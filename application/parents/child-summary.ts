import { rankForLevel } from '../../domain/game/progression/rank';
import type { ConnectedChild } from './family-reads.port';

/** A connected child on the parent's screens (contract "ChildSummary"; spec §3 "Student (in class or as child)"). */
export interface ChildSummary {
  id: number;
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  level: number;
  rank: string;
  xp: number;
  tokenBalance: number;
  connectedAt: Date;
}

export function toChildSummary(child: ConnectedChild): ChildSummary {
  return {
    id: child.id,
    userId: child.id,
    username: child.username,
    firstName: child.firstName,
    lastName: child.lastName,
    level: child.level,
    rank: rankForLevel(child.level),
    xp: child.xp,
    tokenBalance: child.tokenBalance,
    connectedAt: child.connectedAt,
  };
}
