import { DomainError } from '../../domain/shared/domain-error';

export class NotAStudentError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor() {
    super('This dashboard is only available for students.');
  }
}

export class ChestAlreadyOpenedError extends DomainError {
  readonly code = 'CHEST_ALREADY_OPENED';
  constructor(readonly nextAvailableAt: Date) {
    super('You have already opened today’s chest. Come back tomorrow!');
  }
}

export class InventoryItemNotFoundError extends DomainError {
  readonly code = 'ITEM_NOT_FOUND';
  constructor() {
    super('That item is not in your inventory');
  }
}

export class RecipeNotFoundError extends DomainError {
  readonly code = 'RECIPE_NOT_FOUND';
  constructor(itemId: string) {
    super(`There is no recipe for '${itemId}'`);
  }
}

export class InsufficientQuantityError extends DomainError {
  readonly code = 'INSUFFICIENT_QUANTITY';
  constructor(owned: number) {
    super(`You only have ${owned} of this item`);
  }
}

export class ItemNotSellableError extends DomainError {
  readonly code = 'ITEM_NOT_SELLABLE';
  constructor() {
    super('This item cannot be sold');
  }
}

export class ItemNotUsableError extends DomainError {
  readonly code = 'ITEM_NOT_USABLE';
  constructor(reason = 'This item cannot be used') {
    super(reason);
  }
}

export class LevelTooLowError extends DomainError {
  readonly code = 'LEVEL_TOO_LOW';
  constructor(requiredLevel: number) {
    super(`Need level ${requiredLevel}`);
  }
}

export class MissingMaterialsError extends DomainError {
  readonly code = 'MISSING_MATERIALS';
  constructor(missing: Array<{ materialId: string; missing: number }>) {
    super(`Missing materials: ${missing.map((m) => `${m.missing} × ${m.materialId}`).join(', ')}`);
  }
}

export class TimeZoneChangeLimitError extends DomainError {
  readonly code = 'TIME_ZONE_CHANGE_LIMIT';
  constructor() {
    super('The time zone can be changed once a day. Please try again tomorrow.');
  }
}

export class InvalidTimeZoneInputError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor() {
    super('Unknown time zone', { timeZone: 'Unknown time zone' });
  }
}

/** The database refused a change that would take a balance below zero (a backstop behind the use cases' checks). */
export class BalanceWouldGoNegativeError extends DomainError {
  readonly code = 'INSUFFICIENT_TOKENS';
  constructor() {
    super('Insufficient tokens');
  }
}
