import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { visuallyHidden } from '@mui/utils';
import { errorText } from '../api/game-api';
import type { AppNotification } from '../api/notifications-api';
import { EmptyState, ErrorState, LoadingBlocks } from '../components/states';
import { useNow } from '../hooks/use-now';
import { formatDateTime, formatTimeAgo } from '../i18n/format';
import { notificationTexts } from '../i18n/notifications';
import { notificationSentence } from './notification-sentence';
import type { useNotifications } from './queries';

const text = notificationTexts.menu;

interface NotificationPanelProps {
  titleId: string;
  notifications: ReturnType<typeof useNotifications>;
  onOpen(notification: AppNotification): void;
  /** Settles when the marking is done, failed or not. */
  onMarkAllRead(): Promise<void>;
  markingAll: boolean;
  /** A failed mark as read, in words. */
  markError: string | null;
}

/** The bell's list: a title with Mark all as read, the notifications newest first, Load more; loading, empty and failed states in words. */
export function NotificationPanel({ titleId, notifications, onOpen, onMarkAllRead, markingAll, markError }: NotificationPanelProps) {
  const { items, unread, loading, error, loadMoreError, hasMore, loadingMore, loadMore, reload } = notifications;
  const now = useNow(30_000);
  const title = useRef<HTMLHeadingElement>(null);
  // The button turns disabled once nothing is unread: the focus moves to the list's title rather than fall out of it.
  const markAll = () => void onMarkAllRead().then(() => title.current?.focus());

  return (
    <Stack sx={{ minHeight: 0, flex: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25 }}>
        <Typography id={titleId} ref={title} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1, outline: 'none' }}>
          {text.title}
        </Typography>
        <Button size="small" onClick={markAll} disabled={unread === 0 || markingAll} data-testid="notifications-mark-all">
          {markingAll ? text.markingAllRead : text.markAllRead}
        </Button>
      </Stack>
      <Divider />
      {markError && (
        <Alert severity="error" variant="outlined" sx={{ m: 1.5 }}>
          {markError}
        </Alert>
      )}
      <Box sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {loading ? (
          <Box sx={{ p: 2 }}>
            <LoadingBlocks rows={3} height={48} label={text.loading} />
          </Box>
        ) : error ? (
          <Box sx={{ p: 2 }}>
            <ErrorState message={errorText(error, notificationTexts.apiErrors.list)} onRetry={reload} />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState icon={<NotificationsNone fontSize="inherit" />} title={text.emptyTitle} text={text.emptyText} testId="notifications-empty" />
        ) : (
          <List disablePadding aria-labelledby={titleId} data-testid="notification-list">
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} now={now} onOpen={onOpen} />
            ))}
          </List>
        )}
        {loadMoreError && (
          <Box sx={{ p: 1.5 }}>
            <ErrorState message={errorText(loadMoreError, notificationTexts.apiErrors.list)} onRetry={loadMore} />
          </Box>
        )}
        {hasMore && !loadMoreError && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={loadMore} disabled={loadingMore} data-testid="notifications-load-more">
              {loadingMore ? text.loadingMore : text.loadMore}
            </Button>
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function NotificationRow({ notification, now, onOpen }: { notification: AppNotification; now: Date; onOpen(notification: AppNotification): void }) {
  const unread = notification.readAt === null;
  return (
    <li>
      <ListItemButton
        onClick={() => onOpen(notification)}
        data-testid="notification-item"
        data-unread={unread}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, bgcolor: unread ? 'action.selected' : undefined, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          aria-hidden
          sx={{ mt: 0.9, width: 8, height: 8, flexShrink: 0, borderRadius: '50%', bgcolor: unread ? 'primary.main' : 'transparent' }}
        />
        <ListItemText
          sx={{ m: 0, minWidth: 0 }}
          primary={
            <>
              {unread && <Box component="span" sx={visuallyHidden}>{`${text.unread}: `}</Box>}
              {notificationSentence(notification)}
            </>
          }
          secondary={
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {formatTimeAgo(notification.createdAt, now)}
            </time>
          }
          slotProps={{
            primary: { variant: 'body2', sx: { fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' } },
            secondary: { variant: 'caption' },
          }}
        />
      </ListItemButton>
    </li>
  );
}
