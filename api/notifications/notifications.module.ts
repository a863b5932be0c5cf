import { Module } from '@nestjs/common';
import { ListNotificationsUseCase, MarkNotificationsReadUseCase } from '../../application/notifications/notification-centre.use-cases';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { NotificationsController } from './notifications.controller';

@Module({
  controllers: [NotificationsController],
  providers: [useCase(ListNotificationsUseCase, [PORTS.unitOfWork]), useCase(MarkNotificationsReadUseCase, [PORTS.unitOfWork, PORTS.clock])],
})
export class NotificationsModule {}
