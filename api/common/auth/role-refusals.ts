/**
 * What a caller of the wrong role is told, one sentence per area limited to a role (the spec's
 * texts where it gives them), for `OnlyFor` in ./roles.ts.
 */
export const ROLE_REFUSALS = {
  parentDashboard: 'Only parents can use the parent dashboard.',
  teacherDashboard: 'This dashboard is only available for teachers.',
  sponsorDashboard: 'Only sponsors can use the sponsor dashboard.',
  classManagement: 'Only teachers can manage classes.',
  contentCreation: 'Only teachers can create content.',
  contentEditing: 'Only teachers can edit content.',
  contentDeletion: 'Only teachers can delete content.',
  contentPublishing: 'Only teachers can publish content.',
  contentAnalytics: 'Only teachers can see content analytics.',
  mediaUploads: 'Only teachers can upload media.',
  wishlist: 'Only students can use wishlist.',
  goalsFromParents: 'Only students can see the goals their parents set.',
  parentLinks: 'Only students can manage their parents.',
  joiningClasses: 'Only students can join classes.',
  enrolling: 'Only students can enroll in courses.',
  classInvitations: 'Only students can answer class invitations.',
  messages: 'Messages are between parents and teachers.',
  announcementsPosting: 'Only teachers can post class announcements.',
  studentAnnouncements: 'Only students see their classes\' announcements here.',
  parentAnnouncements: 'Only parents see their children\'s class announcements here.',
} as const;
