import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** A quick action: a big outlined button with a coloured icon tile, a label and a hint (the student's and the teacher's dashboards). */
export function ActionButton({
  icon,
  label,
  hint,
  onClick,
  disabled,
  colour,
  testId,
}: {
  icon: ReactNode;
  label: string;
  hint: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  colour: string;
  testId: string;
}) {
  return (
    <Button
      fullWidth
      variant="outlined"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      sx={{
        height: '100%',
        minHeight: 96,
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderWidth: 2,
        borderColor: disabled ? undefined : colour,
        bgcolor: 'background.paper',
        color: 'text.primary',
        '&:hover': { borderWidth: 2, borderColor: colour, bgcolor: `${colour}14` },
        '&.Mui-disabled': { borderWidth: 2, bgcolor: 'action.hover' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          fontSize: 26,
          color: disabled ? 'text.disabled' : colour,
          bgcolor: disabled ? 'action.disabledBackground' : `${colour}22`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}>
          {hint}
        </Typography>
      </Box>
    </Button>
  );
}
