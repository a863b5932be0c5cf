import { DomainError } from '../../../domain/shared/domain-error';

const OPEN_AGAIN = 'Open Video Courses again from QuestLearn.';

export class VideoCodeInvalidError extends DomainError {
  readonly code = 'VIDEO_CODE_INVALID';
  constructor() {
    super(`This video courses code is not valid. ${OPEN_AGAIN}`);
  }
}

export class VideoCodeUsedError extends DomainError {
  readonly code = 'VIDEO_CODE_USED';
  constructor() {
    super(`This video courses code was already used. ${OPEN_AGAIN}`);
  }
}

export class VideoCodeExpiredError extends DomainError {
  readonly code = 'VIDEO_CODE_EXPIRED';
  constructor() {
    super(`This video courses code has expired. ${OPEN_AGAIN}`);
  }
}
