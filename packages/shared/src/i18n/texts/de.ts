/**
 * The German texts of the public side and of the mails to families: the source every other language
 * translates, key for key. Messages are ICU MessageFormat (FormatJS): `{name}` is a value,
 * `{count, plural, one {# Ausweis} other {# Ausweise}}` a plural, `<b>…</b>` a tag the page fills in.
 * A quote mark ' escapes braces: write ’ in texts. Keys are grouped by the page that shows them; each
 * group stays between its two marker comments.
 */
const de = {
  // ── common: language menu, shared words ──
  'common.language': 'Sprache',
  'common.languageMenu': 'Sprache wählen',
  'common.legalBinding': 'Verbindlich ist der deutsche Text.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – Zur Startseite',
  'layout.mainNav': 'Hauptnavigation',
  'layout.start': 'Start',
  'layout.register': 'Kontakt-Anforderung',
  'layout.login': 'Login',
  'layout.admin': 'Admin',
  'layout.openMenu': 'Menü öffnen',
  'layout.logout': 'Abmelden',
  'layout.help': 'Hilfe',
  'layout.privacy': 'Datenschutz',
  'layout.faq': 'FAQ',
  'layout.contact': 'Kontakt',
  'layout.imprint': 'Impressum',
  'layout.newTab': '{link} (öffnet in neuem Tab)',
  'layout.cookieRegion': 'Hinweis zu Cookies',
  'layout.cookieText':
    'Diese Website verwendet keine Cookies. Es werden nur technisch notwendige Daten im Browser gespeichert.',
  'layout.cookieOk': 'Verstanden',
  'layout.loading': 'Seite wird geladen',
  'layout.errorTitle': 'Es ist ein Fehler aufgetreten',
  'layout.errorText':
    'Die Seite konnte nicht angezeigt werden. Bitte laden Sie die Seite neu. Besteht das Problem weiterhin, wenden Sie sich bitte an den Support.',
  'layout.errorReload': 'Seite neu laden',
  'layout.notFoundTitle': 'Seite nicht gefunden',
  'layout.notFoundText': 'Die aufgerufene Adresse gibt es nicht:',
  'layout.notFoundHint': 'Bitte prüfen Sie die Schreibweise oder beginnen Sie auf der Startseite.',
  'layout.toHome': 'Zur Startseite',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'Ihr Ausweis – auf dem Smartphone und als Karte',
  'home.intro':
    'Schüler-, Lehrer- und Vereinsausweise online bestellen: nachhaltig, schnell und sicher. Den Zugangscode und den Produktcode erhalten Sie von Ihrer Einrichtung.',
  'home.formTitle': 'Ausweis bestellen',
  'home.formHint': 'Bitte geben Sie die Codes ein, die Sie von Ihrer Einrichtung erhalten haben.',
  'home.accessCode': 'Zugangscode',
  'home.productCode': 'Produktcode',
  'home.submit': 'Ausweis erstellen',
  'home.promiseTitle': 'Warum das Ausweisportal?',
  'home.greenTitle': 'Nachhaltig',
  'home.greenText': 'Der Ausweis auf dem Smartphone spart Plastik und Druck.',
  'home.savesTitle': 'Spart Zeit und Kosten',
  'home.savesText': 'Keine Fototermine, keine Listen, kein Nachdruck.',
  'home.easyTitle': 'Schnell und einfach',
  'home.easyText': 'Foto hochladen, Daten eingeben, fertig.',
  'home.safeTitle': 'Sicher',
  'home.safeText': 'Zugang nur mit persönlichem Code, den Sie per E-Mail erhalten.',
  'home.stepsTitle': 'In drei Schritten zum Ausweis',
  'home.orderTitle': 'Ausweis bestellen',
  'home.orderText': 'Mit Zugangscode und Produktcode das Bestellformular öffnen und den Ausweis bestellen.',
  'home.mailTitle': 'Zugang per E-Mail',
  'home.mailText': 'Sie erhalten Ihre Zugangsdaten für den Smartphone-Ausweis per E-Mail.',
  'home.appTitle': 'App laden und anmelden',
  'home.appText': 'Die Ausweis-App herunterladen und mit den Zugangsdaten anmelden.',
  'home.appLink': 'Zur Ausweis-App',
  'home.questions':
    'Noch Fragen? Lesen Sie unsere <faq>häufigen Fragen</faq> oder nehmen Sie <link>Kontakt</link> mit uns auf.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'Deutschen Text anzeigen',
  'legal.showTranslation': 'Übersetzung anzeigen',
  'legal.email': 'E-Mail: {mail}',
  'legal.phone': 'Telefon: {tel}',
  'legal.privacyTitle': 'Datenschutzerklärung',
  'legal.privacyIntro':
    'Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten wir bei der Bestellung und Nutzung eines Ausweises verarbeiten, wie lange wir sie speichern und wer darauf zugreifen kann.',
  'legal.controllerTitle': 'Verantwortliche Stelle',
  'legal.dataTitle': 'Welche Daten wir verarbeiten',
  'legal.dataText':
    'Für die Bestellung eines Ausweises erfassen wir die Angaben aus dem Bestellformular: Name, Vorname, Geburtsdatum, E-Mail-Adresse, das Foto und gegebenenfalls die Unterschrift sowie weitere Angaben, die Ihre Einrichtung für den Ausweis benötigt (zum Beispiel Klasse oder Mitgliedsnummer). Die Daten dienen ausschließlich der Herstellung, Zustellung und Prüfung des Ausweises.',
  'legal.keepTitle': 'Speicherdauer',
  'legal.keepCard':
    'Die Daten eines Ausweises werden gelöscht, sobald seine Gültigkeit abgelaufen ist. Fotos und Daten für gedruckte Ausweise – auch Fotos von Kindern – werden nach dem Versand der gedruckten Karten gelöscht.',
  'legal.keepLogs':
    'Protokolldaten unserer Server (zum Beispiel Zeitpunkt eines Aufrufs und technische Fehlermeldungen) werden etwa zwei Wochen aufbewahrt und danach automatisch gelöscht.',
  'legal.keepAudit':
    'Damit Ihre Einrichtung nachweisen kann, wer auf die Daten eines Ausweises zugegriffen hat, halten wir fest, wer einen Ausweis angesehen, geändert, exportiert oder gedruckt hat und wann – ohne die Daten selbst. Diese Protokolleinträge werden nach {days} Tagen automatisch gelöscht.',
  'legal.placeTitle': 'Speicherort',
  'legal.placeText':
    'Alle Daten werden bei einem Hosting-Anbieter in Rechenzentren an zwei Standorten gespeichert, damit sie auch bei einem Ausfall eines Standorts sicher verfügbar bleiben.',
  'legal.accessTitle': 'Zugriff auf den Ausweis',
  'legal.accessText':
    'Der Zugang zum Smartphone-Ausweis ist nur mit einem Zugangscode möglich, den Sie bei der Bestellung per E-Mail erhalten. Ohne diesen Code kann niemand Ihren Ausweis in der App abrufen. Ihre Einrichtung sieht die Angaben, die sie zur Prüfung des Ausweises benötigt.',
  'legal.cookiesTitle': 'Cookies',
  'legal.cookiesText':
    'Diese Website verwendet keine Cookies und keine Werkzeuge zur Reichweitenmessung. Technisch notwendige Angaben (zum Beispiel die Anmeldung von Mitarbeitenden) werden nur im Speicher Ihres Browsers abgelegt.',
  'legal.rightsTitle': 'Ihre Rechte',
  'legal.rightsText':
    'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung Ihrer Daten sowie ein Beschwerderecht bei einer Datenschutz-Aufsichtsbehörde. Schreiben Sie uns dazu an {mail}.',
  'legal.imprintTitle': 'Impressum',
  'legal.imprintInfo': 'Angaben gemäß § 5 DDG',
  'legal.imprintRepresented': 'Vertreten durch die Geschäftsführerin {name}',
  'legal.imprintContact': 'Kontakt',
  'legal.imprintRegisterTitle': 'Registereintrag und Umsatzsteuer',
  'legal.imprintVatId': 'Umsatzsteuer-Identifikationsnummer: {id}',
  'legal.faqTitle': 'Häufige Fragen',
  'legal.faqDeliveryQuestion': 'Wann und wohin wird der gedruckte Ausweis geliefert?',
  'legal.faqDeliveryAnswer':
    'Die Bearbeitung eines gedruckten Ausweises dauert {days} Tage. Gedruckte Ausweise werden an Ihre Einrichtung geschickt, nicht an Sie persönlich; dort erhalten Sie Ihren Ausweis. Den Smartphone-Ausweis rufen Sie mit den Zugangsdaten, die Sie per E-Mail erhalten, in der App ab.',
  'legal.contactTitle': 'Kontakt',
  'legal.contactIntro':
    'Fragen zu einem bestellten Ausweis beantwortet in der Regel Ihre Einrichtung (Schule, Verein oder Firma). Bei technischen Problemen mit dem Ausweisportal oder der App helfen wir Ihnen gerne weiter.',
  'legal.contactSupport': 'Support',
  'legal.contactSupportHint': 'Bitte nennen Sie Ihre Einrichtung und, falls vorhanden, Ihre Bestellnummer.',
  'legal.contactTech': 'Technischer Kontakt',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'Kontakt-Anforderung',
  'register.intro':
    'Sie möchten Ausweise für Ihre Schule, Ihren Verein oder Ihr Unternehmen über das Ausweisportal anbieten? Senden Sie uns Ihre Kontaktdaten, wir melden uns schnellstmöglich bei Ihnen.',
  'register.onlyOrganisations':
    'Anfragen nehmen wir nur von Organisationen entgegen. Wenn Sie einen Ausweis bestellen möchten, erhalten Sie den Zugangscode und den Produktcode von Ihrer Einrichtung.',
  'register.person': 'Ansprechperson',
  'register.salutation': 'Anrede',
  'register.choose': 'Bitte wählen',
  'register.salutationFrau': 'Frau',
  'register.salutationHerr': 'Herr',
  'register.salutationDivers': 'divers',
  'register.academicTitle': 'Titel',
  'register.forename': 'Vorname',
  'register.familyname': 'Nachname',
  'register.organisation': 'Organisation',
  'register.tenantname': 'Name der Organisation',
  'register.area': 'Bereich',
  'register.areaPlaceholder': 'z. B. Schule, Verein, Unternehmen',
  'register.areaChoose': 'Bereich auswählen',
  'register.areaSchool': 'Schule',
  'register.areaClub': 'Verein',
  'register.areaCompany': 'Unternehmen',
  'register.areaAssociation': 'Verband',
  'register.street': 'Straße',
  'register.plz': 'PLZ',
  'register.city': 'Ort',
  'register.phone': 'Telefon',
  'register.email': 'E-Mail',
  'register.website': 'Webseite',
  'register.confirm':
    'Ich bestätige, dass ich diese Anfrage für eine Organisation (Schule, Verein, Unternehmen) stelle und keine Privatperson bzw. kein Kunde bin.',
  'register.submit': 'Anfrage senden',
  'register.thanks': 'Vielen Dank. Wir bearbeiten Ihre Registrierung.',
  'register.thanksText': 'Wir melden uns per E-Mail oder Telefon bei Ihnen.',
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  // ── end form ──

  // ── cardInfo: card info page ──
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
