import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { relativeTimeWords } from '../../../../domain/classes/relative-time';
import type { ChildContentEntry } from '../../api/parent-api';
import { contentTexts } from '../../i18n/content';
import { parentTexts } from '../../i18n/parent';
import { categoryName, typeName } from '../../components/content/content-look';
import { TokenIcon } from '../../components/game-look';
import { RateBar } from '../../components/RateBar';
import { readableDay } from '../parent-look';
import { formatInteger } from '../../i18n/format';

const text = parentTexts.analysis;

const minutesOf = (seconds: number) => Math.round(Math.max(0, Number(seconds) || 0) / 60);

/**
 * A child's current or completed content: the title (type, category, teacher), the progress bar,
 * the minutes spent, when it was last opened (or completed) and the tokens paid.
 */
export function ContentTable({
  entries,
  completed,
  caption,
  now,
  timeZone,
  testId,
}: {
  entries: readonly ChildContentEntry[];
  completed: boolean;
  caption: string;
  now: Date;
  timeZone: string;
  testId: string;
}) {
  const when = (entry: ChildContentEntry) => {
    if (completed) return readableDay(entry.completedAt) ?? parentTexts.common.notAvailable;
    return entry.lastAccessed ? relativeTimeWords(new Date(entry.lastAccessed), now, timeZone) : parentTexts.common.never;
  };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{text.itemTitle}</TableCell>
            <TableCell scope="col" sx={{ minWidth: 140 }}>
              {text.progress}
            </TableCell>
            <TableCell scope="col" align="right">
              {text.minutes}
            </TableCell>
            <TableCell scope="col">{completed ? text.completedOn : text.lastAccessed}</TableCell>
            <TableCell scope="col" align="right">
              {text.tokensPaid}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const progress = Math.round(Math.min(100, Math.max(0, Number(entry.progress) || 0)));
            return (
              <TableRow key={entry.enrollmentId} data-testid={`content-row-${entry.enrollmentId}`}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {entry.content.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[typeName(entry.content.type), categoryName(entry.content.category), text.by(entry.teacherName)].join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ flex: 1 }}>
                      <RateBar value={progress} label={text.progressOf(entry.content.title, progress)} tone={completed ? 'success' : 'primary'} />
                    </Box>
                    <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }} aria-hidden>
                      {parentTexts.common.percent(progress)}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell align="right">{formatInteger(minutesOf(entry.timeSpent))}</TableCell>
                <TableCell>{when(entry)}</TableCell>
                <TableCell align="right">
                  {entry.tokensSpent > 0 ? (
                    <>
                      <TokenIcon /> {formatInteger(entry.tokensSpent)}
                    </>
                  ) : (
                    (contentTexts.accessTypes[entry.accessType] ?? text.free)
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
