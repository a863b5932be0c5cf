import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Analytics from '@mui/icons-material/Analytics';
import Autorenew from '@mui/icons-material/Autorenew';
import Campaign from '@mui/icons-material/Campaign';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PowerSettingsNew from '@mui/icons-material/PowerSettingsNew';
import { previewChips } from '../../../../domain/classes/student-chips';
import { type ClassInvitationRecord, type ClassStudentRecord, type ClassSummaryRecord } from '../../api/data-provider';
import { classesTexts } from '../../i18n/classes';
import { messagesTexts } from '../../i18n/messages';
import { personName } from '../../components/person-look';
import { categoryName } from '../../components/content/content-look';
import { RateBar } from '../../components/RateBar';
import { ClassInvitationList } from '../class-invitations/ClassInvitationList';
import { ClassStudentList } from '../class-students/ClassStudentList';
import { formatDate, formatInteger } from '../../i18n/format';

const text = classesTexts.card;

/** A local date ('YYYY-MM-DD') in words, or 'Not set'. */
export function classDate(date: string | null | undefined): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return text.noDate;
  return formatDate(`${date}T00:00:00Z`, { timeZone: 'UTC' });
}

function Figure({ label, value, testId, hint }: { label: string; value: string | number; testId: string; hint?: string }) {
  return (
    <Box sx={{ minWidth: 0 }} title={hint}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800 }} data-testid={testId}>
        {typeof value === 'number' ? formatInteger(value) : value}
      </Typography>
    </Box>
  );
}

export interface ClassCardHandlers {
  onOpenAnalytics(record: ClassSummaryRecord): void;
  onEdit(record: ClassSummaryRecord): void;
  onAddStudent(record: ClassSummaryRecord): void;
  onAnnounce(record: ClassSummaryRecord): void;
  onToggle(record: ClassSummaryRecord): void;
  onNewCode(record: ClassSummaryRecord): void;
  onExport(record: ClassSummaryRecord): void;
  onDelete(record: ClassSummaryRecord): void;
  onCopyCode(record: ClassSummaryRecord): void;
  onRemoveStudent(record: ClassSummaryRecord, student: ClassStudentRecord): void;
  onWithdrawInvitation(record: ClassSummaryRecord, invitation: ClassInvitationRecord): void;
}

/** A class's actions (edit, add a student, announce, activate or deactivate, a new code, analytics, roster, delete): the card's and the table row's menu. */
export function ClassActionsMenu({ record, handlers }: { record: ClassSummaryRecord; handlers: ClassCardHandlers }) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = `class-menu-${record.id}`;
  const pick = (action: (record: ClassSummaryRecord) => void) => () => {
    setMenuAnchor(null);
    action(record);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={text.menu(record.name)}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
        data-testid="class-menu"
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        <MenuItem onClick={pick(handlers.onEdit)} data-testid="class-menu-edit">
          <ListItemIcon><Edit fontSize="small" /></ListItemIcon>
          {text.edit}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onAddStudent)} data-testid="class-menu-add-student">
          <ListItemIcon><PersonAdd fontSize="small" /></ListItemIcon>
          {text.addStudent}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onAnnounce)} data-testid="class-menu-announce">
          <ListItemIcon><Campaign fontSize="small" /></ListItemIcon>
          {messagesTexts.announcements.announce}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onToggle)} data-testid="class-menu-toggle">
          <ListItemIcon><PowerSettingsNew fontSize="small" /></ListItemIcon>
          {record.isActive ? text.deactivate : text.activate}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onNewCode)} data-testid="class-menu-new-code">
          <ListItemIcon><Autorenew fontSize="small" /></ListItemIcon>
          {text.newCode}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onOpenAnalytics)} data-testid="class-menu-analytics">
          <ListItemIcon><Analytics fontSize="small" /></ListItemIcon>
          {text.viewAnalytics}
        </MenuItem>
        <MenuItem onClick={pick(handlers.onExport)} data-testid="class-menu-export">
          <ListItemIcon><Download fontSize="small" /></ListItemIcon>
          {text.exportRoster}
        </MenuItem>
        <Divider />
        <MenuItem onClick={pick(handlers.onDelete)} sx={{ color: 'error.main' }} data-testid="class-menu-delete">
          <ListItemIcon><Delete fontSize="small" color="error" /></ListItemIcon>
          {text.delete}
        </MenuItem>
      </Menu>
    </>
  );
}

/**
 * One class of 'My Classes' (spec §2 "Classes tab"): the name (to its analytics), subject and grade,
 * the Active/Inactive badge, the menu, the figures and dates, the join code that copies itself, the
 * first 6 students with '+N more' (the list record carries only those, and the student count), and
 * View all / Hide, which loads the whole roster with a remove button per student; then the
 * invitations not accepted yet, with Withdraw.
 */
export function ClassCard({ record, handlers }: { record: ClassSummaryRecord; handlers: ClassCardHandlers }) {
  const [listShown, setListShown] = useState(false);
  const firstStudents = record.firstStudents ?? [];
  const { shown, moreLabel } = previewChips(firstStudents, record.studentCount);
  const titleId = `class-card-${record.id}`;

  return (
    <Card elevation={2} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article" aria-labelledby={titleId} data-testid="class-card" data-class-id={record.id}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                color="inherit"
                onClick={() => handlers.onOpenAnalytics(record)}
                title={text.openAnalytics(record.name)}
                sx={{ font: 'inherit', textAlign: 'left' }}
                data-testid="class-name-link"
              >
                {record.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="class-subject-grade">
              {[record.subject ? categoryName(record.subject) : text.noSubject, record.gradeLevel || text.noGrade].join(' · ')}
            </Typography>
          </Box>
          <Chip size="small" color={record.isActive ? 'success' : 'default'} label={record.isActive ? text.active : text.inactive} data-testid="class-status" />
          <ClassActionsMenu record={record} handlers={handlers} />
        </Stack>

        {record.description && (
          <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} data-testid="class-description">
            {record.description}
          </Typography>
        )}

        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          <Figure label={text.students} value={record.studentCount} testId="class-student-count" />
          <Figure label={text.capacity} value={record.capacity} testId="class-capacity" />
          <Figure label={text.activeRecently} value={record.activeStudentCount} testId="class-active-count" hint={text.activeRecentlyHint} />
        </Box>
        <Box>
          <RateBar value={record.capacityUsage} label={text.usageLabel(record.name)} valueText={text.usage(record.capacityUsage)} tone={record.capacityUsage >= 100 ? 'warning' : 'primary'} testId="class-usage" />
          <Typography variant="caption" color="text.secondary">
            {text.usage(record.capacityUsage)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <Typography variant="body2" data-testid="class-start">
            <Box component="span" sx={{ color: 'text.secondary' }}>{text.starts}: </Box>
            {classDate(record.startDate)}
          </Typography>
          <Typography variant="body2" data-testid="class-end">
            <Box component="span" sx={{ color: 'text.secondary' }}>{text.ends}: </Box>
            {classDate(record.endDate)}
          </Typography>
        </Stack>

        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {text.joinCode}
          </Typography>
          <Tooltip title={text.copyHint}>
            <Button
              variant="outlined"
              size="small"
              endIcon={<ContentCopy fontSize="small" />}
              onClick={() => handlers.onCopyCode(record)}
              aria-label={text.copyCode(record.joinCode)}
              sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontWeight: 800, letterSpacing: 2 }}
              data-testid="class-join-code"
              data-code={record.joinCode}
            >
              {record.joinCode}
            </Button>
          </Tooltip>
        </Stack>

        <Box>
          {record.studentCount === 0 && firstStudents.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid="class-no-students">
              {text.noStudents}
            </Typography>
          ) : (
            <>
              <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }} aria-label={text.studentList(record.name)}>
                {shown.map((student) => (
                  <li key={student.id}>
                    <Chip size="small" variant="outlined" label={`@${student.username}`} title={personName(student)} data-testid="class-student-chip" />
                  </li>
                ))}
                {moreLabel && (
                  <li>
                    <Chip size="small" color="primary" variant="outlined" label={text.more(moreLabel)} data-testid="class-more-students" />
                  </li>
                )}
              </Stack>
              <Button size="small" onClick={() => setListShown((value) => !value)} aria-expanded={listShown} sx={{ mt: 0.5 }} data-testid="class-view-all">
                {listShown ? text.hide : text.viewAll}
              </Button>
              {listShown && <ClassStudentList record={record} onRemove={(student) => handlers.onRemoveStudent(record, student)} />}
            </>
          )}
        </Box>
        <ClassInvitationList record={record} onWithdraw={(invitation) => handlers.onWithdrawInvitation(record, invitation)} />
      </CardContent>
    </Card>
  );
}
