/**
 * The teacher's classes (the `classes` resource): the list (a sortable table or cards, searched and
 * filtered in the address), the create form and the edit dialog. The dashboard loads the list
 * through `ClassesTab`, which brings react-admin's screens with the tab.
 */
export { ClassesTab as ClassList } from './ClassesTab';
export { NewClassForm as ClassCreate, EditClassDialog as ClassEdit } from './ClassForm';
