import { gameTexts } from '../i18n/game';
import { type ApiData, data, send } from './calls';
import { ApiError } from './http-client';

/**
 * The student game calls (spec §7). Every answer wraps its content in `data`; a failure is an
 * ApiError whose message is the server's own, else the call's fallback text of spec §8.
 */

const fallback = gameTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes

export interface GamingProfile {
  id: number;
  level: number;
  xp: number;
  nextLevelXP: number;
  levelProgress: number;
  rank: string;
  currentStreak: number;
  longestStreak: number;
  graceDay: boolean;
  lastLoginDate: string | null;
  dailyGoalCompleted: boolean;
  todayProgress: number;
  tokensEarned: number;
  chestsOpened: number;
  tokenBalance: number;
  dropChance: number;
  timeZone: string;
  today: string;
  dayEndsAt: string;
  dayEndsIn: string;
  avatar: string | null;
  grade: string | null;
  school: string | null;
  leaderboardOptOut: boolean;
  wishlist: unknown[];
}

export interface ActivityCounters {
  totalStudyTime: number;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
  dropsReceived: number;
  itemsCrafted: number;
  dailyStudyMinutes: number;
  dailyVideosWatched: number;
  dailyQuizzesCompleted: number;
}

export interface StudentProfileChanges {
  avatar?: string;
  grade?: string;
  school?: string;
  timeZone?: string;
  leaderboardOptOut?: boolean;
}

export type XpSource = 'video_completed' | 'quiz_completed' | 'lesson_completed' | 'study_session' | 'course_completed';

export interface ItemDrop {
  itemId: string;
  name: string;
  icon: string;
  rarity: string;
  quantity: number;
}

/** The XP result of spec §3. */
export interface XpResult {
  xpGain: number;
  newXP: number;
  newLevel: number;
  leveledUp: boolean;
  nextLevelXP: number;
  rank: string;
  itemDrop: ItemDrop | null;
  capped?: boolean;
  reason?: string;
}

export interface LoginStreakResult {
  currentStreak: number;
  longestStreak: number;
  graceDay: boolean;
  lastLoginDate: string | null;
  counted: boolean;
  xpAward: XpResult | null;
}

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface InventoryItem {
  /** The inventory entry (inventoryItemId of sell and use). */
  id: number;
  itemId: string;
  name: string;
  description: string;
  icon: string;
  image: string | null;
  rarity: Rarity | string;
  type: 'material' | 'crafted' | 'usable' | string;
  quantity: number;
  value: number;
  isUsable: boolean;
  isSellable: boolean;
  acquiredAt: string;
  expiresAt: string | null;
  expiringSoon?: boolean;
  effects: Record<string, unknown> | null;
}

export interface ActiveBoost {
  type: string;
  multiplier: number;
  endsAt: string | null;
}

export interface Inventory {
  rawMaterials: InventoryItem[];
  craftedItems: InventoryItem[];
  usableBoosts: InventoryItem[];
  activeBoosts: ActiveBoost[];
  recentDrops: InventoryItem[];
}

export interface ChestReward {
  type: 'token' | 'material';
  name: string;
  amount: number;
  rarity: string;
  icon: string;
  /** The material's item id (material rewards only). */
  itemId?: string;
}

export interface ChestOpened {
  reward: ChestReward;
  nextAvailableAt: string;
  tokenBalance: number;
}

export interface ChestStatus {
  canOpen: boolean;
  canOpenChest?: boolean;
  nextAvailableAt: string | null;
  countdown?: string;
  lastOpenedOn?: string | null;
}

export interface RarityPercent {
  rarity: string;
  percent: number;
}

export interface RewardOdds {
  chest: {
    tokens: { percent: number; min: number; max: number };
    materials: { percent: number; rarities: RarityPercent[] };
  };
  drop: { chancePercent: number; rarities: RarityPercent[] };
}

export interface CraftingMaterial {
  itemId: string;
  quantity: number;
  name: string;
  icon: string;
  rarity: string;
}

export interface RecipeMaterial {
  materialId: string;
  quantity: number;
  name: string;
  icon: string;
  owned: number;
}

export interface Recipe {
  itemId: string;
  name: string;
  description: string;
  icon: string;
  tier: 'tier1' | 'tier2' | 'tier3' | 'tier4' | string;
  rarity: string;
  value: number;
  requiredLevel: number;
  craftingRecipe: RecipeMaterial[];
  canCraft: boolean;
  blocker: string | null;
}

export interface Recipes {
  recipes: Recipe[];
  userLevel: number;
}

export interface CraftResult {
  craftedItem: { itemId: string; name: string; icon: string; rarity?: string; value?: number; tier?: string };
  quantity: number;
  consumed: Array<{ materialId: string; quantity: number }>;
}

export interface SellResult {
  item: { itemId: string; name: string; icon?: string; remaining: number };
  quantity: number;
  tokensEarned: number;
  tokenBalance: number;
}

export interface EffectApplied {
  type: 'xp_boost' | 'streak_freeze' | string;
  multiplier?: number;
  /** Seconds. */
  duration?: number;
  endsAt?: string;
}

export interface UseResult {
  item: { itemId: string; name: string; icon?: string; remaining: number };
  quantity: number;
  effectApplied?: EffectApplied | null;
}

export type ChallengePeriod = 'daily' | 'weekly' | 'monthly';

export interface ChallengeGoal {
  id: string;
  title: string;
  icon: string;
  unit: string;
  current: number;
  target: number;
  progress: number;
  completed: boolean;
  claimed: boolean;
  xpReward: number;
}

export interface ChallengeBonus {
  id: string;
  title: string;
  icon: string;
  xpReward: number;
  completed: boolean;
  claimed: boolean;
}

export interface PeriodChallenges {
  period: ChallengePeriod;
  periodStart: string;
  periodEnd: string;
  goals: ChallengeGoal[];
  bonus: ChallengeBonus | null;
}

export type Challenges = Record<ChallengePeriod, PeriodChallenges>;

export interface ClaimResult extends XpResult {
  claimed: unknown;
}

export type LeaderboardType = 'all-time' | 'daily' | 'weekly' | 'monthly';
export type LeaderboardCategory = 'global' | 'streak' | 'level' | 'tokens' | 'chests';

export interface LeaderboardEntry {
  rank: number;
  change: number;
  user: { id: number; username: string; firstName: string | null; lastName: string | null; avatar: string | null };
  stats: { level: number; xp: number; rank: string; currentStreak: number; tokensEarned: number; chestsOpened: number };
  totalScore: number;
}

export interface LeaderboardPage {
  entries: LeaderboardEntry[];
  userRank: number | null;
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
  lastUpdated: string;
}

export interface LeaderboardQuery {
  type?: LeaderboardType;
  page?: number;
  limit?: number;
  category?: LeaderboardCategory;
  around?: 'me';
}

export interface ClientConfig {
  videoCoursesUrl: string;
  version: string;
}

// ---------------------------------------------------------------------------

/** The text to show for a failed call: the server's message, else the given text. */
export function errorText(error: unknown, text: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? text;
  return text;
}

export const gameApi = {
  gaming: () => data<GamingProfile>('/student/gaming', fallback.gamingActivity),
  activity: () => data<ActivityCounters>('/student/activity', fallback.gamingActivity),
  updateProfile: (changes: StudentProfileChanges) =>
    data<Record<string, unknown>>('/student/profile', fallback.updateProfile, { method: 'PUT', body: changes }),
  addXp: (xpGain: number, source: XpSource) => data<XpResult>('/student/xp', fallback.addXp, { method: 'POST', body: { xpGain, source } }),
  loginStreak: () => data<LoginStreakResult>('/student/login-streak', fallback.loginStreak, { method: 'POST' }),
  inventory: () => data<Inventory>('/student/inventory', fallback.inventory),
  openDailyChest: () => data<ChestOpened>('/student/chest/daily', fallback.openChest, { method: 'POST' }),
  chestStatus: () => data<ChestStatus>('/student/chest/status', fallback.chestStatus),
  odds: () => data<RewardOdds>('/student/odds', fallback.odds),
  materials: () => data<CraftingMaterial[]>('/student/crafting/materials', fallback.materials),
  async recipes(): Promise<Recipes> {
    const body = await send<{ data: Recipe[]; userLevel?: number }>('/student/crafting/recipes', fallback.recipes);
    return { recipes: Array.isArray(body?.data) ? body.data : [], userLevel: body?.userLevel ?? 1 };
  },
  craft: (itemId: string, quantity = 1) =>
    data<CraftResult>('/student/crafting/craft', fallback.craft, { method: 'POST', body: { itemId, quantity } }),
  sell: (inventoryItemId: number, quantity = 1) =>
    data<SellResult>('/student/inventory/sell', fallback.sell, { method: 'POST', body: { inventoryItemId, quantity } }),
  use: (inventoryItemId: number, quantity = 1) =>
    data<UseResult>('/student/inventory/use', fallback.use, { method: 'POST', body: { inventoryItemId, quantity } }),
  challenges: () => data<Challenges>('/student/challenges', fallback.challenges),
  claimChallenge: (period: ChallengePeriod, goalId: string) =>
    data<ClaimResult>('/student/challenges/claim', fallback.claim, { method: 'POST', body: { period, goalId } }),
  leaderboard: ({ type = 'all-time', page = 1, limit = 50, category = 'global', around }: LeaderboardQuery = {}) =>
    data<LeaderboardPage>('/student/leaderboard', fallback.leaderboard, { query: { type, page, limit, category, around } }),
  sendChallenge: (targetUserId: number, challengeType = 'duel', message: string = gameTexts.leaderboard.duelMessage) =>
    data<Record<string, unknown>>('/student/leaderboard/challenge', fallback.sendChallenge, {
      method: 'POST',
      body: { targetUserId, challengeType, message },
    }),
  config: () => data<ClientConfig>('/config', fallback.config),
  /** A single-use code (60 seconds) that the video courses app exchanges for its own sign-in. */
  videoCode: () => data<ApiData<'/api/auth/video-code', 'post'>>('/auth/video-code', fallback.videoCode, { method: 'POST' }),
};
