/** The students of a class (the `classes/{classId}/students` resource): the roster a class card opens with View all. */
export { ClassStudentList } from './ClassStudentList';
