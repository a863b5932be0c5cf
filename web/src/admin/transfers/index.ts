/**
 * The parent's token transfers to connected children (the `transfers` resource): the list of past
 * transfers (newest first, sortable) and the transfer form, which asks before it sends.
 */
export { TransferList } from './TransferList';
export { TransferForm as TransferCreate } from './TransferForm';
