import { Module } from '@nestjs/common';
import { EraseOldNotificationsUseCase } from '../../application/notifications/erase-old-notifications.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { NotificationRetentionJob } from './notification-retention.job';

/** The daily erasure of notifications past their retention, on every instance. */
@Module({
  providers: [useCase(EraseOldNotificationsUseCase, [PORTS.unitOfWork, PORTS.clock]), NotificationRetentionJob],
})
export class NotificationRetentionModule {}
