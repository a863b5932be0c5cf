import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../i18n';

/** The star badge and the product name. */
export function BrandLogo({ inverted = false, size = 'medium' }: { inverted?: boolean; size?: 'medium' | 'large' }) {
  const badge = size === 'large' ? 48 : 36;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: badge, height: badge, flexShrink: 0, filter: 'drop-shadow(0 4px 10px rgba(40, 20, 120, 0.25))' }}
      >
        <defs>
          <linearGradient id="ql-badge" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={inverted ? '#ffffff' : '#5b3fd6'} stopOpacity={inverted ? 0.22 : 1} />
            <stop offset="1" stopColor={inverted ? '#ffffff' : '#00a6c7'} stopOpacity={inverted ? 0.12 : 1} />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#ql-badge)" />
        <path d="M32 12l6 12 13 2-9.5 9 2.5 13L32 42l-12 6 2.5-13L13 26l13-2z" fill={inverted ? '#ffd54f' : '#ffffff'} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          letterSpacing: '-0.02em',
          fontSize: size === 'large' ? '2rem' : '1.35rem',
          color: inverted ? 'common.white' : 'primary.main',
        }}
      >
        {t.app.name}
      </Typography>
    </Box>
  );
}
