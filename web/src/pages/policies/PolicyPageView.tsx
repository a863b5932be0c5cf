import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { policyTexts, type PolicyPage } from '../../i18n/policies';
import { BrandLogo } from '../../layout/BrandLogo';
import { Footer } from '../../layout/Footer';

const text = policyTexts.common;

/** The three pages, so each links to the other two. */
export const POLICY_PAGES = [
  { path: '/help', label: text.help },
  { path: '/privacy', label: text.privacy },
  { path: '/terms', label: text.terms },
] as const;

/** Back to the app for a signed-in reader; the ways in for everyone else. */
function HeaderActions() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) {
    return (
      <Button component={RouterLink} to="/dashboard" variant="outlined" sx={{ minHeight: 44 }}>
        {text.backToApp}
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <Button component={RouterLink} to="/login" sx={{ minHeight: 44 }}>
        {text.signIn}
      </Button>
      <Button component={RouterLink} to="/register" variant="contained" sx={{ minHeight: 44 }}>
        {text.signUp}
      </Button>
    </Stack>
  );
}

/**
 * A page of text (Help Center, Privacy Policy, Terms of Service), open to everyone, signed in or
 * not: a heading per section, a table of contents, and links to the other two pages.
 */
export function PolicyPageView({ page, path }: { page: PolicyPage; path: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
          <RouterLink to="/" style={{ textDecoration: 'none' }} aria-label={text.home}>
            <BrandLogo />
          </RouterLink>
          <Box sx={{ flex: 1 }} />
          <HeaderActions />
        </Toolbar>
      </AppBar>
      <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, flex: 1 }} data-testid="policy-page">
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem' }, mb: 1.5 }}>
          {page.title}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 1 }}>
          {page.intro}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {page.updated}
        </Typography>

        <Paper variant="outlined" component="nav" aria-labelledby="policy-contents" sx={{ p: 2, mb: 4 }}>
          <Typography id="policy-contents" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {text.onThisPage}
          </Typography>
          <List dense disablePadding>
            {page.sections.map((section) => (
              <ListItem key={section.id} disableGutters sx={{ py: 0.25 }}>
                <Link href={`#${section.id}`} underline="hover" sx={{ py: 0.75, display: 'inline-block' }}>
                  {section.heading}
                </Link>
              </ListItem>
            ))}
          </List>
        </Paper>

        <Stack spacing={4}>
          {page.sections.map((section) => (
            <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} sx={{ scrollMarginTop: 16 }}>
              <Typography id={`${section.id}-title`} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.25, lineHeight: 1.7 }}>
                  {paragraph}
                </Typography>
              ))}
              {section.bullets && (
                <Box component="ul" sx={{ pl: 3, my: 0 }}>
                  {section.bullets.map((bullet) => (
                    <Typography component="li" key={bullet} sx={{ mb: 0.5, lineHeight: 1.7 }}>
                      {bullet}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Stack>

        <Box component="nav" aria-labelledby="policy-other-pages" sx={{ mt: 6 }}>
          <Typography id="policy-other-pages" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {text.otherPages}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {POLICY_PAGES.filter((other) => other.path !== path).map((other) => (
              <Button key={other.path} component={RouterLink} to={other.path} variant="outlined" sx={{ minHeight: 44 }}>
                {other.label}
              </Button>
            ))}
          </Stack>
        </Box>
      </Container>
      <Footer />
    </Box>
  );
}
