export type AchievementInput = {
  currentStreak: number;
  /** When given, the best streak counts: a broken streak keeps its achievement. */
  longestStreak?: number;
  level: number;
  tokenBalance: number;
  videosWatched: number;
};

export type Achievement = { id: string; title: string; description: string; icon: string; target: number; unlocked: boolean };

/** The achievements the dashboard shows (spec §9): streak 7, level 10, 1000 tokens, 50 videos. */
export const ACHIEVEMENTS = [
  { id: 'week-streak', title: 'Week Warrior', description: 'Keep a 7-day streak', icon: '🔥', target: 7, measure: 'streak' },
  { id: 'level-10', title: 'Rising Scholar', description: 'Reach level 10', icon: '⭐', target: 10, measure: 'level' },
  { id: 'token-collector', title: 'Token Collector', description: 'Hold 1000 tokens', icon: '🪙', target: 1000, measure: 'tokens' },
  { id: 'video-enthusiast', title: 'Video Enthusiast', description: 'Watch 50 videos', icon: '🎬', target: 50, measure: 'videos' },
] as const;

export function achievements(input: AchievementInput): Achievement[] {
  const reached = {
    streak: Math.max(input.currentStreak, input.longestStreak ?? 0),
    level: input.level,
    tokens: input.tokenBalance,
    videos: input.videosWatched,
  };
  return ACHIEVEMENTS.map(({ measure, ...achievement }) => ({ ...achievement, unlocked: reached[measure] >= achievement.target }));
}
