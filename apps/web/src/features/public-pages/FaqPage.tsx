/** FAQ with one entry (docs/product.md#screens). */
import { PRINT_PROCESSING_DAYS } from '@ausweis/shared/constants';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { PublicPage } from '../../components/PublicPage';

export default function FaqPage() {
  return (
    <PublicPage title="Häufige Fragen">
      <Accordion defaultExpanded disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 56 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            Wann und wohin wird der gedruckte Ausweis geliefert?
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography sx={{ lineHeight: 1.7 }}>
            Die Bearbeitung eines gedruckten Ausweises dauert {PRINT_PROCESSING_DAYS} Tage. Gedruckte Ausweise
            werden an Ihre Einrichtung geschickt, nicht an Sie persönlich; dort erhalten Sie Ihren Ausweis.
            Den Smartphone-Ausweis rufen Sie mit den Zugangsdaten, die Sie per E-Mail erhalten, in der App ab.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </PublicPage>
  );
}
