import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RateContentUseCase } from '../../application/learning/rate-content.use-case';
import { SubmitQuizAttemptUseCase } from '../../application/learning/submit-quiz-attempt.use-case';
import { UpdateProgressUseCase } from '../../application/learning/update-progress.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { sendSerialized } from '../common/json-answer';
import { ProgressResultDto, QuizAttemptResultDto, RatingResultDto } from './dto/course-progress.dto';
import { MyCoursesDto } from './dto/my-course.dto';
import { QuizAttemptDto } from './dto/quiz-attempt.dto';
import { RateContentDto } from './dto/rate-content.dto';
import { UpdateProgressDto } from './dto/update-progress.dto';
import { MyCoursesAnswers } from './my-courses-answers';
import { IdParamPipe } from './route-params';

@ApiTags('student learning')
@Controller('student/content')
@Authenticated('student')
export class StudentCoursesController {
  constructor(
    private readonly myCourses: MyCoursesAnswers,
    private readonly updateProgress: UpdateProgressUseCase,
    private readonly submitQuiz: SubmitQuizAttemptUseCase,
    private readonly rate: RateContentUseCase,
  ) {}

  @Get('my-courses')
  @ApiOperation({ summary: 'Active and completed courses, newest enrollment first, each with its course, access, progress and quiz score' })
  @ApiDataResponse(MyCoursesDto)
  async courses(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    sendSerialized(reply, await this.myCourses.answer(user.userId));
  }

  @Put(':id/progress')
  @ApiHeader({ name: 'x-device-type', required: false, description: 'desktop, mobile, tablet, …; counted as unknown otherwise' })
  @ApiOperation({ summary: 'Report progress: percent never goes down, at most 3600 seconds count; 100 % completes once and pays XP' })
  @ApiDataResponse(ProgressResultDto)
  async progress(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new IdParamPipe()) contentId: number,
    @Body() body: UpdateProgressDto,
    @Headers('x-device-type') deviceType?: string | string[],
  ): Promise<DataAnswer<ProgressResultDto>> {
    return { data: await this.updateProgress.execute({ userId: user.userId, contentId, ...body, deviceType }) };
  }

  @Post(':id/quiz-attempts')
  @ApiOperation({ summary: 'Answer a quiz: marked on the server, best score kept, the quiz completed (XP the first time)' })
  @ApiDataResponse(QuizAttemptResultDto, { status: 201 })
  async quizAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new IdParamPipe()) contentId: number,
    @Body() body: QuizAttemptDto,
  ): Promise<DataAnswer<QuizAttemptResultDto>> {
    return { data: await this.submitQuiz.execute({ userId: user.userId, contentId, answers: body.answers }) };
  }

  @Put(':id/rating')
  @HttpCode(200)
  @ApiOperation({ summary: 'Rate an enrolled course 1..5; a later rating replaces the earlier one' })
  @ApiDataResponse(RatingResultDto)
  async rating(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new IdParamPipe()) contentId: number,
    @Body() body: RateContentDto,
  ): Promise<DataAnswer<RatingResultDto>> {
    return { data: await this.rate.execute({ userId: user.userId, contentId, rating: body.rating }) };
  }
}
