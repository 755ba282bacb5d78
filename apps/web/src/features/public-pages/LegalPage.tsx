/**
 * A legal page (Datenschutz, Impressum): German is the binding text. In another language the page shows
 * the translation with a note in that language saying so, and a button that shows the German text in
 * its place (and back). The note and its button stay in the visitor's language. The body is given as
 * elements whose components take their texts with useText, so they follow the language shown.
 */

import type { MessageId } from '@ausweis/shared/i18n/texts/de';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReactNode, useState } from 'react';
import { PublicPage } from '../../components/PublicPage';
import { useLanguage } from '../../i18n/LanguageProvider';
import { GERMAN_TEXTS, TextsContext, useShownTexts } from '../../i18n/texts-context';
import { useText } from '../../i18n/use-text';

/** The heading in the language shown; the body's components take their texts from there too. */
function Page({ title, notice, children }: { title: MessageId; notice: ReactNode; children: ReactNode }) {
  const t = useText();
  return (
    <PublicPage title={t(title)} notice={notice}>
      {children}
    </PublicPage>
  );
}

export function LegalPage({ title, children }: { title: MessageId; children: ReactNode }) {
  const { language, dir } = useLanguage();
  const t = useText();
  const shown = useShownTexts();
  const [showGerman, setShowGerman] = useState(false);
  const translated = language !== 'de';
  const inGerman = translated && showGerman;

  const notice = translated && (
    <Alert
      severity="info"
      lang={language}
      dir={dir}
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          onClick={() => setShowGerman((shown) => !shown)}
          sx={{ minHeight: 44 }}
        >
          {t(showGerman ? 'legal.showTranslation' : 'legal.showGerman')}
        </Button>
      }
    >
      {t('common.legalBinding')}
    </Alert>
  );

  // One provider in both cases, so that switching keeps the button (and its focus) in place.
  return (
    <TextsContext.Provider value={inGerman ? GERMAN_TEXTS : shown}>
      <Box lang={inGerman ? 'de' : undefined} dir={inGerman ? 'ltr' : undefined}>
        <Page title={title} notice={notice}>
          {children}
        </Page>
      </Box>
    </TextsContext.Provider>
  );
}
