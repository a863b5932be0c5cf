import { type PipeTransform } from '@nestjs/common';
import { CONTENT_CATEGORIES, type ContentCategory, isContentCategory } from '../../domain/content/content-taxonomy';
import { MY_COURSE_LISTS, isMyCourseList, type MyCourseList } from '../../domain/content/my-course-list';
import { ApiError } from '../common/api-error';
import { MAX_ID } from '../common/id-param';

/** A route's numeric id: a positive whole number that fits a database id. */
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = String(value);
    const id = Number(text);
    if (/^[1-9]\d{0,9}$/.test(text) && id <= MAX_ID) return id;
    throw new ApiError('VALIDATION_FAILED', 'id must be a positive whole number', { id: 'Invalid id' });
  }
}

/** A route's index into a list (a lesson's steps): a whole number from 0. */
export class IndexParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const text = String(value);
    if (/^(0|[1-9]\d{0,3})$/.test(text)) return Number(text);
    throw new ApiError('VALIDATION_FAILED', 'index must be a whole number from 0 to 9999', { index: 'Invalid index' });
  }
}

/** A subject of the analytics: one of the content categories. */
export class SubjectParamPipe implements PipeTransform<unknown, ContentCategory> {
  transform(value: unknown): ContentCategory {
    if (isContentCategory(value)) return value;
    throw new ApiError('VALIDATION_FAILED', `Unknown subject; use one of ${CONTENT_CATEGORIES.join(', ')}`, { subject: 'Unknown subject' });
  }
}

/** One of the two lists of My Courses. */
export class MyCourseListParamPipe implements PipeTransform<unknown, MyCourseList> {
  transform(value: unknown): MyCourseList {
    if (isMyCourseList(value)) return value;
    throw new ApiError('VALIDATION_FAILED', `Unknown list; use one of ${MY_COURSE_LISTS.join(', ')}`, { list: 'Unknown list' });
  }
}
