/**
 * Texts of the parent's Wishlist tab (English). Texts quoted by the specification (§2 "Parent
 * dashboard" Wishlist, §4 wishlist approvalStatus) are kept word for word.
 */

import { formatCount } from './format';

const plural = formatCount;

export const parentWishlistTexts = {
  title: 'Wishlist approvals',
  intro: "Approve or deny what your children wish for. They see your decision and your note on their wishlist.",

  filters: {
    label: 'Filter the wishlist',
    child: 'Child',
    allChildren: 'All children',
    status: 'Status',
    allStatuses: 'All statuses',
    refresh: 'Refresh',
    refreshing: 'Refreshing...',
    search: 'Search',
    searchPlaceholder: 'Item or description',
    sort: 'Sort',
  },

  columns: {
    select: 'Select',
    selectAll: 'Select all items on this page',
    selectItem: (name: string) => `Select ${name}`,
    item: 'Item',
    type: 'Type',
    cost: 'Cost',
    priority: 'Priority',
    child: 'Child',
    status: 'Status',
    actions: 'Actions',
    sortBy: (column: string) => `Sort by ${column}`,
  },

  types: { reward: 'Reward', course: 'Course', certificate: 'Certificate', item: 'Item' } as Record<string, string>,
  priorities: { high: 'High', medium: 'Medium', low: 'Low' } as Record<string, string>,
  statuses: { pending: 'Pending', approved: 'Approved', denied: 'Denied' } as Record<string, string>,

  cost: (tokens: number) => plural(tokens, 'token', 'tokens'),
  decidedOn: (day: string) => `Decided ${day}`,
  note: (note: string) => `Note: ${note}`,

  actions: {
    approve: 'Approve',
    deny: 'Deny',
    more: (name: string) => `More actions for ${name}`,
    reset: 'Reset to Pending',
    onlyPending: 'Only pending items can be approved or denied',
  },

  bulk: {
    label: 'Actions on the selected items',
    selected: (count: number) => `${plural(count, 'item', 'items')} selected`,
    approve: 'Approve selected',
    deny: 'Deny selected',
    clear: 'Clear selection',
  },

  dialog: {
    approveTitle: 'Approve this wish?',
    denyTitle: 'Deny this wish?',
    approveManyTitle: (count: number) => `Approve ${plural(count, 'item', 'items')}?`,
    denyManyTitle: (count: number) => `Deny ${plural(count, 'item', 'items')}?`,
    question: (name: string, child: string) => `"${name}" on ${child}'s wishlist.`,
    manyQuestion: 'Items that are no longer pending are skipped.',
    noteLabel: 'Note for your child (optional)',
    noteHelp: (left: number) => `${plural(left, 'character', 'characters')} left`,
    cancel: 'Cancel',
    confirmApprove: 'Approve',
    confirmDeny: 'Deny',
    saving: 'Saving...',
    resetTitle: 'Reset to Pending?',
    resetQuestion: (name: string, child: string) => `"${name}" on ${child}'s wishlist goes back to pending, and your decision and note are taken back.`,
  },

  export: {
    button: 'Export CSV',
    exporting: 'Exporting...',
    fileName: 'wishlist',
    columns: ['Item', 'Type', 'Cost', 'Priority', 'Child', 'Status', 'Note', 'Added', 'Decided'],
  },

  states: {
    loading: 'Loading the wishlist...',
    empty: 'No wishlist items yet',
    emptyText: "When your children add rewards, courses, certificates or items to their wishlists, they appear here for you to approve.",
    emptyFiltered: 'No items match this filter',
    emptyFilteredText: 'Choose another child or status, or show all.',
    noChildren: 'No connected children yet',
    noChildrenText: "Connect a child from the overview to see and approve their wishes.",
  },

  success: {
    approved: (name: string) => `Approved "${name}"`,
    denied: (name: string) => `Denied "${name}"`,
    reset: (name: string) => `"${name}" is pending again`,
    approvedMany: (changed: number, asked: number) =>
      changed === asked ? `Approved ${plural(changed, 'item', 'items')}` : `Approved ${plural(changed, 'item', 'items')}; ${plural(asked - changed, 'was', 'were')} no longer pending`,
    deniedMany: (changed: number, asked: number) =>
      changed === asked ? `Denied ${plural(changed, 'item', 'items')}` : `Denied ${plural(changed, 'item', 'items')}; ${plural(asked - changed, 'was', 'were')} no longer pending`,
    exported: 'The wishlist was downloaded',
  },

  failure: {
    load: 'Failed to load the wishlist',
    children: 'Failed to load your children',
    approve: 'Failed to approve the item',
    deny: 'Failed to deny the item',
    reset: 'Failed to reset the item',
    export: 'Failed to export the wishlist',
  },
};

export type ParentWishlistTexts = typeof parentWishlistTexts;
