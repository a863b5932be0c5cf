import type { ResetCodeKind } from '../../../domain/accounts/password-reset';

export interface PasswordResetCodeRecord {
  userId: number;
  kind: ResetCodeKind;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface NewPasswordResetCode {
  digest: string;
  userId: number;
  kind: ResetCodeKind;
  /** Who made it: the account itself (an e-mailed link) or the adult who made a child's code. */
  createdBy: number;
  createdAt: Date;
  expiresAt: Date;
}

/** Single-use codes that set a forgotten password; only each code's SHA-256 digest is stored. */
export interface PasswordResetCodeRepository {
  /** Stores a code; the account's earlier unused codes stop working (they are marked used at `createdAt`). */
  replace(code: NewPasswordResetCode): Promise<void>;
  /** True when some code, used or not, has this digest. */
  digestTaken(digest: string): Promise<boolean>;
  /** How many codes of `kind` were made for the account since `since`. */
  countMadeSince(userId: number, kind: ResetCodeKind, since: Date): Promise<number>;
  /** Finds a code by digest and locks it, so two uses of one code run one after the other. */
  findForUpdate(digest: string): Promise<PasswordResetCodeRecord | null>;
  /** The password was set: every unused code of the account stops working. */
  useAllOf(userId: number, at: Date): Promise<void>;
  /** Forgets codes that expired before `before`; answers how many. */
  sweepExpired(before: Date): Promise<number>;
}
