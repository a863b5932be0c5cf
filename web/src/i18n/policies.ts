/**
 * The Help Center, the Privacy Policy and the Terms of Service (English). The numbers come from the
 * rules the server applies (domain/), so a page never says something the product does not do.
 */
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../domain/accounts/account-deletion';
import { JOIN_CODE_LENGTH } from '../../../domain/classes/join-code';
import { LINK_CODE_LIFETIME_MINUTES } from '../../../domain/parents/link-code';
import { XP_PER_LEVEL } from '../../../domain/game/progression/level';
import { RANK_TABLE } from '../../../domain/game/progression/rank';
import { CLIENT_XP_DAILY_CAP, MAX_STREAK_XP_BONUS_PERCENT, XP_SOURCES } from '../../../domain/game/progression/xp-award';
import { CHEST_LEVEL_CAP, CHEST_TOKEN_BASE, CHEST_TOKEN_CHANCE_PERCENT, CHEST_TOKEN_RANDOM_MAX, CHEST_TOKENS_PER_LEVEL } from '../../../domain/game/rewards/daily-chest';
import { BASE_DROP_CHANCE_PERCENT, MAX_DROP_CHANCE_PERCENT, MAX_LEVEL_DROP_BONUS, MAX_STREAK_DROP_BONUS } from '../../../domain/game/rewards/drop';
import { RARITY_WEIGHTS } from '../../../domain/game/rewards/rarity';
import { TOKENS_PER_DOLLAR } from '../../../domain/sponsors/sponsorship';
import { GRACE_DAY_EVERY } from '../../../domain/game/streak/login-streak';

/** One part of a page: a heading, paragraphs and, where it helps, a list. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface PolicyPage {
  title: string;
  intro: string;
  updated: string;
  sections: readonly PolicySection[];
}

const ranks = RANK_TABLE.map((band, index) => {
  const next = RANK_TABLE[index + 1];
  return next ? `${band.rank}: levels ${band.fromLevel}–${next.fromLevel - 1}` : `${band.rank}: level ${band.fromLevel} and above`;
});

const UPDATED = 'Last updated: 25 November 2026';

export const policyTexts = {
  common: {
    home: 'QuestLearn home',
    backToApp: 'Back to my dashboard',
    signIn: 'Sign in',
    signUp: 'Sign up',
    onThisPage: 'On this page',
    otherPages: 'More about QuestLearn',
    help: 'Help Center',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },

  help: {
    title: 'Help Center',
    intro: 'How QuestLearn works: the rewards, courses, classes and family links, with the exact numbers the game uses.',
    updated: UPDATED,
    sections: [
      {
        id: 'xp-and-levels',
        heading: 'XP and levels',
        paragraphs: [
          `You earn experience points (XP) for what you do: ${XP_SOURCES.daily_login} XP for your first sign-in of the day, ${XP_SOURCES.video_completed} for a finished video, ${XP_SOURCES.quiz_completed} for a finished quiz and ${XP_SOURCES.course_completed} for a finished course. Challenges pay the XP they show. A content item pays its XP once, the first time you finish it.`,
          `Every ${XP_PER_LEVEL} XP is a level: you start at level 1, reach level 2 at ${XP_PER_LEVEL} XP, level 3 at ${2 * XP_PER_LEVEL} XP, and so on. Your login streak adds 2 % per day to every award, up to ${MAX_STREAK_XP_BONUS_PERCENT} %, and an XP Boost doubles it while it lasts. XP reported by the app itself while you study counts up to ${CLIENT_XP_DAILY_CAP} XP a day.`,
        ],
        bullets: ranks,
      },
      {
        id: 'streaks',
        heading: 'Login streaks',
        paragraphs: [
          `Sign in on consecutive days to grow your streak; each of your days counts once, in your own time zone. Miss one day and a grace day keeps the streak going; you get your grace day back every ${GRACE_DAY_EVERY} days of streak. A Streak Freeze item gives it back too.`,
        ],
      },
      {
        id: 'daily-chest',
        heading: 'The daily chest',
        paragraphs: [
          `Open one chest a day; a new one is ready at midnight where you are. ${CHEST_TOKEN_CHANCE_PERCENT} % of chests hold tokens: ${CHEST_TOKEN_BASE} plus ${CHEST_TOKENS_PER_LEVEL} per level (counting up to level ${CHEST_LEVEL_CAP}) plus 0 to ${CHEST_TOKEN_RANDOM_MAX} more. The others hold one material.`,
          `Materials come in four rarities: common ${RARITY_WEIGHTS.common} %, rare ${RARITY_WEIGHTS.rare} %, epic ${RARITY_WEIGHTS.epic} % and legendary ${RARITY_WEIGHTS.legendary} %. Every XP award may also drop a material: ${BASE_DROP_CHANCE_PERCENT} % plus your streak (up to ${MAX_STREAK_DROP_BONUS}) plus your level (up to ${MAX_LEVEL_DROP_BONUS}), at most ${MAX_DROP_CHANCE_PERCENT} %. The Odds link on your dashboard shows your own chances.`,
        ],
      },
      {
        id: 'items',
        heading: 'Items and crafting',
        paragraphs: [
          'Combine materials into crafted items in the Inventory tab; better recipes open at levels 1, 5, 10 and 20. Sell what you do not need for tokens, or use boosts: an XP Boost doubles your XP for 30 minutes, a Streak Freeze restores your grace day. Boosts found as drops expire after 7 days.',
        ],
      },
      {
        id: 'tokens',
        heading: 'Tokens',
        paragraphs: [
          'Tokens are earned from chests and by selling items, and parents can send tokens to their children. Students spend them on premium courses; the teacher of the course receives them. Your balance never goes below zero, and every change is recorded, so the history always adds up to your balance.',
          `Tokens have no money value and cannot be bought or cashed out. Sponsors fund courses with a pledge that becomes a pool of ${TOKENS_PER_DOLLAR} tokens per dollar, which pays for students' enrollments while it lasts.`,
        ],
      },
      {
        id: 'courses',
        heading: 'Courses',
        paragraphs: [
          'Browse Content lists the public and premium courses: videos, quizzes, documents and interactive lessons. Free and sponsored courses cost nothing; others cost the tokens they show. Before you enroll you can watch a preview. My Courses keeps your progress, and you can rate a course from one to five stars.',
        ],
      },
      {
        id: 'challenges-and-leaderboards',
        heading: 'Challenges and leaderboards',
        paragraphs: [
          'Daily, weekly and monthly challenges set goals such as study minutes, videos and quizzes; claim the XP of each goal you reach, and a bonus when you reach them all. Leaderboards rank students by XP, streak, level, tokens earned and chests opened, for all time or this day, week or month.',
          'A leaderboard shows your username, first name, last initial and avatar, never your e-mail. You can hide from every leaderboard in Settings → Privacy Settings.',
        ],
      },
      {
        id: 'classes',
        heading: 'Classes',
        paragraphs: [
          `Your teacher gives you a join code of ${JOIN_CODE_LENGTH} letters and digits; type it in Settings → Join a class. A teacher can also invite you by username or e-mail: the invitation waits in Settings → My classes, and you join only if you accept it. Wrong codes are limited to 10 an hour. A full class takes nobody else. Teachers see the progress of the students in their classes and courses.`,
        ],
      },
      {
        id: 'parents',
        heading: 'Parents',
        paragraphs: [
          `A parent asks to connect with your username or e-mail, and sees nothing until you accept in Settings. You can also give a parent a link code, valid for ${LINK_CODE_LIFETIME_MINUTES} minutes, which connects them at once. A connected parent sees your progress and wishlist, approves wishes, sets goals and sends tokens. You can remove a parent at any time.`,
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        paragraphs: [
          'Settings keeps your preferences on your account, so they follow you to every device. Change Password signs out your other devices.',
          `Settings → Privacy Settings lets you download everything QuestLearn keeps about you as one file, and delete your account. The deletion happens ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask; until then, signing in again lets you keep your account.`,
        ],
      },
    ],
  } satisfies PolicyPage,

  privacy: {
    title: 'Privacy Policy',
    intro: 'QuestLearn is used by children. We keep as little about you as the product needs, show it to as few people as possible, and let you take it with you or delete it.',
    updated: UPDATED,
    sections: [
      {
        id: 'what-we-keep',
        heading: 'What we keep, and why',
        paragraphs: ['Only what the product needs to work:'],
        bullets: [
          'Your account: username, e-mail, role, first and last name if you give them, and your time zone (so "once a day" means your day). Your password is kept only as an argon2id hash, never as you typed it.',
          'For sponsors: the company name, contact person, website and description you enter.',
          'Your learning and game: XP, level, streak, tokens with a record of every change, items, chests, challenges, the courses you enroll in, your progress, quiz answers, study time (time of day and device type), ratings and your wishlist.',
          'Classes you teach or belong to, and family links between parents and children, with goals and token transfers.',
          'Your preferences (notifications, sound, theme, language) and your sign-ins (when, and which device), so you stay signed in and can end sign-ins.',
        ],
      },
      {
        id: 'what-we-do-not',
        heading: 'What we do not do',
        paragraphs: [
          'No advertising, no tracking across other sites, no selling or sharing of your data. Fonts, pictures and avatars come from QuestLearn itself, not from other hosts. No payment is ever taken: tokens have no money value.',
        ],
      },
      {
        id: 'who-sees-what',
        heading: 'Who sees what',
        paragraphs: [],
        bullets: [
          'Other students see your username, first name, last initial and avatar on leaderboards, never your e-mail, and not at all if you hide from leaderboards.',
          'Teachers see the students enrolled in their courses and in their classes, with their progress.',
          "A parent sees a child's progress, wishlist and goals only after the child accepted the parent; the child can remove the parent at any time.",
          'Sponsors see totals (students supported, learning hours), not who the students are.',
        ],
      },
      {
        id: 'children',
        heading: "Children's protections and parental consent",
        paragraphs: [
          'A parent sees a child only after the child agrees. Leaderboards never show an e-mail, and a child can leave them. Avatars are emoji or pictures of the app, never addresses on other hosts. A child can download or delete their own data at any time.',
          "QuestLearn does not ask for anyone's age. Where the law requires a parent's consent for a child to use an online service (for example under 13 in the United States, or under 13 to 16 in the European Union and the United Kingdom, depending on the country), a parent or guardian, or the school on their behalf, must agree before the child uses QuestLearn. A parent can then connect to the child's account to follow it, with the child's agreement.",
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        paragraphs: [
          `As long as your account exists. When you delete it, your account waits ${ACCOUNT_DELETION_GRACE_DAYS} days (sign in to keep it), then your name, e-mail, password, profile, preferences, wishlist, quiz answers, study sessions, challenges, family links, goals, notes and class places are erased.`,
          'Token and XP records stay, without your name, so that the balances of the teachers and parents you dealt with remain correct; a teacher\'s courses stay available to the students who enrolled. Counts of failed sign-in attempts are kept for a day at most, and only as digests.',
        ],
      },
      {
        id: 'your-choices',
        heading: 'Your choices',
        paragraphs: ['In Settings → Privacy Settings you can:'],
        bullets: [
          'download everything we keep about you as one JSON file;',
          'hide from the leaderboards and remove a connected parent;',
          `delete your account (it is erased ${ACCOUNT_DELETION_GRACE_DAYS} days later);`,
          'change your password, which signs out your other devices.',
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        paragraphs: [
          'Passwords are hashed with argon2id. Sign-ins can be ended at once, and signing out ends them on the server. Sign-in attempts are limited, so a password cannot be guessed quickly. Questions about your data go to the operator of this QuestLearn site: your school or organisation.',
        ],
      },
    ],
  } satisfies PolicyPage,

  terms: {
    title: 'Terms of Service',
    intro: 'The rules for using QuestLearn, in plain words.',
    updated: UPDATED,
    sections: [
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'One account per person, in the role that is yours: student, teacher, parent or sponsor. Keep your password to yourself; you are responsible for what is done with your account. A child needs a parent\'s or guardian\'s agreement where the law asks for it (see the Privacy Policy).',
        ],
      },
      {
        id: 'fair-play',
        heading: 'Fair play',
        paragraphs: [
          'Earn your rewards by learning. Do not automate the game, exploit mistakes, use someone else\'s account, or send challenges and messages that hurt or bother others. Accounts that break these rules can be blocked.',
        ],
      },
      {
        id: 'tokens',
        heading: 'Tokens and items',
        paragraphs: [
          'Tokens, XP and items exist only inside QuestLearn. They have no money value, cannot be bought, sold or exchanged for money, and are not property. A sponsor\'s pledge is recorded as a donation; QuestLearn takes no payment.',
        ],
      },
      {
        id: 'content',
        heading: 'Courses and content',
        paragraphs: [
          'Teachers are responsible for the content they publish and must have the right to publish it. Students who enroll keep access to a course even if its teacher later withdraws it. Ratings must be honest opinions of the course.',
        ],
      },
      {
        id: 'ending',
        heading: 'Ending your account',
        paragraphs: [
          `You can delete your account at any time in Settings → Privacy Settings. It is erased ${ACCOUNT_DELETION_GRACE_DAYS} days later unless you sign in and keep it.`,
        ],
      },
      {
        id: 'service',
        heading: 'The service',
        paragraphs: [
          'QuestLearn is provided as it is, run by the school or organisation that operates this site. Features and rules may change; these terms say what applies today. How we handle your data is described in the Privacy Policy.',
        ],
      },
    ],
  } satisfies PolicyPage,
} as const;
