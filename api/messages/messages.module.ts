import { Module } from '@nestjs/common';
import {
  ListClassAnnouncementsUseCase,
  ListParentAnnouncementsUseCase,
  ListStudentAnnouncementsUseCase,
  PostAnnouncementUseCase,
} from '../../application/messages/announcements.use-cases';
import { ListMessageContactsUseCase, ListThreadsUseCase } from '../../application/messages/list-threads.use-case';
import { ReadThreadUseCase } from '../../application/messages/read-thread.use-case';
import { ReplyToThreadUseCase } from '../../application/messages/reply-to-thread.use-case';
import { StartThreadUseCase } from '../../application/messages/start-thread.use-case';
import { MarkThreadReadUseCase, MuteThreadUseCase } from '../../application/messages/thread-settings.use-cases';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { ClassAnnouncementsController, ParentAnnouncementsController, StudentAnnouncementsController } from './announcements.controller';
import { MessagesController } from './messages.controller';

const { unitOfWork, clock } = PORTS;

/** Parents and teachers talk about a child; teachers announce to a class. */
@Module({
  controllers: [MessagesController, ClassAnnouncementsController, StudentAnnouncementsController, ParentAnnouncementsController],
  providers: [
    useCase(ListThreadsUseCase, [unitOfWork]),
    useCase(ListMessageContactsUseCase, [unitOfWork]),
    useCase(StartThreadUseCase, [unitOfWork, clock]),
    useCase(ReadThreadUseCase, [unitOfWork]),
    useCase(ReplyToThreadUseCase, [unitOfWork, clock]),
    useCase(MarkThreadReadUseCase, [unitOfWork, clock]),
    useCase(MuteThreadUseCase, [unitOfWork]),
    useCase(PostAnnouncementUseCase, [unitOfWork, clock]),
    useCase(ListClassAnnouncementsUseCase, [unitOfWork]),
    useCase(ListStudentAnnouncementsUseCase, [unitOfWork]),
    useCase(ListParentAnnouncementsUseCase, [unitOfWork]),
  ],
})
export class MessagesModule {}
