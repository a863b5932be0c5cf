/** A student as the game sees them: the account's balance and time zone, and the game profile. */
export interface Player {
  userId: number;
  timeZone: string;
  /** The zone before the last change (registration counts as one); null when unknown. */
  previousTimeZone: string | null;
  /** When the zone was last set; null when unknown. */
  timeZoneChangedAt: Date | null;
  tokenBalance: number;
  level: number;
  xp: number;
  currentStreak: number;
  longestStreak: number;
  graceDay: boolean;
  lastLoginDate: string | null;
  /** When the last login (streak step) was counted; null when unknown. Saving a new lastLoginDate sets it. */
  lastLoginAt: Date | null;
  lastStudyDate: string | null;
  tokensEarned: number;
  chestsOpened: number;
}

export interface StudentDetails {
  avatar: string | null;
  grade: string | null;
  school: string | null;
  leaderboardOptOut: boolean;
}

export interface ActivityTotals {
  totalStudyMinutes: number;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
  dropsReceived: number;
  itemsCrafted: number;
}

export interface DayCounters {
  studyMinutes: number;
  videosWatched: number;
  quizzesCompleted: number;
  coursesCompleted: number;
  loggedIn: boolean;
  clientXp: number;
}

export type DayIncrements = Partial<Omit<DayCounters, 'loggedIn'>> & { loggedIn?: true };

export interface InventoryEntry {
  id: number;
  itemId: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  rarity: string;
  type: 'material' | 'crafted' | 'usable';
  quantity: number;
  value: number;
  isUsable: boolean;
  isSellable: boolean;
  acquiredAt: Date;
  expiresAt: Date | null;
  effects: Record<string, unknown>;
}
