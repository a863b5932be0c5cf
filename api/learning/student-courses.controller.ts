import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetMyCoursesUseCase } from '../../application/learning/get-my-courses.use-case';
import { RateContentUseCase } from '../../application/learning/rate-content.use-case';
import { CheckStepUseCase } from '../../application/learning/check-step.use-case';
import { SubmitQuizAttemptUseCase } from '../../application/learning/submit-quiz-attempt.use-case';
import { UpdateProgressUseCase } from '../../application/learning/update-progress.use-case';
import type { MyCourseList } from '../../domain/content/my-course-list';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { sendSerialized } from '../common/json-answer';
import { ProgressResultDto, QuizAttemptResultDto, RatingResultDto, StepCheckResultDto } from './dto/course-progress.dto';
import { MyCoursesDto, MyCoursesPageDto, MyCoursesPageQueryDto } from './dto/my-course.dto';
import { QuizAttemptDto } from './dto/quiz-attempt.dto';
import { RateContentDto } from './dto/rate-content.dto';
import { StepCheckDto } from './dto/step-check.dto';
import { UpdateProgressDto } from './dto/update-progress.dto';
import { MyCoursesAnswers } from './my-courses-answers';
import { IdParamPipe, IndexParamPipe, MyCourseListParamPipe } from './route-params';

@ApiTags('student learning')
@Controller('student/content')
@Authenticated('student')
export class StudentCoursesController {
  constructor(
    private readonly myCourses: MyCoursesAnswers,
    private readonly myCoursePages: GetMyCoursesUseCase,
    private readonly updateProgress: UpdateProgressUseCase,
    private readonly submitQuiz: SubmitQuizAttemptUseCase,
    private readonly checkStep: CheckStepUseCase,
    private readonly rate: RateContentUseCase,
  ) {}

  @Get('my-courses')
  @ApiOperation({ summary: 'Active and completed courses, newest enrollment first, each with its course, access, progress and quiz score' })
  @ApiDataResponse(MyCoursesDto)
  async courses(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    sendSerialized(reply, await this.myCourses.answer(user.userId));
  }

  @Get('my-courses/:list')
  @ApiOperation({ summary: 'A page of the active or the completed courses, of a category and a type, in an order, with how many each list holds' })
  @ApiDataResponse(MyCoursesPageDto)
  async coursePage(
    @CurrentUser() user: AuthenticatedUser,
    @Param('list', new MyCourseListParamPipe()) list: MyCourseList,
    @Query() query: MyCoursesPageQueryDto,
  ): Promise<DataAnswer<MyCoursesPageDto>> {
    const { category = null, type = null, sort, offset, limit } = query;
    return { data: await this.myCoursePages.page({ studentId: user.userId, list, category, type, sort, offset, limit }) };
  }

  @Put(':id/progress')
  @ApiHeader({ name: 'x-device-type', required: false, description: 'desktop, mobile, tablet, …; counted as unknown otherwise' })
  @ApiOperation({
    summary: 'Report progress; the server credits only what it saw',
    description:
      'XP, study time, progress and completion are credited only for what the server itself saw, within what real time allows. ' +
      'The first report after opening an item (or after an hour without one) starts its clock and counts no time; each later report counts at most ' +
      'the real time since the previous one, plus 10 s, on one clock per student (two tabs never count a second twice), never past the length of the local day, ' +
      'at most 3600 s a report; the rest is refused quietly (creditedSeconds says what counted). currentPosition is the second of a video or the index of the ' +
      'section or step on screen: a video advances at most as fast as 2× playback allows (plus 10 s a session) and completes at 90 % of its length; a section ' +
      '(or a step without a check) counts once it stayed on screen for its reading time (its words at 400 a minute, at least 3 s). percentage is a hint that never ' +
      'raises progress past what the server saw; progress never goes down, and reaching 100 % completes the course once and pays its XP.',
  })
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
  @ApiOperation({ summary: 'Answer a quiz: marked on the server, best score kept; an attempt at the pass mark completes the quiz (XP the first time)' })
  @ApiDataResponse(QuizAttemptResultDto, { status: 201 })
  async quizAttempt(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new IdParamPipe()) contentId: number,
    @Body() body: QuizAttemptDto,
  ): Promise<DataAnswer<QuizAttemptResultDto>> {
    return { data: await this.submitQuiz.execute({ userId: user.userId, contentId, answers: body.answers }) };
  }

  @Post(':id/steps/:index/check')
  @HttpCode(200)
  @ApiOperation({ summary: "Check an interactive step's answer on the server (a choice, or a number within its tolerance); every step passed completes the lesson once" })
  @ApiDataResponse(StepCheckResultDto)
  async stepCheck(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new IdParamPipe()) contentId: number,
    @Param('index', new IndexParamPipe()) stepIndex: number,
    @Body() body: StepCheckDto,
  ): Promise<DataAnswer<StepCheckResultDto>> {
    return { data: await this.checkStep.execute({ userId: user.userId, contentId, stepIndex, answer: body.answer }) };
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
