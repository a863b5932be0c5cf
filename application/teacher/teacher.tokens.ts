/** Injection keys of the teacher feature's own ports. */
export const TEACHER_PORTS = {
  figuresVersions: Symbol('TeacherFiguresVersions'),
} as const;
