import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSponsorTab, requestSponsorTab, storeSponsorTab } from '../sponsor/sponsor-tabs';
import { isStudentTab, requestStudentTab, storeStudentTab } from '../student/student-tabs';
import { destinationAddress, type NotificationDestination } from './notification-destination';

/**
 * Goes to a notification's destination. The parent's and teacher's tabs are in the address; the
 * student's and sponsor's are remembered in the browser and switched by their window event, so the
 * tab shows whether the dashboard is on view already or opens now.
 */
export function useOpenDestination(): (destination: NotificationDestination) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (destination: NotificationDestination) => {
      const { role, tab } = destination;
      if (role === 'student' && isStudentTab(tab)) {
        storeStudentTab(tab);
        requestStudentTab(tab);
        if (pathname !== '/student/dashboard') navigate('/student/dashboard');
      } else if (role === 'sponsor' && isSponsorTab(tab)) {
        storeSponsorTab(tab);
        requestSponsorTab(tab);
        if (pathname !== '/sponsor/dashboard') navigate('/sponsor/dashboard');
      } else {
        navigate(destinationAddress(destination));
      }
    },
    [navigate, pathname],
  );
}
