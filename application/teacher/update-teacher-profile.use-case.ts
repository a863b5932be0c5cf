import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import { teacherProfile, type TeacherProfile } from './teacher-profile';
import type { TeacherProfileChanges } from './teacher.repositories.port';

/**
 * PUT /teacher/profile: department, years of experience, bio, subjects and avatar. Texts are kept
 * trimmed (an empty one clears the field); subjects are trimmed, blank ones dropped, each kept once.
 */
export class UpdateTeacherProfileUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { teacherId: number; changes: TeacherProfileChanges }): Promise<TeacherProfile> {
    return this.unitOfWork.run(async (tx) => {
      const teacher = await findTeacher(tx, command.teacherId);
      const changes = tidyChanges(command.changes);
      if (Object.keys(changes).length > 0) await tx.teacherProfiles.updateProfile(command.teacherId, changes);
      return teacherProfile({ ...teacher, ...changes });
    });
  }
}

const tidyText = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

function tidyChanges(changes: TeacherProfileChanges): TeacherProfileChanges {
  const tidy: TeacherProfileChanges = {};
  if (changes.department !== undefined) tidy.department = tidyText(changes.department);
  if (changes.bio !== undefined) tidy.bio = tidyText(changes.bio);
  if (changes.avatar !== undefined) tidy.avatar = tidyText(changes.avatar);
  if (changes.yearsOfExperience !== undefined) tidy.yearsOfExperience = changes.yearsOfExperience;
  if (changes.subjects !== undefined) {
    const seen = new Set<string>();
    tidy.subjects = [];
    for (const subject of changes.subjects.map((text) => text.trim()).filter((text) => text !== '')) {
      if (seen.has(subject.toLowerCase())) continue;
      seen.add(subject.toLowerCase());
      tidy.subjects.push(subject);
    }
  }
  return tidy;
}
