import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/**
 * After Finish: which parts are still to do, in words, each a button that opens it; or that every
 * part is done. The region is live, so the answer is read out where Finish was pressed.
 */
export function PartLeft({
  asked,
  allDone,
  left,
  labels,
  onOpen,
  testId,
}: {
  asked: boolean;
  allDone: boolean;
  left: Array<{ index: number; title: string }>;
  labels: { allDone: string; left(count: number): string; goTo(index: number, title: string): string };
  onOpen(index: number): void;
  testId: string;
}) {
  return (
    <Box aria-live="polite" sx={{ mt: 2 }}>
      {asked &&
        (allDone ? (
          <Alert severity="success" data-testid={testId} data-count={0}>
            {labels.allDone}
          </Alert>
        ) : (
          <Alert severity="info" data-testid={testId} data-count={left.length}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {labels.left(left.length)}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {left.map((part) => (
                <li key={part.index}>
                  <Link component="button" type="button" variant="body2" onClick={() => onOpen(part.index)} sx={{ textAlign: 'left', py: 0.5 }} data-testid="part-left">
                    {labels.goTo(part.index + 1, part.title)}
                  </Link>
                </li>
              ))}
            </Box>
          </Alert>
        ))}
    </Box>
  );
}
