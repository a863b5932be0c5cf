import { studentRead } from '../game/student-read';

/** The student's wishlist, newest first. */
export class GetWishlistUseCase extends studentRead((tx, player) => tx.studentWishlist.list(player.userId)) {}
