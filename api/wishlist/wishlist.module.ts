import { Module } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import { AddWishlistItemUseCase } from '../../application/wishlist/add-wishlist-item.use-case';
import { GetWishlistUseCase } from '../../application/wishlist/get-wishlist.use-case';
import { RemoveWishlistItemUseCase } from '../../application/wishlist/remove-wishlist-item.use-case';
import { useCase } from '../common/use-case.provider';
import { WishlistController } from './wishlist.controller';

const { unitOfWork, clock } = PORTS;

/** A student's wishlist: courses they wish for, which their parents approve or deny. */
@Module({
  controllers: [WishlistController],
  providers: [
    useCase(GetWishlistUseCase, [unitOfWork, clock]),
    useCase(AddWishlistItemUseCase, [unitOfWork, clock]),
    useCase(RemoveWishlistItemUseCase, [unitOfWork]),
  ],
})
export class WishlistModule {}
