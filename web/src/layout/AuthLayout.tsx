import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import Star from '@mui/icons-material/Star';
import { t } from '../i18n';
import { brand } from '../theme';
import { BrandLogo } from './BrandLogo';
import { Footer } from './Footer';

const highlights = [
  { icon: <Star fontSize="small" />, text: t.app.highlights.xp },
  { icon: <LocalFireDepartment fontSize="small" />, text: t.app.highlights.streak },
  { icon: <CardGiftcard fontSize="small" />, text: t.app.highlights.chest },
  { icon: <EmojiEvents fontSize="small" />, text: t.app.highlights.challenges },
];

/** The sign-in and registration frame: a gradient brand panel next to a card with the form. */
export function AuthLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: brand.softGradient }}>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: { xs: 2, md: 4 },
        }}
      >
        <Paper
          elevation={8}
          sx={{
            display: 'flex',
            width: '100%',
            maxWidth: wide ? 1100 : 980,
            overflow: 'hidden',
            minHeight: 560,
          }}
        >
          {/* The brand panel is the page's banner on a wide screen, the logo above the form on a narrow one. */}
          <Box
            component="header"
            sx={{
              display: { xs: 'none', md: 'flex' },
              flexDirection: 'column',
              justifyContent: 'space-between',
              width: '40%',
              p: 5,
              color: 'common.white',
              background: brand.gradient,
              position: 'relative',
              overflow: 'hidden',
            }}
          >
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                width: 320,
                height: 320,
                borderRadius: '50%',
                background: 'rgba(255,255,255,0.08)',
                right: -120,
                bottom: -100,
              }}
            />
            <BrandLogo inverted size="large" />
            <Box sx={{ position: 'relative' }}>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800, mb: 3, lineHeight: 1.2 }}>
                {t.app.tagline}
              </Typography>
              <Stack spacing={1.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {highlights.map((item) => (
                  <Stack key={item.text} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{
                        width: 36,
                        height: 36,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'rgba(255,255,255,0.18)',
                        color: '#ffd54f',
                        flexShrink: 0,
                      }}
                    >
                      {item.icon}
                    </Box>
                    <Typography>{item.text}</Typography>
                  </Stack>
                ))}
              </Stack>
            </Box>
            <Typography variant="body2" sx={{ opacity: 0.8, position: 'relative' }}>
              {t.footer.version(t.app.version)}
            </Typography>
          </Box>
          <Box sx={{ flex: 1, p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
            <Box component="header" sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
              <BrandLogo />
            </Box>
            <Box component="main" id="main" sx={{ display: 'flex', flexDirection: 'column' }}>
              {children}
            </Box>
          </Box>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
