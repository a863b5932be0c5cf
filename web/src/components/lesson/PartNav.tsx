import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';

/** The parts of a document or a lesson (sections, steps): done ones ticked, the current one marked; any can be opened. */
export function PartNav({
  label,
  titles,
  current,
  done,
  doneLabel,
  onOpen,
}: {
  label: string;
  titles: string[];
  current: number;
  done: ReadonlySet<number>;
  doneLabel: string;
  onOpen(index: number): void;
}) {
  return (
    <Box component="nav" aria-label={label}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {titles.map((title, index) => {
          const ticked = done.has(index);
          return (
            <li key={index}>
              <ButtonBase
                onClick={() => onOpen(index)}
                aria-current={index === current ? 'step' : undefined}
                data-testid="part-nav-item"
                data-done={ticked}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  gap: 1,
                  px: 1.25,
                  py: 0.75,
                  borderRadius: 2,
                  bgcolor: index === current ? 'action.selected' : undefined,
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
                }}
              >
                {ticked ? <CheckCircle color="success" fontSize="small" aria-hidden /> : <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />}
                <Typography variant="body2" sx={{ fontWeight: index === current ? 700 : 400 }}>
                  {title}
                  {ticked && <Box component="span" sx={visuallyHidden}>{` (${doneLabel})`}</Box>}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
