import { DomainError } from '../../domain/shared/domain-error';

const ASK_AGAIN = 'Open the content again for a new address.';

/**
 * A media address this server did not sign for exactly this file, viewer and cut, or one naming a
 * file that is not there: the same answer for both, so nothing is learnt about which files exist.
 */
export class MediaAddressInvalidError extends DomainError {
  readonly code = 'MEDIA_ADDRESS_INVALID';
  constructor() {
    super(`This media address is not valid. ${ASK_AGAIN}`);
  }
}

export class MediaAddressExpiredError extends DomainError {
  readonly code = 'MEDIA_ADDRESS_EXPIRED';
  constructor() {
    super(`This media address has expired. ${ASK_AGAIN}`);
  }
}

/** A public picture (a demo film's still) that is not stored. */
export class MediaNotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  constructor() {
    super('There is no such picture.');
  }
}
