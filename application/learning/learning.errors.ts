import { DomainError } from '../../domain/shared/domain-error';

export class NotEnrolledError extends DomainError {
  readonly code = 'NOT_ENROLLED';
  constructor() {
    super('Enroll in this course first.');
  }
}

export class NotAQuizError extends DomainError {
  readonly code = 'NOT_A_QUIZ';
  constructor() {
    super('Only a quiz takes answers; this content is not a quiz.');
  }
}

/** The content is a quiz whose contentData holds no question that can be marked. */
export class QuizWithoutQuestionsError extends DomainError {
  readonly code = 'NOT_A_QUIZ';
  constructor() {
    super('This quiz has no questions to answer yet.');
  }
}

/** The content is not an interactive lesson, or the step is not one of its steps with a check. */
export class NoSuchStepCheckError extends DomainError {
  readonly code = 'NO_SUCH_STEP_CHECK';
  constructor() {
    super('This step has nothing to check.');
  }
}

export class AlreadyOnWishlistError extends DomainError {
  readonly code = 'ALREADY_ON_WISHLIST';
  constructor() {
    super('This course is already on your wishlist.');
  }
}

export class WishlistItemNotFoundError extends DomainError {
  readonly code = 'WISHLIST_ITEM_NOT_FOUND';
  constructor() {
    super('This item is not on your wishlist.');
  }
}
