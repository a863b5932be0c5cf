import type { WishlistRecord } from '../../api/data-provider';
import { parentWishlistTexts } from '../../i18n/parent-wishlist';
import { csvDocument } from '../../components/csv';
import { childName } from '../../parent/parent-look';

const text = parentWishlistTexts;

/** The child a wishlist item belongs to, by name. */
export const itemChild = (record: WishlistRecord): string =>
  childName({ id: record.childId, username: record.student.user.username, firstName: record.student.firstName, lastName: record.student.lastName });

/** The wishlist as CSV: a header line, then one item per line in the table's order. */
export function wishlistCsv(records: readonly WishlistRecord[]): string {
  return csvDocument(
    text.export.columns,
    records.map((record) => [
      record.name,
      text.types[record.type] ?? record.type,
      record.cost,
      text.priorities[record.priority] ?? record.priority,
      itemChild(record),
      text.statuses[record.approvalStatus] ?? record.approvalStatus,
      record.approvalNote ?? '',
      record.addedAt,
      record.decidedAt ?? '',
    ]),
  );
}
