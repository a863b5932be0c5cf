import type { ContentType } from '../../../../domain/content/content-taxonomy';
import { requestStudentTab } from '../student-tabs';

type FilteredTab = 'my-courses' | 'browse-content';

/**
 * A type filter another screen asks a tab to open with (Video Courses opens the video lessons).
 * The tab mounts after the request, so the filter waits here: the tab starts its own filter from
 * it, then forgets it once shown.
 */
let requested: { tab: FilteredTab; type: ContentType; completed: boolean } | null = null;

/** Shows a tab with its type filter set (My Courses on its completed list with `completed`). */
export function openTabWithType(tab: FilteredTab, type: ContentType, completed = false): void {
  requested = { tab, type, completed };
  requestStudentTab(tab);
}

/** Whether My Courses was asked to open on its completed courses. */
export function requestedCompleted(tab: FilteredTab): boolean {
  return requested?.tab === tab && requested.completed;
}

/** The type the tab was asked to open with, else '' (all types). */
export function requestedType(tab: FilteredTab): ContentType | '' {
  return requested?.tab === tab ? requested.type : '';
}

/** Once the tab shows it: a later visit opens unfiltered. */
export function forgetRequestedType(tab: FilteredTab): void {
  if (requested?.tab === tab) requested = null;
}
