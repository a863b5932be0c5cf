import type { ContentFigures } from './teacher.repositories.port';

export const byEnrollments = (a: ContentFigures, b: ContentFigures) => b.enrollments - a.enrollments || b.id - a.id;
