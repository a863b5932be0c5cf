import { gameTexts } from '../i18n/game';
import { type ApiAnswer, type ApiData, data, send } from './calls';
import { ApiError } from './api-error';
import type { components, paths } from './schema';

/**
 * The student game calls (spec §7). Every answer wraps its content in `data`; a failure is an
 * ApiError whose message is the server's own, else the call's fallback text of spec §8.
 */

const fallback = gameTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes: the API document's (schema.ts, generated from the server's DTOs)

type Schemas = components['schemas'];

export type GamingProfile = Schemas['GamingProfileDto'];
export type ActivityCounters = Schemas['ActivityCountersDto'];
export type StudentProfileChanges = Schemas['UpdateStudentProfileDto'];
/** The student's profile as PUT /student/profile answers it. */
export type StudentProfile = Schemas['StudentProfileDto'];
export type XpSource = NonNullable<Schemas['AwardXpDto']['source']>;
export type ItemDrop = Schemas['ItemDropDto'];
/** The XP result of spec §3. */
export type XpResult = Schemas['XpResultDto'];
/** POST /student/xp: the XP result, with whether the day's allowance capped it. */
export type ClientXpResult = Schemas['ClientXpResultDto'];
export type LoginStreakResult = Schemas['LoginStreakResultDto'];
export type Rarity = Schemas['Rarity'];
export type InventoryItem = Schemas['InventoryItemDto'];
export type ActiveBoost = Schemas['ActiveBoostDto'];
export type Inventory = Schemas['InventoryDto'];
export type ChestReward = Schemas['ChestRewardDto'];
export type ChestOpened = Schemas['ChestOpenedDto'];
export type ChestStatus = Schemas['ChestStatusDto'];
export type RarityPercent = Schemas['RarityOddsDto'];
export type RewardOdds = Schemas['RewardOddsDto'];
export type CraftingMaterial = Schemas['CraftingMaterialDto'];
export type RecipeMaterial = Schemas['RecipeMaterialDto'];
export type Recipe = Schemas['RecipeDto'];
type RecipesAnswer = Schemas['RecipesAnswerDto'];
/** The recipes with the student's level (GET /student/crafting/recipes answers them as `data` and `userLevel`). */
export type Recipes = { recipes: RecipesAnswer['data'] } & Pick<RecipesAnswer, 'userLevel'>;
export type CraftResult = Schemas['CraftResultDto'];
export type SellResult = Schemas['SellResultDto'];
export type EffectApplied = Schemas['EffectAppliedDto'];
export type UseResult = Schemas['UseResultDto'];
export type ChallengePeriod = Schemas['ChallengePeriod'];
export type ChallengeGoal = Schemas['ChallengeGoalDto'];
export type ChallengeBonus = Schemas['ChallengeBonusDto'];
export type PeriodChallenges = Schemas['PeriodChallengesDto'];
export type Challenges = Schemas['ChallengesDto'];
export type ClaimResult = Schemas['ClaimResultDto'];
export type LeaderboardQuery = NonNullable<paths['/api/student/leaderboard']['get']['parameters']['query']>;
export type LeaderboardType = NonNullable<LeaderboardQuery['type']>;
export type LeaderboardCategory = NonNullable<LeaderboardQuery['category']>;
export type LeaderboardEntry = Schemas['LeaderboardEntryDto'];
export type LeaderboardPage = Schemas['LeaderboardPageDto'];
export type SentChallenge = Schemas['SentChallengeDto'];
export type ClientConfig = Schemas['ClientConfigDto'];

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
    data<StudentProfile>('/student/profile', fallback.updateProfile, { method: 'PUT', body: changes }),
  addXp: (xpGain: number, source: XpSource) => data<ClientXpResult>('/student/xp', fallback.addXp, { method: 'POST', body: { xpGain, source } }),
  loginStreak: () => data<LoginStreakResult>('/student/login-streak', fallback.loginStreak, { method: 'POST' }),
  inventory: () => data<Inventory>('/student/inventory', fallback.inventory),
  openDailyChest: () => data<ChestOpened>('/student/chest/daily', fallback.openChest, { method: 'POST' }),
  chestStatus: () => data<ChestStatus>('/student/chest/status', fallback.chestStatus),
  odds: () => data<RewardOdds>('/student/odds', fallback.odds),
  materials: () => data<CraftingMaterial[]>('/student/crafting/materials', fallback.materials),
  async recipes(): Promise<Recipes> {
    const body = await send<ApiAnswer<'/api/student/crafting/recipes', 'get'>>('/student/crafting/recipes', fallback.recipes);
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
    data<SentChallenge>('/student/leaderboard/challenge', fallback.sendChallenge, {
      method: 'POST',
      body: { targetUserId, challengeType, message },
    }),
  config: () => data<ClientConfig>('/config', fallback.config),
  /** A single-use code (60 seconds) that the video courses app exchanges for its own sign-in. */
  videoCode: () => data<ApiData<'/api/auth/video-code', 'post'>>('/auth/video-code', fallback.videoCode, { method: 'POST' }),
};
