import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Link as RouterLink } from 'react-router';
import { USER_ROLE_VALUES } from '../../../domain/accounts/roles';
import { ROLE_LOOK } from '../components/role-look';
import { t } from '../i18n';
import { BrandLogo } from '../layout/BrandLogo';
import { Footer } from '../layout/Footer';
import { brand } from '../theme';
import { aboutTexts } from '../i18n/about';

/** /about: what the product is and for whom. */
export function AboutPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* The bar and the title band under it form the page's banner. */}
      <Box component="header">
        <AppBar component="div" position="static" elevation={0} sx={{ background: brand.gradient }}>
          <Toolbar sx={{ gap: 1 }}>
            <RouterLink to="/" style={{ textDecoration: 'none' }} aria-label={t.footer.logoHome}>
              <BrandLogo inverted />
            </RouterLink>
            <Box sx={{ flex: 1 }} />
            <Button component={RouterLink} to="/login" sx={{ color: 'common.white' }}>
              {aboutTexts.signIn}
            </Button>
            <Button component={RouterLink} to="/register" variant="contained" color="inherit" sx={{ bgcolor: 'common.white', color: brand.purple, '&:hover': { bgcolor: '#ece8ff' } }}>
              {aboutTexts.cta}
            </Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ background: brand.gradient, color: 'common.white', pt: 4, pb: 10 }}>
          <Container maxWidth="md">
            <Typography variant="h3" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
              {aboutTexts.title}
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.95 }}>
              {aboutTexts.intro}
            </Typography>
          </Container>
        </Box>
      </Box>
      <Container component="main" id="main" maxWidth="lg" sx={{ mt: -6, mb: 6, flex: 1 }}>
        <Paper elevation={4} sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {aboutTexts.forWhomTitle}
          </Typography>
          <Grid container spacing={2.5}>
            {USER_ROLE_VALUES.map((role) => (
              <Grid key={role} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
                  <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{ width: 40, height: 40, borderRadius: 2.5, display: 'grid', placeItems: 'center', color: 'common.white', background: ROLE_LOOK[role].gradient }}
                    >
                      {ROLE_LOOK[role].icon}
                    </Box>
                    <Typography variant="h6" component="h3">
                      {t.roles[role].label}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {aboutTexts.forWhom[role]}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
          <Typography variant="h5" component="h2" sx={{ mt: 4 }} gutterBottom>
            {aboutTexts.fairTitle}
          </Typography>
          <List>
            {aboutTexts.fair.map((line) => (
              <ListItem key={line} disableGutters>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <VerifiedUser color="secondary" />
                </ListItemIcon>
                <ListItemText primary={line} />
              </ListItem>
            ))}
          </List>
          <Button component={RouterLink} to="/register" variant="contained" size="large" sx={{ mt: 2 }}>
            {aboutTexts.cta}
          </Button>
        </Paper>
      </Container>
      <Footer />
    </Box>
  );
}
