/**
 * The teacher's content library (the `content` resource): the list (a sortable table or cards,
 * searched and filtered in the address) with the library's create, edit and delete dialogs. The
 * dashboard loads the list through `ContentLibraryTab`, which brings react-admin's screens with the tab.
 */
export { ContentLibraryView as ContentList } from './ContentLibraryView';
