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

/** A file the product does not keep, told by its bytes (never by its name or declared type). */
export class UnsupportedMediaTypeError extends DomainError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
}

/** A file larger than its kind may be; the message names the limit. */
export class MediaTooLargeError extends DomainError {
  readonly code = 'MEDIA_TOO_LARGE';
  constructor(what: string, limitBytes: number) {
    super(`${what} may be at most ${formatMegabytes(limitBytes)}.`);
  }
}

const formatMegabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Number((bytes / 1024).toFixed(1))} KB` : `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
