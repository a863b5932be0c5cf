import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { InfrastructureModule, type InfrastructureOptions } from '../infrastructure/infrastructure.module';
import { AccountPrivacyModule } from './accounts/privacy/account-privacy.module';
import { AuthModule } from './accounts/auth/auth.module';
import { AdminClassesModule } from './classes/admin/admin-classes.module';
import { AdminWishlistModule } from './wishlist/admin-wishlist.module';
import { ParentWishlistModule } from './wishlist/parent-wishlist.module';
import { WishlistModule } from './wishlist/wishlist.module';
import { ParentMoneyModule } from './parents/parent-money.module';
import { ClassesModule } from './classes/classes.module';
import { ClientConfigController } from './config/client-config.controller';
import { CsrfGuard } from './common/csrf.guard';
import { ContentModule } from './content/content.module';
import { ErrorFilter } from './common/error.filter';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { LearningModule } from './learning/learning.module';
import { MediaModule } from './media/media.module';
import { LiveModule } from './live/live.module';
import { MessagesModule } from './messages/messages.module';
import { NotificationsModule } from './notifications/notifications.module';
import { NotificationRetentionModule } from './notifications/notification-retention.module';
import { PasswordResetModule } from './accounts/password-reset/password-reset.module';
import { FamilyModule } from './parents/family.module';
import { SponsorsModule } from './sponsors/sponsors.module';
import { GameModule } from './game/game.module';
import { TeacherModule } from './teacher/teacher.module';
import { UsersModule } from './accounts/users/users.module';
import { WebAppModule } from './web-app/web-app.module';

export interface AppOptions extends InfrastructureOptions {
  /** The built web app to serve on the same origin, when there is one. */
  webRoot: string | null;
}

@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    const web = options.webRoot ? [WebAppModule.forRoot(options.webRoot)] : [];
    return {
      module: AppModule,
      imports: [InfrastructureModule.forRoot(options), AuthModule, UsersModule, GameModule, LeaderboardModule, ContentModule, LearningModule, ClassesModule, AdminClassesModule, FamilyModule, ParentMoneyModule, WishlistModule, ParentWishlistModule, AdminWishlistModule, TeacherModule, SponsorsModule, AccountPrivacyModule, MediaModule, MessagesModule, NotificationsModule, LiveModule, NotificationRetentionModule, PasswordResetModule, ...web],
      controllers: [ClientConfigController],
      providers: [
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
    };
  }
}
