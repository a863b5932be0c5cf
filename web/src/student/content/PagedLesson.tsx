import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { PartNav } from './PartNav';

export interface LessonPart {
  title: string;
  body: ReactNode;
}

export interface PagedLessonLabels {
  positionOf(index: number, total: number): string;
  previous: string;
  next: string;
  finish: string;
  nav: string;
  done: string;
}

/** The share of parts done, as a whole percent. */
export const donePercent = (done: number, total: number) => (total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0);

/**
 * A document's sections or a lesson's steps, one at a time: moving on marks the part done and
 * calls `onDone(doneCount, nextIndex)` whenever the count grows; the last part's button finishes.
 */
export function PagedLesson({
  parts,
  labels,
  initialDone,
  startIndex,
  onDone,
  testId,
}: {
  parts: LessonPart[];
  labels: PagedLessonLabels;
  initialDone: number;
  startIndex: number;
  onDone(doneCount: number, nextIndex: number): void;
  testId: string;
}) {
  const total = parts.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, total - 1)));
  const [doneCount, setDoneCount] = useState(() => Math.min(Math.max(0, initialDone), total));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const open = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const advance = () => {
    const reached = index + 1;
    const last = reached >= total;
    if (reached > doneCount) {
      setDoneCount(reached);
      onDone(reached, last ? index : reached);
    }
    if (!last) open(reached);
  };

  const part = parts[index];
  const isLast = index >= total - 1;
  const finished = doneCount >= total;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }} data-testid={testId}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <PartNav label={labels.nav} titles={parts.map((item) => item.title)} current={index} doneCount={doneCount} doneLabel={labels.done} onOpen={open} />
      </Box>
      <Box component="article" aria-labelledby={`${testId}-heading`} sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }} data-testid={`${testId}-position`}>
          {labels.positionOf(index + 1, total)}
        </Typography>
        <Typography id={`${testId}-heading`} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2, outline: 'none' }}>
          {part.title}
        </Typography>
        {part.body}
        <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<NavigateBefore aria-hidden />} onClick={() => open(index - 1)} disabled={index === 0}>
            {labels.previous}
          </Button>
          {isLast && finished ? null : (
            <Button
              variant="contained"
              color={isLast ? 'success' : 'primary'}
              endIcon={isLast ? <DoneAll aria-hidden /> : <NavigateNext aria-hidden />}
              onClick={advance}
              data-testid={`${testId}-next`}
            >
              {isLast ? labels.finish : labels.next}
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
