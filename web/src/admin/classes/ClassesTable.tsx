import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Datagrid, DateField, downloadCSV, FunctionField, NumberField, TextField, useExpanded, useRecordContext, type Exporter } from 'react-admin';
import type { ClassSummaryRecord } from '../../api/data-provider';
import { csvDocument } from '../../components/csv';
import { SortableDatagridHeader } from '../SortableDatagridHeader';
import { classesTexts } from '../../i18n/classes';
import { formatInteger } from '../../i18n/format';
import { categoryName } from '../../components/content/content-look';
import { ClassInvitationList } from '../class-invitations/ClassInvitationList';
import { ClassStudentList } from '../class-students/ClassStudentList';
import { ClassActionsMenu, classDate, type ClassCardHandlers } from './ClassCard';

const text = classesTexts.tab;
const card = classesTexts.card;

/** The classes as CSV (the export button's and the bulk export's): one class a line. */
export const classesExporter: Exporter<ClassSummaryRecord> = (records) => {
  downloadCSV(
    csvDocument(
      text.exportColumns,
      records.map((record) => [
        record.name,
        record.subject ? categoryName(record.subject) : '',
        record.gradeLevel ?? '',
        record.studentCount,
        record.capacity,
        record.isActive ? card.active : card.inactive,
        record.joinCode,
        record.startDate ?? '',
        record.endDate ?? '',
        new Date(record.createdAt).toISOString(),
      ]),
    ),
    text.exportFile,
  );
};

/** A row opened: the class's whole roster and its invitations not accepted yet, as on its card. */
function ClassRosterPanel({ handlers }: { handlers: ClassCardHandlers }) {
  const record = useRecordContext<ClassSummaryRecord>();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 1.5, maxWidth: 720 }} data-testid="class-row-roster">
      <ClassStudentList record={record} onRemove={(student) => handlers.onRemoveStudent(record, student)} />
      <ClassInvitationList record={record} onWithdraw={(invitation) => handlers.onWithdrawInvitation(record, invitation)} />
    </Box>
  );
}

/** The student count, a button that opens the row on the roster (the Datagrid's own expand icon is hidden from keyboards and readers). */
function StudentsToggle({ record }: { record: ClassSummaryRecord }) {
  const [expanded, toggle] = useExpanded('classes', record.id);
  return (
    <Button
      size="small"
      onClick={toggle}
      aria-expanded={expanded}
      aria-label={expanded ? card.hideStudentsOf(record.name, record.studentCount) : card.showStudentsOf(record.name, record.studentCount)}
      endIcon={expanded ? <ExpandLess /> : <ExpandMore />}
      data-testid="class-row-students"
    >
      {formatInteger(record.studentCount)}
    </Button>
  );
}

/**
 * The classes as react-admin's Datagrid: every column but the code and the actions sorts on the
 * server (the header says so with aria-sort), and each row has the
 * card's menu; a row opens on its roster from its student count. Its name opens the class's analytics.
 */
export function ClassesTable({ handlers }: { handlers: ClassCardHandlers }) {
  const c = text.columns;
  return (
    <Datagrid
      rowClick={false}
      bulkActionButtons={false}
      header={<SortableDatagridHeader hasExpand />}
      expand={<ClassRosterPanel handlers={handlers} />}
      data-testid="classes-table"
    >
      <FunctionField<ClassSummaryRecord>
        source="name"
        label={c.name}
        render={(record) => (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => handlers.onOpenAnalytics(record)}
            title={card.openAnalytics(record.name)}
            sx={{ font: 'inherit', fontWeight: 700, textAlign: 'left' }}
            data-testid="class-name-link"
          >
            {record.name}
          </Link>
        )}
      />
      <FunctionField<ClassSummaryRecord> source="subject" label={c.subject} render={(record) => (record.subject ? categoryName(record.subject) : card.noSubject)} />
      <FunctionField<ClassSummaryRecord> source="gradeLevel" label={c.gradeLevel} render={(record) => record.gradeLevel || card.noGrade} />
      <FunctionField<ClassSummaryRecord> source="studentCount" label={c.students} render={(record) => <StudentsToggle record={record} />} />
      <NumberField source="capacity" label={c.capacity} />
      <FunctionField<ClassSummaryRecord>
        source="isActive"
        label={c.status}
        render={(record) => <Chip size="small" color={record.isActive ? 'success' : 'default'} label={record.isActive ? card.active : card.inactive} data-testid="class-status" />}
      />
      <FunctionField<ClassSummaryRecord> source="startDate" label={c.startDate} render={(record) => classDate(record.startDate)} />
      <TextField source="joinCode" label={c.joinCode} sortable={false} sx={{ fontFamily: 'monospace', fontWeight: 700 }} />
      <DateField source="createdAt" label={c.createdAt} />
      <FunctionField<ClassSummaryRecord> label={c.actions} textAlign="right" render={(record) => <ClassActionsMenu record={record} handlers={handlers} />} />
    </Datagrid>
  );
}
