/** The teacher's students as their enrollments (the `enrollments` resource): the Students tab's list. */
export { EnrollmentList } from './EnrollmentList';
