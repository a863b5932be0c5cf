/** The invitations of a class not accepted yet (the `classes/{classId}/invitations` resource; delete withdraws one). */
export { ClassInvitationList } from './ClassInvitationList';
