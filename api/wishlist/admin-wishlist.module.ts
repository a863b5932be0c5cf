import { Module } from '@nestjs/common';
import { ParentWishlistModule } from './parent-wishlist.module';
import { AdminWishlistController } from './admin-wishlist.controller';

/** The parent's view of the children's wishlists as a react-admin resource, over the wishlist approval use cases. */
@Module({
  imports: [ParentWishlistModule],
  controllers: [AdminWishlistController],
})
export class AdminWishlistModule {}
