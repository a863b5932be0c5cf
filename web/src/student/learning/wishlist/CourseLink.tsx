import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import TravelExplore from '@mui/icons-material/TravelExplore';
import { Link as RouterLink } from 'react-router';
import { learningTexts } from '../../../i18n/learning';
import { requestStudentTab } from '../../student-tabs';

const text = learningTexts.wishlist;

/** A wished-for course: its page when it is known, otherwise Browse Content. */
export function CourseLink({ contentId, name }: { contentId: number | null; name: string }) {
  if (contentId !== null) {
    return (
      <Button
        size="small"
        component={RouterLink}
        to={`/student/content/${contentId}`}
        startIcon={<OpenInNew />}
        aria-label={`${text.openCourse}: ${name}`}
        data-testid="wishlist-open-course"
      >
        {text.openCourse}
      </Button>
    );
  }
  return (
    <Button size="small" startIcon={<TravelExplore />} onClick={() => requestStudentTab('browse-content')} data-testid="wishlist-find-course">
      {text.findCourse}
    </Button>
  );
}
