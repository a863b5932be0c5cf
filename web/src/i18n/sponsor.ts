/**
 * Texts of the sponsor dashboard (English), spec §2 "Sponsor dashboard". The figures are computed
 * by the server from the sponsor's pledges (PRODUCT.md "Sponsors").
 */

import { formatCount, formatDecimal, formatInteger } from './format';

const plural = formatCount;

const dollars = (amount: number) =>
  `$${Number.isInteger(amount) ? formatInteger(amount) : formatDecimal(amount, 2)}`;

export const sponsorTexts = {
  /** Fallbacks when the server sends no message. */
  apiErrors: {
    profile: 'Failed to load your profile',
    stats: 'Failed to load your impact figures',
    sponsored: 'Failed to load your sponsored content',
    sponsor: 'Failed to sponsor content',
    saveProfile: 'Failed to save your profile',
    browse: 'Failed to browse content',
  },

  accessDenied: 'Access Denied: This dashboard is only available for sponsors.',

  common: {
    retry: 'Try again',
    cancel: 'Cancel',
    loading: 'Loading...',
    dollars,
    tokens: (amount: number) => plural(amount, 'token', 'tokens'),
    notAvailable: 'N/A',
  },

  tabs: {
    label: 'Sponsor dashboard sections',
    keyboardHint: 'Use the arrow keys to move between the tabs.',
    names: {
      overview: 'Overview',
      'sponsor-content': 'Sponsor Content',
      impact: 'Impact',
      settings: 'Settings',
    },
    notFound: 'Tab not found',
    notFoundText: 'This section does not exist. Pick one of the tabs above.',
    backToDashboard: 'Back to the overview',
  },

  header: {
    label: 'Your sponsor profile',
    totalDonated: 'Total donated',
    contact: (person: string) => `Contact: ${person}`,
    website: 'Website',
  },

  figures: {
    studentsSupported: 'Students supported',
    contentSponsored: 'Content sponsored',
    learningHours: 'Learning hours enabled',
    totalDonated: 'Total donated',
    hours: (hours: number) => formatDecimal(hours, 1),
  },

  overview: {
    title: 'Overview',
    intro: 'What your pledges have done so far, counted from the enrollments they paid for.',
    sponsoredTitle: 'Your sponsored content',
    noneTitle: 'Nothing sponsored yet',
    noneText: 'Pick a course in the Sponsor Content tab: every dollar becomes 10 tokens that pay for students to enroll.',
    browseAction: 'Find content to sponsor',
  },

  pool: {
    by: (teacher: string) => `by ${teacher}`,
    pledged: (amount: number) => `${dollars(amount)} pledged`,
    remaining: (left: number, pool: number) => `${formatInteger(left)} of ${plural(pool, 'token', 'tokens')} left`,
    remainingLabel: (title: string, percent: number) => `${percent}% of the pool for ${title} is left`,
    studentsFunded: (count: number) => `${plural(count, 'student', 'students')} funded`,
    pricePerStudent: (price: number) => `${plural(price, 'token', 'tokens')} a student`,
    free: 'Free content: nobody draws on this pool',
    used: 'Used up',
    since: (date: string) => `Since ${date}`,
  },

  impact: {
    title: 'Impact',
    intro: 'How far your support reaches.',
    perStudent: 'Donated per student supported',
    chartTitle: 'Students funded per course',
    chartSummary: (courses: number, students: number) =>
      `Your pledges to ${plural(courses, 'course', 'courses')} funded ${plural(students, 'enrollment', 'enrollments')} so far.`,
    columns: { content: 'Content', students: 'Students funded', left: 'Enrollments still funded' },
    noneTitle: 'No impact to show yet',
    noneText: 'Once you sponsor content and students enroll, their numbers show here.',
  },

  browse: {
    title: 'Sponsor Content',
    intro: 'Browse the library and fund a course: each dollar adds 10 tokens to its pool, and students enroll for free while the pool lasts.',
    loading: 'Loading content...',
    empty: 'No content matches these filters',
    emptyText: 'Try another search or clear a filter.',
    loadMore: 'Load More',
    loadingMore: 'Loading...',
    showing: (shown: number, total: number) => `Showing ${formatInteger(shown)} of ${formatInteger(total)}`,
    sponsor: 'Sponsor',
    sponsorLabel: (title: string) => `Sponsor ${title}`,
    freeContent: 'Free for everyone',
    sponsoredByYou: 'Sponsored by you',
    price: (price: number) => `${plural(price, 'token', 'tokens')} to enroll`,
  },

  dialog: {
    title: (title: string) => `Sponsor "${title}"`,
    amount: 'Amount (US dollars)',
    amountHelp: 'Whole dollars, from $1 to $100,000. No payment is taken: the pledge is recorded as donated.',
    pool: (tokens: number) => `Adds ${plural(tokens, 'token', 'tokens')} to the pool`,
    students: (count: number) => (count === 1 ? 'Pays for about 1 enrollment' : `Pays for about ${formatInteger(count)} enrollments`),
    confirm: 'Sponsor',
    sending: 'Sponsoring...',
    success: (amount: number, title: string) => `Thank you! You sponsored "${title}" with ${dollars(amount)}.`,
  },

  /** The words for the profile's and the pledge's rule problems (domain/sponsors): one sentence a field. */
  problems: {
    companyName: (max: number) => `The company name must be at most ${max} characters`,
    contactPerson: (max: number) => `The contact person must be at most ${max} characters`,
    website: (max: number) => `The website must be an http(s) address of at most ${max} characters`,
    description: (max: number) => `The description must be at most ${max} characters`,
    amountWhole: 'The amount must be a whole number of dollars',
    amountMin: (min: number) => `The amount must be at least ${dollars(min)}`,
    amountMax: (max: number) => `The amount must be at most ${dollars(max)}`,
  },

  settings: {
    title: 'Settings',
    intro: 'Your sponsor profile: the company name shows in your dashboard header.',
    companyName: 'Company name',
    contactPerson: 'Contact person',
    website: 'Website',
    websitePlaceholder: 'https://',
    description: 'Description',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Profile saved',
    invalid: 'Please fix the highlighted fields.',
  },
} as const;

export type SponsorTexts = typeof sponsorTexts;
