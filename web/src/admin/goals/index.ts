/**
 * The goals a parent sets for connected children (the `goals` resource): the list (a sortable table
 * or cards, searched and filtered in the address, with Mark complete) and the Add goal form.
 */
export { GoalList } from './GoalList';
export { AddGoalForm as GoalCreate } from './GoalForm';
