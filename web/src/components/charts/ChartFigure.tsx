import { Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import TableChart from '@mui/icons-material/TableChart';
import { learningTexts } from '../../i18n/learning';
import { LazyErrorBoundary } from '../LazyErrorBoundary';
import { ErrorState, LoadingBlocks } from '../states';
import { retryFailedParts } from '../lazy-part';

const text = learningTexts.analytics;

export interface ChartColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A chart with its text alternatives: a one-sentence summary under it, and the same figures as a
 * table that screen readers always reach and anyone can show. The drawing itself is hidden from
 * assistive technology; while its code loads (a lazyPart), a block of its height says so.
 */
export function ChartFigure<Row>({
  caption,
  summary,
  height,
  columns,
  rows,
  rowKey,
  children,
}: {
  caption: string;
  summary: string;
  height: number;
  columns: ReadonlyArray<ChartColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  children: ReactNode;
}) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-describedby={`${id}-summary`}>
      <LazyErrorBoundary onRetry={retryFailedParts} fallback={(again) => <ErrorState message={text.chartLoadFailed} onRetry={again} />}>
        <Suspense fallback={<LoadingBlocks rows={1} height={height} label={text.loadingChart} />}>
          <Box aria-hidden sx={{ width: '100%', height, minWidth: 0 }}>
            {children}
          </Box>
        </Suspense>
      </LazyErrorBoundary>
      <Typography id={`${id}-summary`} component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {summary}
      </Typography>
      <Button
        size="small"
        startIcon={<TableChart />}
        onClick={() => setTableShown((shown) => !shown)}
        aria-expanded={tableShown}
        aria-controls={`${id}-table`}
        sx={{ mt: 0.5 }}
      >
        {tableShown ? text.hideTable : text.showTable}
      </Button>
      <Box id={`${id}-table`} sx={tableShown ? { mt: 1, overflowX: 'auto' } : visuallyHidden}>
        <Table size="small">
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} scope="col">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column, index) => (
                  <TableCell key={column.label} align={column.numeric ? 'right' : 'left'} component={index === 0 ? 'th' : 'td'} scope={index === 0 ? 'row' : undefined}>
                    {column.value(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
