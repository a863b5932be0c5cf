import { Module } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import { DecideWishlistItemsUseCase, DecideWishlistItemUseCase } from '../../application/wishlist/decide-wishlist-item.use-case';
import { GetParentWishlistItemUseCase, ListParentWishlistUseCase } from '../../application/wishlist/list-parent-wishlist.use-case';
import { useCase } from '../common/use-case.provider';
import { ParentWishlistController } from './parent-wishlist.controller';

const { unitOfWork, clock } = PORTS;

const providers = [
  useCase(ListParentWishlistUseCase, [unitOfWork]),
  useCase(GetParentWishlistItemUseCase, [unitOfWork]),
  useCase(DecideWishlistItemUseCase, [unitOfWork, clock]),
  useCase(DecideWishlistItemsUseCase, [DecideWishlistItemUseCase]),
];

/** Parents approve, deny and reset their connected children's wishlist items. */
@Module({
  controllers: [ParentWishlistController],
  providers,
  // The react-admin adapter (./admin-wishlist.controller.ts, /api/admin/wishlist) calls the same use cases.
  exports: providers.map((provider) => provider.provide),
})
export class ParentWishlistModule {}
