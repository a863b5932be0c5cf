/** The account itself, as the export shows it (never the password hash). */
export interface ExportedAccount {
  id: number;
  username: string;
  [field: string]: unknown;
}

/**
 * Everything the product holds about one person, by section (profile, game, ledgers, inventory,
 * learning, wishlist, classes, family, sessions, ...). Other people appear only by the name the person
 * saw them by (a parent's or teacher's display name), never by their e-mail or anything else of theirs.
 */
export interface PersonalData {
  account: ExportedAccount;
  [section: string]: unknown;
}

export interface PersonalDataReader {
  /** One statement per table, in the caller's transaction; null when the account does not exist. */
  collect(userId: number): Promise<PersonalData | null>;
}
