/** Injection keys of the learning feature's own ports. */
export const LEARNING_PORTS = {
  myCourses: Symbol('MyCoursesReader'),
} as const;
