import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Notifications from '@mui/icons-material/Notifications';
import { visuallyHidden } from '@mui/utils';
import { errorText } from '../api/game-api';
import type { AppNotification } from '../api/notifications-api';
import type { SessionUser } from '../api/types';
import { notificationTexts } from '../i18n/notifications';
import { useLiveEvent } from '../live/LiveEventsProvider';
import { notificationDestination } from './notification-destination';
import { notificationSentence } from './notification-sentence';
import { NotificationPanel } from './NotificationPanel';
import { useMarkNotificationsRead, useNotifications } from './queries';
import { useOpenDestination } from './use-open-destination';

const text = notificationTexts.bell;

/**
 * The header's bell: the unread count (kept live), and a list that opens under it. Escape or a
 * click outside closes the list and gives the focus back to the bell; a notification arriving is
 * read out politely.
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [arrival, setArrival] = useState('');
  const notifications = useNotifications(user.id);
  const markRead = useMarkNotificationsRead(user.id);
  const openDestination = useOpenDestination();
  const panelId = useId();
  const titleId = useId();
  const open = anchor !== null;

  useLiveEvent('notification', (notification) => setArrival(text.arrived(notificationSentence(notification))));

  const onOpen = (notification: AppNotification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    const destination = notificationDestination(notification, user.userRole);
    if (!destination) return;
    setAnchor(null);
    openDestination(destination);
  };

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={text.label(notifications.unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
      >
        {/* No badge at all at zero: a hidden one keeps its last figure, which would read as part of the button. */}
        {notifications.unread > 0 ? (
          <Badge badgeContent={text.badge(notifications.unread)} color="error" data-testid="notification-count">
            <Notifications />
          </Badge>
        ) : (
          <Notifications />
        )}
      </IconButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={8}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 'min(400px, calc(100vw - 16px))', maxHeight: 'min(560px, calc(100vh - 80px))', display: 'flex', flexDirection: 'column' },
          },
        }}
      >
        <NotificationPanel
          titleId={titleId}
          notifications={notifications}
          onOpen={onOpen}
          onMarkAllRead={() => markRead.mutateAsync({ all: true }).then(
            () => undefined,
            () => undefined, // The failure shows in the list, in words.
          )}
          markingAll={markRead.isPending && markRead.variables !== undefined && 'all' in markRead.variables}
          markError={markRead.error ? errorText(markRead.error, notificationTexts.apiErrors.markRead) : null}
        />
      </Popover>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {arrival}
      </Box>
    </>
  );
}
