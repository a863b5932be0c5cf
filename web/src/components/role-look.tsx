import type { ReactNode } from 'react';
import CastForEducation from '@mui/icons-material/CastForEducation';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import School from '@mui/icons-material/School';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { UserRole } from '../api/types';

/** Icon and colour of each account type. */
export const ROLE_LOOK: Record<UserRole, { icon: ReactNode; gradient: string }> = {
  student: { icon: <School />, gradient: 'linear-gradient(135deg, #5b3fd6, #8b74ff)' },
  teacher: { icon: <CastForEducation />, gradient: 'linear-gradient(135deg, #00897b, #26c6da)' },
  parent: { icon: <FamilyRestroom />, gradient: 'linear-gradient(135deg, #ef6c00, #ffb300)' },
  sponsor: { icon: <VolunteerActivism />, gradient: 'linear-gradient(135deg, #c2185b, #f06292)' },
};
