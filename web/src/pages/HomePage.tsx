import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { USER_ROLE_VALUES, type UserRole } from '../../../domain/accounts/roles';
import { ROLE_LOOK } from '../components/role-look';
import { homeTexts } from '../i18n/home';
import { BrandLogo } from '../layout/BrandLogo';
import { Footer } from '../layout/Footer';
import { ChestPicture, ParentScreenPicture, SponsorScreenPicture, StudentScreenPicture, TeacherScreenPicture } from './home/ScreenPictures';

const text = homeTexts;

/** Dark enough at every point for white text at WCAG AA (at least 4.5:1). */
const HERO_GRADIENT = 'linear-gradient(135deg, #4527b8 0%, #5b3fd6 50%, #00738a 100%)';

const ROLE_PICTURE: Record<UserRole, () => ReactNode> = {
  student: ChestPicture,
  teacher: TeacherScreenPicture,
  parent: ParentScreenPicture,
  sponsor: SponsorScreenPicture,
};

/** The page's width and side margins. */
function Section({ children, py = { xs: 5, md: 8 } }: { children: ReactNode; py?: object }) {
  return <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py }}>{children}</Box>;
}

function HomeHeader() {
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 10, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 1, alignItems: 'center' }}>
        <Box component={RouterLink} to="/" aria-label={text.nav.home} sx={{ display: 'inline-flex', borderRadius: 1, textDecoration: 'none', minWidth: 0 }}>
          <BrandLogo />
        </Box>
        <Box sx={{ flex: 1 }} />
        <Stack component="nav" aria-label={text.nav.label} direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <Button component={RouterLink} to="/login" sx={{ minHeight: 44, px: { xs: 1.25, sm: 2 } }} data-testid="home-header-sign-in">
            {text.nav.signIn}
          </Button>
          <Button component={RouterLink} to="/register" variant="contained" sx={{ minHeight: 44, px: { xs: 1.5, sm: 2.5 } }} data-testid="home-header-sign-up">
            {text.nav.signUp}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Hero() {
  return (
    <Box component="section" aria-labelledby="home-title" sx={{ background: HERO_GRADIENT, color: 'common.white' }}>
      <Section py={{ xs: 5, md: 9 }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.1fr' }, alignItems: 'center' }}>
          <Box>
            <Typography id="home-title" variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.1rem' }, lineHeight: 1.1, mb: 2 }}>
              {text.hero.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.55, mb: 4 }} data-testid="home-pitch">
              {text.hero.pitch}
            </Typography>
            <SignUpAndSignIn signUp={text.hero.signUp} signIn={text.hero.signIn} align={{ xs: 'stretch', sm: 'center' }} />
          </Box>
          <Box sx={{ borderRadius: 4, overflow: 'hidden', boxShadow: '0 24px 60px rgba(20, 10, 70, 0.45)', bgcolor: '#f4f2fb' }}>
            <StudentScreenPicture />
          </Box>
        </Box>
      </Section>
    </Box>
  );
}

function RoleCard({ role }: { role: UserRole }) {
  const look = ROLE_LOOK[role];
  const texts = text.roles[role];
  const RolePicture = ROLE_PICTURE[role];
  return (
    <Paper component="article" elevation={2} aria-labelledby={`home-role-${role}`} data-testid={`home-role-${role}`} sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: '100%' }}>
      <RolePicture />
      <Box sx={{ p: 2.5, display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: 2.5, display: 'grid', placeItems: 'center', color: 'common.white', background: look.gradient }}>
            {look.icon}
          </Box>
          <Typography id={`home-role-${role}`} variant="h6" component="h3" sx={{ fontWeight: 800 }}>
            {texts.title}
          </Typography>
        </Stack>
        <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{texts.pitch}</Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1 }}>
          {texts.points.map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircle aria-hidden fontSize="small" color="success" sx={{ mt: '2px' }} />
              <Typography variant="body2" color="text.secondary">
                {point}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button component={RouterLink} to={`/register?role=${role}`} variant="outlined" sx={{ mt: 'auto', minHeight: 44 }}>
          {texts.cta}
        </Button>
      </Box>
    </Paper>
  );
}

function Roles() {
  return (
    <Box component="section" aria-labelledby="home-roles-title">
      <Section>
        <Typography id="home-roles-title" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
          {text.roles.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {text.roles.subtitle}
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {USER_ROLE_VALUES.map((role) => (
            <RoleCard key={role} role={role} />
          ))}
        </Box>
      </Section>
    </Box>
  );
}

function Steps() {
  return (
    <Box component="section" aria-labelledby="home-steps-title" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Section py={{ xs: 5, md: 6 }}>
        <Typography id="home-steps-title" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 3 }}>
          {text.steps.title}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          {text.steps.items.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800 }}>
                {index + 1}
              </Box>
              <Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
    </Box>
  );
}

function Closing() {
  return (
    <Box component="section" aria-labelledby="home-closing-title">
      <Section>
        <Paper elevation={4} sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', background: HERO_GRADIENT, color: 'common.white' }}>
          <Typography id="home-closing-title" variant="h4" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {text.closing.title}
          </Typography>
          <Typography sx={{ mb: 3 }}>{text.closing.text}</Typography>
          <SignUpAndSignIn signUp={text.closing.signUp} signIn={text.closing.signIn} justify="center" />
        </Paper>
      </Section>
    </Box>
  );
}

/** /: what QuestLearn is, what it offers each role, and the ways in. Signed-in users never see it. */
export function HomePage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <HomeHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Hero />
        <Roles />
        <Steps />
        <Closing />
      </Box>
      <Footer />
    </Box>
  );
}

/** The two ways in, white on the hero gradient. */
function SignUpAndSignIn({ signUp, signIn, align, justify }: { signUp: string; signIn: string; align?: { xs: string; sm: string }; justify?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: align, justifyContent: justify }}>
      <Button
        component={RouterLink}
        to="/register"
        variant="contained"
        size="large"
        sx={{ minHeight: 48, px: 3, bgcolor: 'common.white', color: '#3e27a6', '&:hover': { bgcolor: '#efeafe' } }}
      >
        {signUp}
      </Button>
      <Button
        component={RouterLink}
        to="/login"
        variant="outlined"
        size="large"
        sx={{ minHeight: 48, px: 3, color: 'common.white', borderColor: 'rgba(255,255,255,0.8)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' } }}
      >
        {signIn}
      </Button>
    </Stack>
  );
}
