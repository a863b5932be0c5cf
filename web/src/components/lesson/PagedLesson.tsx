import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import type { ProgressResult } from '../../api/content-api';
import { PartLeft } from './PartLeft';
import { PartNav } from './PartNav';
import { PartStatus } from './PartStatus';
import { usePartReporting } from './use-part-reporting';

export interface LessonPart {
  title: string;
  body: ReactNode;
  /** The seconds the part must stay open to count; null when something else makes it done (a step's check). */
  readingSeconds: number | null;
}

export interface PagedLessonLabels {
  positionOf(index: number, total: number): string;
  previous: string;
  next: string;
  finish: string;
  finishing: string;
  nav: string;
  done: string;
  countsAfter(seconds: number): string;
  counted: string;
  allDone: string;
  left(count: number): string;
  goTo(index: number, title: string): string;
}

/**
 * A document's sections or a lesson's steps, one at a time, in any order. The part shown is reported
 * (`show(index)`, answered once the server has it) and the ticks are the server's (`done`): a part
 * counts once it stayed open for its reading time, which the student sees as a calm hint. The last
 * part's Finish reports it once more, then says in words which parts are left, with a way to each.
 */
export function PagedLesson({
  parts,
  labels,
  done,
  startIndex,
  tracking,
  show,
  testId,
}: {
  parts: LessonPart[];
  labels: PagedLessonLabels;
  done: readonly number[];
  startIndex: number;
  /** Whether the student's progress is recorded (not for the content's owner). */
  tracking: boolean;
  show(index: number): Promise<ProgressResult | null>;
  testId: string;
}) {
  const total = parts.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, startIndex), Math.max(0, total - 1)));
  const [finishing, setFinishing] = useState(false);
  const [finishAsked, setFinishAsked] = useState(false);
  const doneParts = useMemo(() => new Set(done.filter((part) => part >= 0 && part < total)), [done, total]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  usePartReporting(index, total, parts[index]?.readingSeconds ?? null, show);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);

  const open = (next: number) => {
    moved.current = true;
    setIndex(next);
    // The part already shown (a link in the list of parts left): its heading takes the focus all the same.
    if (next === index) heading.current?.focus();
  };

  const finish = async () => {
    if (finishing) return;
    setFinishing(true);
    await show(index);
    setFinishing(false);
    setFinishAsked(true);
  };

  const part = parts[index];
  const isLast = index >= total - 1;
  const allDone = doneParts.size >= total;
  const left = parts.map((item, position) => ({ index: position, title: item.title })).filter((item) => !doneParts.has(item.index));

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }} data-testid={testId}>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <PartNav label={labels.nav} titles={parts.map((item) => item.title)} current={index} done={doneParts} doneLabel={labels.done} onOpen={open} />
      </Box>
      <Box component="article" aria-labelledby={`${testId}-heading`} sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }} data-testid={`${testId}-position`}>
          {labels.positionOf(index + 1, total)}
        </Typography>
        <Typography id={`${testId}-heading`} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1, outline: 'none' }}>
          {part.title}
        </Typography>
        {tracking && <PartStatus done={doneParts.has(index)} readingSeconds={part.readingSeconds} labels={labels} />}
        <Box sx={{ mt: 2 }}>{part.body}</Box>
        <Stack direction="row" sx={{ mt: 3, justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<NavigateBefore aria-hidden />} onClick={() => open(index - 1)} disabled={index === 0}>
            {labels.previous}
          </Button>
          {!isLast ? (
            <Button variant="contained" endIcon={<NavigateNext aria-hidden />} onClick={() => open(index + 1)} data-testid={`${testId}-next`}>
              {labels.next}
            </Button>
          ) : (
            tracking &&
            !allDone && (
              <Button variant="contained" color="success" endIcon={<DoneAll aria-hidden />} onClick={() => void finish()} aria-busy={finishing} data-testid={`${testId}-finish`}>
                {finishing ? labels.finishing : labels.finish}
              </Button>
            )
          )}
        </Stack>
        {tracking && <PartLeft asked={finishAsked} allDone={allDone} left={left} labels={labels} onOpen={open} testId={`${testId}-left`} />}
      </Box>
    </Box>
  );
}
