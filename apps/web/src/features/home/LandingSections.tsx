/** The promise and the three steps of the landing page (docs/product.md#overview). */

import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import BoltIcon from '@mui/icons-material/Bolt';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import LockIcon from '@mui/icons-material/Lock';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import SavingsIcon from '@mui/icons-material/Savings';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/use-text';

const PROMISES = [
  { icon: EnergySavingsLeafIcon, title: 'home.greenTitle', text: 'home.greenText' },
  { icon: SavingsIcon, title: 'home.savesTitle', text: 'home.savesText' },
  { icon: BoltIcon, title: 'home.easyTitle', text: 'home.easyText' },
  { icon: LockIcon, title: 'home.safeTitle', text: 'home.safeText' },
] as const;

interface Step {
  icon: typeof ShoppingCartOutlinedIcon;
  title: MessageId;
  text: MessageId;
  link?: { href: string; label: MessageId };
}

const STEPS: Step[] = [
  { icon: ShoppingCartOutlinedIcon, title: 'home.orderTitle', text: 'home.orderText' },
  { icon: MarkEmailReadOutlinedIcon, title: 'home.mailTitle', text: 'home.mailText' },
  {
    icon: PhoneIphoneIcon,
    title: 'home.appTitle',
    text: 'home.appText',
    // A page of its own (apps/web/app.html), so a plain link, not a router link.
    link: { href: '/app', label: 'home.appLink' },
  },
];

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
} as const;

export function Promises() {
  const t = useText();
  return (
    <Box component="section" aria-labelledby="promise-title">
      <Typography id="promise-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t('home.promiseTitle')}
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <Paper
            key={title}
            variant="outlined"
            sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}
          >
            <Icon color="primary" sx={{ fontSize: 36 }} />
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {t(title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(text)}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

export function Steps() {
  const t = useText();
  return (
    <Box component="section" aria-labelledby="steps-title" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="steps-title" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t('home.stepsTitle')}
      </Typography>
      <Box
        component="ol"
        sx={{
          ...grid,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {STEPS.map(({ icon: Icon, title, text, link }, i) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: 2.5, position: 'relative' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  flexShrink: 0,
                }}
              >
                {i + 1}
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
                {t(title)}
              </Typography>
              <Icon color="action" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t(text)}
            </Typography>
            {link && (
              <Link href={link.href} sx={{ display: 'inline-block', mt: 1, py: 0.5, fontWeight: 600 }}>
                {t(link.label)}
              </Link>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
