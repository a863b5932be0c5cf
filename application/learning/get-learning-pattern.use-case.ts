import { learningPattern } from '../../domain/analytics/learning-pattern';
import { studentRead } from '../game/student-read';

/** Where the student's study time went: at most 10 content items, most time first, with device and part of the day. */
export class GetLearningPatternUseCase extends studentRead(async (tx, player) => learningPattern(await tx.learningAnalytics.studySlices(player.userId))) {}
