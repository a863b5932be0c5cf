import { Module } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import { TEACHER_PORTS } from '../../application/teacher/teacher.tokens';
import { GetTeacherContentUseCase } from '../../application/teacher/get-teacher-content.use-case';
import { GetTeacherHomeUseCase } from '../../application/teacher/get-teacher-home.use-case';
import { ListTeacherEnrollmentsUseCase } from '../../application/teacher/list-teacher-enrollments.use-case';
import { GetContentPerformanceUseCase } from '../../application/teacher/get-content-performance.use-case';
import { GetEarningsReportUseCase } from '../../application/teacher/get-earnings-report.use-case';
import { GetEngagementMetricsUseCase } from '../../application/teacher/get-engagement-metrics.use-case';
import { GetStudentProgressUseCase } from '../../application/teacher/get-student-progress.use-case';
import { GetTeacherAnalyticsUseCase } from '../../application/teacher/get-teacher-analytics.use-case';
import { UpdateTeacherProfileUseCase } from '../../application/teacher/update-teacher-profile.use-case';
import { GetLibraryItemUseCase, ListLibraryPageUseCase } from '../../application/teacher/teacher-library.use-cases';
import { TeacherInfrastructureModule } from '../../infrastructure/teacher/teacher-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { ContentChangesModule } from '../content/content-changes';
import { TeacherAnalyticsAnswers } from './teacher-analytics-answers';
import { TeacherEnrollmentSearches } from './teacher-enrollment-searches';
import { TeacherAnalyticsController } from './teacher-analytics.controller';
import { TeacherController } from './teacher.controller';
import { AdminContentController } from './admin/admin-content.controller';

const { unitOfWork, clock } = PORTS;

/** The teacher's figures: the header, the library (and its react-admin resource), the students' enrollments, analytics and earnings, and the profile. */
@Module({
  imports: [ContentChangesModule, TeacherInfrastructureModule],
  controllers: [TeacherController, TeacherAnalyticsController, AdminContentController],
  providers: [
    useCase(GetTeacherHomeUseCase, [unitOfWork]),
    useCase(GetTeacherContentUseCase, [unitOfWork]),
    useCase(ListLibraryPageUseCase, [unitOfWork]),
    useCase(GetLibraryItemUseCase, [unitOfWork]),
    useCase(ListTeacherEnrollmentsUseCase, [unitOfWork, clock]),
    TeacherEnrollmentSearches,
    useCase(GetTeacherAnalyticsUseCase, [unitOfWork, clock, TEACHER_PORTS.figuresVersions]),
    TeacherAnalyticsAnswers,
    useCase(UpdateTeacherProfileUseCase, [unitOfWork]),
    useCase(GetContentPerformanceUseCase, [unitOfWork]),
    useCase(GetStudentProgressUseCase, [unitOfWork, clock]),
    useCase(GetEarningsReportUseCase, [unitOfWork, clock]),
    useCase(GetEngagementMetricsUseCase, [unitOfWork, clock]),
  ],
})
export class TeacherModule {}
