/** FAQ with one entry (docs/product.md#screens). */
import { PRINT_PROCESSING_DAYS } from '@ausweis/shared/constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/PublicPage';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useText } from '../../i18n/use-text';

export default function FaqPage() {
  const t = useText();
  const { language } = useLanguage();
  // '10 bis 12' is German; other languages write the range with a dash.
  const days = language === 'de' ? PRINT_PROCESSING_DAYS : PRINT_PROCESSING_DAYS.replace(' bis ', '–');
  return (
    <PublicPage title={t('legal.faqTitle')}>
      <Accordion defaultExpanded disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {t('legal.faqDeliveryQuestion')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography sx={{ lineHeight: 1.7 }}>{t('legal.faqDeliveryAnswer', { days })}</Typography>
        </AccordionDetails>
      </Accordion>
    </PublicPage>
  );
}
