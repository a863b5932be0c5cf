import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';

export interface RoleCardProps {
  title: string;
  blurb: string;
  icon: ReactNode;
  color: string;
  selected: boolean;
  onSelect: () => void;
  testId?: string;
}

/** A selectable account-type card of the registration wizard. */
export function RoleCard({ title, blurb, icon, color, selected, onSelect, testId }: RoleCardProps) {
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      sx={{
        height: '100%',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? 6 : 0,
        transition: 'box-shadow 150ms, border-color 150ms, transform 150ms',
        transform: selected ? 'translateY(-2px)' : 'none',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <CardActionArea
        onClick={onSelect}
        aria-pressed={selected}
        sx={{ height: '100%', p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}
      >
        <Box sx={{ display: 'flex', width: '100%', justifyContent: 'space-between', alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 48,
              height: 48,
              borderRadius: 3,
              display: 'grid',
              placeItems: 'center',
              color: 'common.white',
              background: color,
            }}
          >
            {icon}
          </Box>
          {selected && <CheckCircle color="primary" aria-hidden />}
        </Box>
        <Typography variant="h6" component="span">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {blurb}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
