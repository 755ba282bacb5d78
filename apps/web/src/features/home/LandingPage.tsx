/** Landing page (docs/product.md#overview, #screens): promise, three steps, and the two codes that open the order form. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useRichText, useText } from '../../i18n/use-text';
import { CodeForm } from './CodeForm';
import { Promises, Steps } from './LandingSections';

/** A link inside a sentence, at least 24 px high (WCAG 2.5.8). */
const inlineLinkSx = { display: 'inline-block', minHeight: 24, py: 0.25 } as const;

export default function LandingPage() {
  const t = useText();
  const rich = useRichText();
  return (
    <>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          pb: { xs: 4, md: 7 },
          pt: { xs: 3, md: 6 },
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography
              variant="h3"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.9rem', sm: '2.6rem', lg: '3rem' }, mb: 2 }}
            >
              {t('home.title')}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' }, opacity: 0.92, maxWidth: 560 }}>
              {t('home.intro')}
            </Typography>
          </Box>
          <CodeForm />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Promises />
        <Steps />
        <Typography sx={{ mt: 5, textAlign: 'center', color: 'text.secondary' }}>
          {rich('home.questions', {
            faq: (chunks) => (
              <Link component={RouterLink} to="/faq" sx={inlineLinkSx}>
                {chunks}
              </Link>
            ),
            link: (chunks) => (
              <Link component={RouterLink} to="/kontakt" sx={inlineLinkSx}>
                {chunks}
              </Link>
            ),
          })}
        </Typography>
      </Container>
    </>
  );
}
