import { Module } from '@nestjs/common';
import { XpAwarder } from '../../application/game/xp-awarder';
import { GetLearningPatternUseCase } from '../../application/learning/get-learning-pattern.use-case';
import { GetMyCoursesUseCase } from '../../application/learning/get-my-courses.use-case';
import { GetPeerComparisonUseCase } from '../../application/learning/get-peer-comparison.use-case';
import { GetReceivedChallengesUseCase } from '../../application/learning/get-received-challenges.use-case';
import { GetStudentDashboardUseCase } from '../../application/learning/get-student-dashboard.use-case';
import { GetSubjectProgressUseCase } from '../../application/learning/get-subject-progress.use-case';
import { LEARNING_PORTS } from '../../application/learning/learning.tokens';
import { RateContentUseCase } from '../../application/learning/rate-content.use-case';
import { CheckStepUseCase } from '../../application/learning/check-step.use-case';
import { SubmitQuizAttemptUseCase } from '../../application/learning/submit-quiz-attempt.use-case';
import { UpdateProgressUseCase } from '../../application/learning/update-progress.use-case';
import { PORTS } from '../../application/ports/tokens';
import { LearningInfrastructureModule } from '../../infrastructure/learning/learning-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { ContentChangesModule } from '../content/content-changes';
import { MyCoursesAnswers } from './my-courses-answers';
import { ReceivedChallengesController } from './received-challenges.controller';
import { StudentAnalyticsController } from './student-analytics.controller';
import { StudentCoursesController } from './student-courses.controller';

const { unitOfWork, clock, random, leaderboard } = PORTS;

/** Taking courses, the student's analytics and the challenges they received. */
@Module({
  imports: [LearningInfrastructureModule, ContentChangesModule],
  controllers: [StudentCoursesController, StudentAnalyticsController, ReceivedChallengesController],
  providers: [
    useCase(XpAwarder, [random]),
    useCase(UpdateProgressUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
    useCase(SubmitQuizAttemptUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
    useCase(CheckStepUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
    useCase(RateContentUseCase, [unitOfWork, clock]),
    useCase(GetMyCoursesUseCase, [LEARNING_PORTS.myCourses]),
    useCase(GetStudentDashboardUseCase, [unitOfWork, clock]),
    useCase(GetSubjectProgressUseCase, [unitOfWork, clock]),
    useCase(GetLearningPatternUseCase, [unitOfWork, clock]),
    useCase(GetPeerComparisonUseCase, [unitOfWork, clock]),
    useCase(GetReceivedChallengesUseCase, [unitOfWork, clock]),
    MyCoursesAnswers,
  ],
})
export class LearningModule {}
