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
  'order.loading': 'Bestellformular wird geladen',
  'order.title': '{product} bestellen',
  'order.expiryWarning':
    'Achtung: Dieser Ausweis wird nur noch {days, plural, one {# Tag} other {# Tage}} gültig sein!',
  'order.formLabel': 'Bestellformular',
  'order.readOnly':
    'Diese Bestellung ist abgeschickt; die Angaben können nicht mehr geändert werden. Für eine weitere Bestellung wählen Sie „Neue Bestellung“.',
  'order.stepPhoto': 'Foto',
  'order.photoLabel': 'Passfoto',
  'order.stepPerson': 'Angaben zur Person',
  'order.stepPersonOf': 'Angaben ({who})',
  'order.stepCard': 'Ausweisart und Preis',
  'order.stepSignature': 'Unterschrift',
  'order.signatureLabel': 'Ihre Unterschrift',
  'order.missingPhoto': 'Zum Bestellen fehlt noch: ein geprüftes Foto (Schritt 1).',
  'order.missingSignature': 'Zum Bestellen fehlt noch: Ihre Unterschrift, mit „Übernehmen“ bestätigt.',
  'order.missingBoth':
    'Zum Bestellen fehlt noch: ein geprüftes Foto (Schritt 1) und Ihre Unterschrift, mit „Übernehmen“ bestätigt.',
  'order.submitPaid': 'Zahlungspflichtig bestellen',
  'order.submit': 'Bestellen',
  'order.confirmTitle': 'Bestätigung Ausweisbestellung',
  'order.confirmText': 'Sie bestellen einen <b>{product}</b> für diese Einrichtung:',
  'order.confirmHint':
    'Ist das nicht Ihre Einrichtung? Dann gehen Sie bitte zurück und prüfen Sie Zugangscode und Produktcode.',
  'order.back': 'Zurück',
  'order.confirm': 'Bestätigen',
  'order.offlineTitle': 'Keine Verbindung',
  'order.offlineText':
    'Der Server ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'order.unavailableTitle': 'Bestellung nicht möglich',
  'order.unavailableCodes':
    'Zu Zugangscode <b>{tenant}</b> und Produktcode <b>{product}</b> kann derzeit kein Ausweis bestellt werden.',
  'order.checkSpelling': 'Bitte prüfen Sie die Schreibweise der beiden Codes.',
  'order.unavailableHint':
    'Stimmen die Codes, ist die Bestellung für dieses Produkt vielleicht noch nicht freigeschaltet oder bereits beendet: Bitte wenden Sie sich an Ihre Einrichtung.',
  'order.retry': 'Erneut versuchen',
  'order.reenterCodes': 'Codes neu eingeben',
  'order.notOrderable':
    'Zu diesen Codes gibt es keinen bestellbaren Ausweis. Bitte prüfen Sie Zugangscode und Produktcode.',
  'order.expired':
    'Dieser Ausweis kann nicht mehr bestellt werden, weil seine Gültigkeit abgelaufen ist. Bitte wenden Sie sich an Ihre Einrichtung.',
  'order.linkInvalid':
    'Dieser persönliche Bestell-Link ist ungültig oder abgelaufen. Sie können den Ausweis trotzdem hier bestellen; bitte füllen Sie das Formular selbst aus.',
  'order.linkUsed':
    'Mit diesem persönlichen Bestell-Link wurde bereits ein Ausweis bestellt. Sie können hier einen weiteren Ausweis bestellen; bitte füllen Sie das Formular selbst aus.',
  'order.linkPrefilled':
    'Ihre Angaben sind aus Ihrem bisherigen Ausweis übernommen. Bitte prüfen Sie sie vor der Bestellung.',
  'order.linkPhotoOffered':
    'Das Foto Ihres bisherigen Ausweises ist übernommen. Sie können es behalten oder ein neues Foto wählen.',
  'order.linkPrefilledImport':
    'Ihre Angaben hat Ihre Schule bzw. Einrichtung schon eingetragen. Bitte prüfen Sie sie und ergänzen Sie, was noch fehlt.',
  'order.linkPhotoOfferedImport':
    'Das Foto, das Ihre Schule bzw. Einrichtung geschickt hat, ist übernommen. Sie können es behalten oder ein anderes Foto wählen.',
  'order.testCard': 'TEST-AUSWEIS',
  'order.testBannerNote': '– nur zum Ausprobieren, kein gültiger Ausweis',
  'order.testTitle': 'Test-Bestellung',
  'order.testText':
    'Dies ist ein <b>TEST-AUSWEIS</b>. Die Bestellung dient nur zum Ausprobieren; es wird kein gültiger Ausweis ausgestellt.',
  'order.testRealCard':
    'Sie möchten einen echten Ausweis? Bitte fragen Sie Ihre Einrichtung nach dem richtigen Zugangscode und Produktcode.',
  'order.testOrganisation':
    'Sie möchten das Ausweisportal für Ihre Organisation nutzen? Dann stellen Sie bitte eine <link>Kontakt-Anforderung</link>.',
  'order.testQuestion': 'Möchten Sie die Test-Bestellung abschicken?',
  'order.no': 'Nein',
  'order.yes': 'Ja',
  'order.chooseCards': 'Bitte wählen Sie, was Sie bestellen möchten (auch beides ist möglich):',
  'order.online': 'Smartphone-Ausweis',
  'order.onlineNote':
    'Den Smartphone-Ausweis nutzen Sie in der Ausweis-App. Zugangscode, Produktcode und Aktivierungscode erhalten Sie nach Abschluss der Bestellung per E-Mail.',
  'order.hardcopy': 'Plastikkarte',
  'order.hardcopyNote':
    'Die Plastikkarte wird an Ihre Einrichtung geschickt, nicht an Sie. Die Bearbeitung dauert {from} bis {to} Tage. Foto und Daten werden nach dem Versand gelöscht.',
  'order.totalPrice': 'Gesamtpreis',
  'order.preview': 'Vorschau',
  'order.previewLoading': 'Vorschau wird geladen',
  'order.previewHint': 'So ungefähr wird Ihr Ausweis aussehen. Die Vorschau zeigt Ihre Eingaben sofort an.',
  'order.saved': 'Bestellung gespeichert',
  'order.confirmWith': 'Bitte mit {methods} bestätigen.',
  'order.methodTest': 'der Testzahlung',
  'order.thanks': 'Vielen Dank für Ihre Bestellung.',
  'order.errorTitle': 'Fehler',
  'order.cancelledShort': 'Abgebrochen',
  'order.paid': 'Ist bezahlt',
  'order.confirmed': 'Ihre Bestellung ist bestätigt!',
  'order.thanksNumber':
    'Vielen Dank für Ihre Bestellung (Nr. {id}). Eine Bestätigung mit allen weiteren Schritten erhalten Sie per E-Mail.',
  'order.failed': 'Bei Ihrer Zahlung ist ein Fehler aufgetreten.',
  'order.failedRetry': 'Ihre Bestellung ist gespeichert. Bitte versuchen Sie die Zahlung erneut.',
  'order.cancelled': 'Ihre Bestellung wurde abgebrochen.',
  'order.cancelledRetry': 'Sie können die Zahlung erneut starten oder eine neue Bestellung beginnen.',
  'order.cancelledNew': 'Sie können eine neue Bestellung beginnen.',
  'order.savedNumber': 'Bestellung gespeichert (Nr. {id})',
  'order.payToConfirm': 'Bitte bestätigen Sie die Bestellung mit der Zahlung.',
  'order.toPay': 'Zu zahlen:',
  'order.noPayment':
    'Für diese Bestellung ist derzeit keine Zahlungsart verfügbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
  'order.newOrder': 'Neue Bestellung',
  'order.sibling': 'Ausweis für ein weiteres Kind bestellen',
  'order.siblingHint': 'E-Mail-Adresse, Anschrift, Ausweisart und Zahlungsart bleiben.',
  'order.siblingNotice':
    'Ihre E-Mail-Adresse, Anschrift, Ausweisart und Zahlungsart sind aus der letzten Bestellung übernommen. Bitte tragen Sie die Angaben des Kindes ein und wählen Sie sein Foto.',
  'order.lastPayment': 'Wie bei Ihrer letzten Bestellung',
  'order.payPaypal': 'Mit PayPal bezahlen',
  'order.payStripe': 'Mit Karte bezahlen (Stripe)',
  'order.payTest': 'Testzahlung',
  'order.redirecting': 'Wird weitergeleitet',
  'order.cardAppOpen': 'Ausweis-App öffnen',
  'order.cardAppHint':
    'Codes schon eingetragen – öffnen Sie diese Seite auf dem Smartphone, auf dem der Ausweis gezeigt werden soll.',
  'order.resultFailed': 'Bitte versuchen Sie die Zahlung auf der Bestellseite erneut.',
  'order.nothingCharged': 'Es wurde nichts berechnet.',
  'order.statusUnknown': 'Zahlungsstatus unbekannt',
  'order.notStored':
    'Diese Bestellung ist in diesem Browser nicht gespeichert. Deshalb können wir hier weder ihren Zahlungsstatus prüfen noch etwas an ihr ändern. Bitte öffnen Sie die Bestellseite in dem Browser, in dem Sie bestellt haben. Eine bezahlte Bestellung bestätigen wir Ihnen per E-Mail.',
  'order.backToOrder': 'Zurück zur Bestellung',
  'order.toHome': 'Zur Startseite',
  'order.cancelling': 'Die Zahlung wird abgebrochen',
  'order.checking': 'Die Zahlung wird geprüft',
  'order.noOrderId': 'Diese Adresse enthält keine gültige Bestellnummer.',
  'order.checkFailed':
    'Der Zahlungsstatus Ihrer Bestellung konnte nicht geprüft werden. Bitte versuchen Sie es erneut. Eine bezahlte Bestellung bestätigen wir Ihnen außerdem per E-Mail.',
  'order.checkAgain': 'Erneut prüfen',
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  // Validation messages (validation/messages.ts, zod-de.ts, schemas/order-form.ts): the server answers with
  // these German texts, the web shows them in the visitor's language (useLocalizeGerman).
  'form.email': 'Ungültige Email',
  'form.number': 'Bitte eine Zahl angeben',
  'form.password': 'Bitte mindestens {min} und maximal {max} Zeichen angeben',
  'form.passwordMatch': 'Werte stimmen nicht überein',
  'form.required': 'Bitte einen Wert angeben',
  'form.between': 'Bitte einen Wert zwischen 0 und 10 angeben',
  'form.minLen': 'Bitte geben Sie mindestens {n} Zeichen an',
  'form.maxLen': 'Bitte geben Sie maximal {n} Zeichen an',
  'form.integer': 'Bitte geben Sie eine Ganzzahl ein',
  'form.float': 'Bitte geben Sie eine Kommazahl ein',
  'form.validDate': 'Das Datumsformat muss TT.MM.JJJJ sein.',
  'form.validMonth': 'Das Datumsformat muss MM/JJ sein.',
  'form.dateFormat': 'Das Datumsformat muss {pattern} sein.',
  'form.noSuchDate': 'Dieses Datum gibt es nicht.',
  'form.wrongType': 'Ungültiger Wert.',
  'form.dateAfter': 'Bitte geben Sie das Datum nach dem {date} ein',
  'form.dateBefore': 'Bitte geben Sie das Datum vor dem {date} ein',
  'form.emailDomain': 'Die E-Mail-Adresse muss zur Domain @{domain} gehören',
  'form.domainInvalid': 'Bitte geben Sie eine gültige Domain ein, zum Beispiel schule.de',
  'form.controlChars': 'Bitte keine Steuerzeichen verwenden.',
  'form.text': 'Bitte einen Text angeben',
  'form.list': 'Bitte eine Liste angeben',
  'form.option': 'Bitte einen der vorgegebenen Werte wählen',
  'form.format': 'Der Wert hat nicht das erwartete Format.',
  'form.invalid': 'Bitte einen gültigen Wert angeben',
  'form.minNumber': 'Bitte einen Wert ab {n} angeben',
  'form.maxNumber': 'Bitte einen Wert bis {n} angeben',
  'form.minItems': 'Bitte mindestens {n} Einträge angeben',
  'form.maxItems': 'Bitte höchstens {n} Einträge angeben',
  'form.cardChoice': 'Bitte wählen Sie Smartphone-Ausweis, Plastikkarte oder beides.',
  'form.birthdayFuture': 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  // The person fields' labels (person-fields.ts) and hints.
  'form.labelForname': 'Vorname',
  'form.labelFamilyname': 'Nachname',
  'form.labelBirthday': 'Geburtsdatum',
  'form.labelDepartment': 'Klasse/Abteilung',
  'form.labelExternalId': 'Externe-ID',
  'form.labelEmail': 'E-Mail',
  'form.labelCity': 'Wohnort',
  'form.labelStreet': 'Straße und Hausnummer',
  'form.labelDate1': 'Datum 1',
  'form.labelDate2': 'Datum 2',
  'form.labelMonth': 'Monat/Jahr',
  'form.emailHelp': 'An diese Adresse senden wir die Bestätigung und die Zugangsdaten.',
  'form.emailHelpDomain':
    'Nur Adressen @{domain}. An diese Adresse senden wir die Bestätigung und die Zugangsdaten.',
  'form.lockedHint': 'Diese Angabe ist vorgegeben und kann hier nicht geändert werden.',
  // A date's pattern as the hint shows it: the letters of day, month and year (TT.MM.JJJJ).
  'form.dateHint': 'Format {pattern}',
  'form.letterDay': 'T',
  'form.letterMonth': 'M',
  'form.letterYear': 'J',
  // The consent (schemas/consent.ts, version 2026-11; a new version gets keys of its own).
  'form.consentTitle': 'Einwilligung',
  'form.consentTitleParent': 'Einwilligung der Sorgeberechtigten',
  'form.consent202611Use':
    '{by, select, parent {Ich bin sorgeberechtigt für das Kind, für das dieser Ausweis bestellt wird, und willige ein, dass {tenant} das Foto und die Angaben meines Kindes} other {Ich willige ein, dass {tenant} mein Foto und meine Angaben}} aus diesem Formular verarbeitet (im Auftrag durch das Ausweisportal), um den Ausweis herzustellen, in der Ausweis-App anzuzeigen und bei Kontrollen prüfen zu lassen{plastic, select, yes {, die Plastikkarte zu drucken und zu versenden} other {}} und die Zahlung abzuwickeln.',
  'form.consent202611DeleteOnline':
    'Foto und Angaben werden mit dem Ende der Gültigkeit des Ausweises gelöscht.',
  'form.consent202611DeletePrinted':
    'Foto und Angaben werden {days, plural, =1 {einem Tag} other {# Tagen}} nach dem Druck der Karte gelöscht.',
  'form.consent202611Revoke':
    'Die Einwilligung kann jederzeit widerrufen werden: mit „Löschung beantragen“ in der Ausweis-App oder bei {tenant}.',
  'form.consentMissing': 'Bitte bestätigen Sie die Einwilligung.',
  'form.consentOutdated':
    'Der Text der Einwilligung wurde geändert. Bitte laden Sie die Seite neu und bestätigen Sie die Einwilligung erneut.',
  'form.consentParentNeeded':
    'Die Karteninhaberin oder der Karteninhaber ist jünger als 16 Jahre: Bitte bestätigen Sie die Einwilligung als sorgeberechtigte Person.',
  // The photo: field, check (photo-check.ts, the server's photo check), cropper.
  'form.photo': 'Foto',
  // Labels the order page gives the photo and the signature (shown translated by the fields).
  'form.passportPhoto': 'Passfoto',
  'form.photoHint':
    'Das Gesicht muss deutlich zu erkennen sein: von vorn, gut ausgeleuchtet, vor hellem Hintergrund, ohne Sonnenbrille.',
  'form.photoChoose': 'Foto auswählen',
  'form.photoChooseOther': 'Anderes Foto wählen',
  'form.photoTake': 'Foto aufnehmen',
  'form.chooseNamed': '{name} auswählen',
  'form.photoCameraNamed': '{name} mit der Kamera aufnehmen',
  'form.photoPreview': '{name}: Vorschau',
  'form.photoNone': '{name}: noch keines gewählt',
  'form.noPhotoYet': 'Noch kein Foto',
  'form.photoChecking': 'Foto wird geprüft',
  'form.cropLoading': 'Zuschneiden wird geladen …',
  'form.photoCropTitle': 'Foto zuschneiden',
  'form.photoCropIntro':
    'Verschieben und zoomen Sie das Foto, bis Ihr Gesicht gut sichtbar im Rahmen ist. Freie Flächen werden weiß gefüllt.',
  'form.photoMissing': 'Bitte wählen Sie ein Foto aus.',
  'form.photoNotImage':
    'Die Datei ist kein Bild. Bitte wählen Sie ein Foto im Format JPEG, PNG, WebP oder GIF.',
  'form.photoTooSmall':
    'Das Foto ist zu klein für einen guten Druck (mindestens {min} × {min} Pixel). Bitte wählen Sie ein Foto mit höherer Auflösung.',
  'form.photoFailed': 'Das Foto konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  'form.photoNoFace':
    'Auf dem Foto ist kein Gesicht deutlich zu erkennen. Bitte wählen Sie ein Foto, auf dem Ihr Gesicht gut sichtbar ist.',
  'form.photoManyFaces':
    'Auf dem Foto sind mehrere Gesichter zu sehen. Bitte wählen Sie ein Foto, auf dem nur eine Person zu sehen ist.',
  'form.photoUnavailable':
    'Die Fotoprüfung ist gerade nicht verfügbar. Bitte versuchen Sie es später erneut.',
  'form.photoBusy': 'Die Fotoprüfung ist gerade ausgelastet. Bitte in einer Minute erneut versuchen.',
  'form.imageBroken': 'Das Bild ist beschädigt oder unvollständig. Bitte wählen Sie eine andere Datei.',
  'form.fileTooLarge': 'Die Datei ist zu groß (höchstens {mb} MB).',
  'form.imageTooManyPixels': 'Das Bild ist zu groß (höchstens {mp} Megapixel). Bitte verkleinern Sie es.',
  // The generic image field and the crop dialog (ImageField.tsx, ImageCropDialog.tsx).
  'form.imageNotImage':
    'Die Datei ist kein Bild. Bitte wählen Sie ein Bild im Format JPEG, PNG, WebP oder GIF.',
  'form.imageNone': 'Kein Bild',
  'form.imageChoose': 'Bild auswählen',
  'form.imageDiscard': 'Verwerfen',
  'form.imageSize': '{label} {width} x {height} Pixel',
  'form.imageCropTitle': '{label} zuschneiden',
  'form.imageCropNote': 'Ergebnis: {width} x {height} Pixel, freie Flächen werden weiß gefüllt.',
  'form.imageCrop': 'Zuschneiden',
  'form.imageLoading': 'Bild wird geladen',
  'form.zoomOut': 'Verkleinern',
  'form.zoomIn': 'Vergrößern',
  'form.zoom': 'Zoom',
  'form.moveLeft': 'Bild nach links schieben',
  'form.moveRight': 'Bild nach rechts schieben',
  'form.moveUp': 'Bild nach oben schieben',
  'form.moveDown': 'Bild nach unten schieben',
  'form.cancel': 'Abbrechen',
  'form.accept': 'Übernehmen',
  // The signature (SignaturePad.tsx): drawn, or typed and drawn in a handwriting font.
  'form.signature': 'Unterschrift',
  'form.yourSignature': 'Ihre Unterschrift',
  'form.signatureDone': 'Unterschrift übernommen.',
  'form.signatureHint':
    'Bitte im Feld unterschreiben (Finger, Stift oder Maus) und dann „Übernehmen“ wählen.',
  'form.signatureImage': 'Übernommene Unterschrift',
  'form.signatureCanvas': 'Unterschriftenfeld',
  'form.clear': 'Löschen',
  'form.signatureDraw': 'Zeichnen',
  'form.signatureType': 'Namen tippen',
  'form.signatureWays': 'Wie möchten Sie unterschreiben?',
  'form.signatureTypedLabel': 'Ihr Name als Unterschrift',
  'form.signatureTypedHint':
    'Tippen Sie Ihren Namen. Er wird in Schreibschrift als Unterschrift gesetzt. Dann „Übernehmen“ wählen.',
  // The page for a new photo after a rejection (/foto-neu, schemas/photo-review-texts.ts).
  'form.photoLinkTitle': 'Neues Foto hochladen',
  'form.photoLinkChecking': 'Der Link wird geprüft …',
  'form.photoLinkIntro':
    '{tenant} konnte das Foto für den Ausweis von {name} leider nicht verwenden. Bitte laden Sie hier ein neues Foto hoch. Sie müssen nichts neu bestellen und nichts bezahlen.',
  'form.photoLinkReason': 'Grund:',
  'form.photoLinkNote': 'Hinweis:',
  'form.photoLinkNewPhoto': 'Neues Passfoto',
  'form.photoLinkUpload': 'Foto hochladen',
  'form.photoLinkValidUntil': 'Der Link gilt für ein Foto und funktioniert bis einschließlich {date}.',
  'form.photoLinkInvalid':
    'Dieser Link zum Hochladen eines neuen Fotos ist ungültig oder abgelaufen. Bitte wenden Sie sich an Ihre Schule bzw. Einrichtung.',
  'form.photoLinkUsed':
    'Mit diesem Link wurde bereits ein neues Foto hochgeladen. Es wird jetzt geprüft; Sie erhalten eine E-Mail, falls noch etwas fehlt.',
  'form.photoLinkUploaded': 'Vielen Dank! Ihr neues Foto ist angekommen und wird jetzt geprüft.',
  'form.rejectNotRecognisable': 'Gesicht nicht gut zu erkennen',
  'form.rejectNotCurrent': 'Foto nicht aktuell',
  'form.rejectWrongPerson': 'Foto zeigt nicht die Ausweisinhaberin bzw. den Ausweisinhaber',
  'form.rejectBackground': 'Hintergrund oder Ausschnitt ungeeignet',
  'form.rejectOther': 'Anderer Grund',
  // ── end form ──

  // ── cardInfo: card info page ──
  'cardInfo.title': 'Ausweis-Info',
  'cardInfo.testChip': 'TEST-AUSWEIS',
  'cardInfo.notFoundTitle': 'Ausweis nicht gefunden',
  'cardInfo.notFoundText':
    'Zu diesem Link gibt es keinen Ausweis. Bitte prüfen Sie, ob der Link vollständig ist, zum Beispiel indem Sie ihn aus der E-Mail kopieren statt abzutippen.',
  'cardInfo.home': 'Zur Startseite',
  'cardInfo.retry': 'Erneut versuchen',
  'cardInfo.loadFailed': 'Die Ausweisdaten konnten nicht geladen werden.',
  'cardInfo.loading': 'Ausweis wird geladen',
  'cardInfo.cardImage': 'Ausweis von {name}',
  'cardInfo.noImage': 'Für diesen Ausweis ist kein Bild vorhanden.',
  'cardInfo.internalId': 'Interne ID',
  'cardInfo.familyname': 'Nachname',
  'cardInfo.forname': 'Vorname',
  'cardInfo.birthday': 'Geburtstag',
  'cardInfo.isTest': 'Test-Ausweis',
  'cardInfo.deleted': 'Gelöscht',
  'cardInfo.validFrom': 'Gültig ab',
  'cardInfo.validTo': 'Gültig bis',
  'cardInfo.validated': 'Validiert',
  'cardInfo.validatedBy': 'Validiert von',
  'cardInfo.validatedAt': 'Validiert am',
  'cardInfo.createdAt': 'Erstellt am',
  'cardInfo.yes': 'Ja',
  'cardInfo.no': 'Nein',
  'cardInfo.verdict.valid': 'Gültig',
  'cardInfo.verdict.test': 'Test-Ausweis – kein gültiger Ausweis',
  'cardInfo.verdict.invalid': 'Nicht gültig: {why}',
  'cardInfo.verdict.short.unknown': 'nicht mehr vorhanden',
  'cardInfo.verdict.short.deleted': 'gelöscht',
  'cardInfo.verdict.short.erased': 'Daten gelöscht',
  'cardInfo.verdict.short.archived': 'archiviert',
  'cardInfo.verdict.short.reissued': 'veralteter Code',
  'cardInfo.verdict.short.expired': 'abgelaufen',
  'cardInfo.verdict.short.not_yet_valid': 'noch nicht gültig',
  'cardInfo.verdict.short.not_paid': 'nicht bezahlt',
  'cardInfo.verdict.short.not_validated': 'nicht validiert',
  'cardInfo.verdict.short.test': 'Test-Ausweis',
  'cardInfo.verdict.text.unknown': 'Der Ausweis ist im Ausweisportal nicht mehr vorhanden.',
  'cardInfo.verdict.text.deleted': 'Der Ausweis wurde gelöscht.',
  'cardInfo.verdict.text.erased': 'Die Daten des Ausweises wurden auf Antrag gelöscht.',
  'cardInfo.verdict.text.archived': 'Der Ausweis ist archiviert.',
  'cardInfo.verdict.text.reissued':
    'Die Daten des Ausweises wurden seitdem geändert, dieser Code ist veraltet. Bitte den aktuellen Ausweis zeigen lassen.',
  'cardInfo.verdict.text.expired': 'Der Ausweis ist abgelaufen.',
  'cardInfo.verdict.text.not_yet_valid': 'Der Ausweis ist noch nicht gültig.',
  'cardInfo.verdict.text.not_paid': 'Der Ausweis ist nicht bezahlt.',
  'cardInfo.verdict.text.not_validated': 'Der Ausweis wurde von der Einrichtung noch nicht validiert.',
  'cardInfo.verdict.text.test': 'Dies ist ein Test-Ausweis, kein gültiger Ausweis.',
  'cardInfo.verdict.refused.format': 'kein Ausweis-Code',
  'cardInfo.verdict.refused.unknown_key': 'unbekannter Schlüssel',
  'cardInfo.verdict.refused.signature': 'Signatur ungültig',
  'cardInfo.verdict.refused.screen_outdated': 'veralteter Code vom Bildschirm',
  'cardInfo.verdict.refused.revoked': 'gesperrt',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Ausweis-App',
  'cardApp.loginHint': 'Sie finden die Codes in der E-Mail mit Ihren Zugangsdaten.',
  'cardApp.tenantCode': 'Zugangscode',
  'cardApp.productCode': 'Produktcode',
  'cardApp.onlineCode': 'Aktivierungscode',
  'cardApp.required': 'Bitte einen Wert angeben',
  'cardApp.login': 'Anmelden',
  'cardApp.checking': 'Wird geprüft …',
  'cardApp.noConnection':
    'Keine Verbindung. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'cardApp.checkFailed': 'Die Prüfung ist fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  'cardApp.tooManyRequests': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'cardApp.wrongCodes':
    'Zu diesen Codes gibt es keinen Smartphone-Ausweis. Bitte prüfen Sie die Codes aus Ihrer E-Mail.',
  'cardApp.deleted': 'Dieser Ausweis wurde gelöscht.',
  'cardApp.expired': 'Dieser Ausweis ist abgelaufen.',
  'cardApp.unpaid': 'Dieser Ausweis ist noch nicht bezahlt.',
  'cardApp.cardData': 'Ausweisdaten',
  'cardApp.born': 'Geboren am {date}',
  'cardApp.validTo': 'Gültig bis {date}',
  'cardApp.qrImage': 'QR-Code zur Prüfung des Ausweises',
  'cardApp.qrCaption': 'QR-Code zur Prüfung der Echtheit',
  'cardApp.offline': 'Offline – zuletzt geprüft am {when}',
  'cardApp.lastChecked': 'Zuletzt geprüft: {when}',
  'cardApp.logoutConfirm': 'Wirklich abmelden? Der Ausweis wird von diesem Gerät entfernt.',
  'cardApp.cancel': 'Abbrechen',
  'cardApp.logout': 'Abmelden',
  'cardApp.refresh': 'Aktualisieren',
  'cardApp.live': 'Live-Anzeige',
  'cardApp.liveCode': 'Live-Code',
  'cardApp.liveCodeLater': 'Live-Code nach der nächsten Prüfung mit Internet',
  'cardApp.failed': 'Das hat nicht geklappt. Bitte versuchen Sie es später erneut.',
  'cardApp.myData': 'Meine Daten',
  'cardApp.myDataHint':
    'Alles, was wir zu diesem Ausweis gespeichert haben, als PDF zum Lesen und als JSON-Datei.',
  'cardApp.downloadPdf': 'Als PDF herunterladen',
  'cardApp.downloadJson': 'Als JSON herunterladen',
  'cardApp.requestErasure': 'Löschung beantragen',
  'cardApp.erasureConfirmTitle': 'Löschung der Daten beantragen?',
  'cardApp.erasureConfirm':
    'Die Einrichtung löscht dann innerhalb eines Monats Foto, Unterschrift und alle persönlichen Daten dieses Ausweises. Der Ausweis wird damit ungültig. Sie erhalten eine E-Mail, sobald die Daten gelöscht sind.',
  'cardApp.erasureRequested':
    'Ihr Antrag ist eingegangen. Die Einrichtung löscht die Daten spätestens bis zum {due}.',
  'cardApp.renew': 'Ausweis verlängern',
  'cardApp.renewHint':
    'Ihr Ausweis läuft bald ab. Bestellen Sie jetzt den neuen – Ihre Angaben sind schon eingetragen.',
  'cardApp.renewFailed':
    'Der Bestell-Link konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.',
  'cardApp.renewOpensOn': 'Verlängerung ab {date} möglich',
  'cardApp.renewOpensOnHint':
    'Dann können Sie hier den neuen Ausweis bestellen – Ihre Angaben sind schon eingetragen.',
  'cardApp.renewOrdered': 'Ein neuer Ausweis ist bestellt.',
  'cardApp.renewOrderedHint': 'Die Zugangsdaten für den neuen Ausweis erhalten Sie per E-Mail.',
  'cardApp.appleWallet': 'Zu Apple Wallet hinzufügen',
  'cardApp.appleWalletHint': 'Der Ausweis wird in Apple Wallet gespeichert und dort aktuell gehalten.',
  'cardApp.googleWallet': 'In Google Wallet speichern',
  'cardApp.googleWalletFailed':
    'Der Ausweis konnte nicht für Google Wallet vorbereitet werden. Bitte versuchen Sie es später erneut.',
  'cardApp.googleWalletNotOffered': 'Für diesen Ausweis gibt es keinen Google-Wallet-Pass.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  'verifier.title': 'Ausweis prüfen',
  'verifier.intro':
    'Scannen Sie den QR-Code in der Ausweis-App oder auf der Rückseite der Karte. Die Echtheit wird auf diesem Gerät geprüft, auch ohne Internet.',
  'verifier.startCamera': 'Kamera starten',
  'verifier.choosePicture': 'Bild auswählen',
  'verifier.noKeys':
    'Auf diesem Gerät sind noch keine Prüfschlüssel gespeichert. Bitte öffnen Sie die Seite einmal mit Internet.',
  'verifier.noCodeInPicture':
    'In diesem Bild wurde kein QR-Code gefunden. Bitte ein schärferes Bild wählen, auf dem der ganze Code zu sehen ist.',
  'verifier.keysFrom': 'Prüfschlüssel vom {date} ({count})',
  'verifier.camera': 'Kamera',
  'verifier.cameraImage': 'Kamerabild: QR-Code in den Rahmen halten',
  'verifier.cameraHint': 'Halten Sie den QR-Code ruhig in das Kamerabild.',
  'verifier.stopCamera': 'Kamera beenden',
  'verifier.cameraNotAllowed':
    'Der Zugriff auf die Kamera wurde nicht erlaubt. Bitte erlauben Sie ihn in den Einstellungen des Browsers, wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.',
  'verifier.cameraNotFound':
    'Dieses Gerät hat keine Kamera. Bitte wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.',
  'verifier.cameraFailed':
    'Die Kamera lässt sich nicht starten. Bitte wählen Sie ein Bild des QR-Codes aus oder fügen Sie den Code unten ein.',
  'verifier.codeLabel': 'Code eingeben oder einfügen',
  'verifier.codeEmpty': 'Bitte den Code eingeben oder einfügen.',
  'verifier.codeNotACardCode':
    'Das ist kein Ausweis-Code. Bitte den ganzen Text des QR-Codes einfügen: den Link mit „{path}“ oder den Code dahinter.',
  'verifier.checkCode': 'Code prüfen',
  'verifier.checking': 'Wird geprüft …',
  'verifier.verdictValid': 'Gültig',
  'verifier.verdictTest': 'Test-Ausweis – kein gültiger Ausweis',
  'verifier.verdictInvalid': 'Nicht gültig: {reason}',
  'verifier.problem.unknown': 'nicht mehr vorhanden',
  'verifier.problem.deleted': 'gelöscht',
  'verifier.problem.erased': 'Daten gelöscht',
  'verifier.problem.archived': 'archiviert',
  'verifier.problem.reissued': 'veralteter Code',
  'verifier.problem.expired': 'abgelaufen',
  'verifier.problem.not_yet_valid': 'noch nicht gültig',
  'verifier.problem.not_paid': 'nicht bezahlt',
  'verifier.problem.not_validated': 'nicht validiert',
  'verifier.problem.test': 'Test-Ausweis',
  'verifier.problemText.unknown': 'Der Ausweis ist im Ausweisportal nicht mehr vorhanden.',
  'verifier.problemText.deleted': 'Der Ausweis wurde gelöscht.',
  'verifier.problemText.erased': 'Die Daten des Ausweises wurden auf Antrag gelöscht.',
  'verifier.problemText.archived': 'Der Ausweis ist archiviert.',
  'verifier.problemText.reissued':
    'Die Daten des Ausweises wurden seitdem geändert, dieser Code ist veraltet. Bitte den aktuellen Ausweis zeigen lassen.',
  'verifier.problemText.expired': 'Der Ausweis ist abgelaufen.',
  'verifier.problemText.not_yet_valid': 'Der Ausweis ist noch nicht gültig.',
  'verifier.problemText.not_paid': 'Der Ausweis ist nicht bezahlt.',
  'verifier.problemText.not_validated': 'Der Ausweis wurde von der Einrichtung noch nicht validiert.',
  'verifier.problemText.test': 'Dies ist ein Test-Ausweis, kein gültiger Ausweis.',
  'verifier.refusal.format': 'kein Ausweis-Code',
  'verifier.refusal.unknown_key': 'unbekannter Schlüssel',
  'verifier.refusal.signature': 'Signatur ungültig',
  'verifier.refusal.screen_outdated': 'veralteter Code vom Bildschirm',
  'verifier.refusal.revoked': 'gesperrt',
  'verifier.refusalText.format': 'Dieser QR-Code ist kein Ausweis-Code des Ausweisportals.',
  'verifier.refusalText.unknown_key':
    'Der Code ist mit einem unbekannten Schlüssel signiert. Bitte die Seite einmal mit Internet öffnen, damit die aktuellen Prüfschlüssel geladen werden; sonst ist der Ausweis nicht echt.',
  'verifier.refusalText.signature': 'Signatur ungültig: Der Code wurde verändert oder gefälscht.',
  'verifier.refusalText.screen_outdated':
    'Dieser Code vom Bildschirm der Ausweis-App ist veraltet: vermutlich ein Foto oder Bildschirmfoto.',
  'verifier.refusalText.expired': 'Der Ausweis ist abgelaufen.',
  'verifier.refusalText.not_yet_valid': 'Der Ausweis ist noch nicht gültig.',
  'verifier.refusalText.revoked':
    'Dieser Ausweis wurde gesperrt: Er wurde gelöscht, vorzeitig archiviert oder auf Antrag gelöscht.',
  'verifier.refusalText.reissued':
    'Dieser Code ist veraltet: Der Ausweis wurde mit geänderten Daten neu ausgestellt. Bitte den aktuellen Code in der Ausweis-App zeigen lassen.',
  'verifier.expiredOn': 'Der Ausweis ist abgelaufen (gültig bis {date}).',
  'verifier.notYetValidFrom': 'Der Ausweis ist noch nicht gültig (gültig ab {date}).',
  'verifier.screenOutdatedAt':
    'Dieser Code vom Bildschirm der Ausweis-App wurde am {date} signiert und gilt nur {hours, plural, one {# Stunde} other {# Stunden}}: vermutlich ein Foto oder Bildschirmfoto. Die Ausweis-App erneuert den Code, sobald sie online ist.',
  'verifier.onListOf': '{reason} (Sperrliste vom {date})',
  'verifier.offlineNote':
    'Offline geprüft: Signatur und Gültigkeit stimmen. Ob der Ausweis inzwischen gelöscht, archiviert oder neu ausgestellt wurde, zeigt die Prüfung mit Internet.',
  'verifier.offlineOlderCodeNote':
    'Offline geprüft: Signatur und Gültigkeit stimmen. Ob der Ausweis inzwischen gelöscht, archiviert oder neu ausgestellt wurde und ob es ein Test-Ausweis ist (dieser ältere Code sagt es nicht), zeigt die Prüfung mit Internet.',
  'verifier.onlineNote': 'Online geprüft: aktueller Stand im Ausweisportal.',
  'verifier.askingNote': 'Aktueller Stand wird abgefragt …',
  'verifier.photoOf': 'Foto von {name}',
  'verifier.name': 'Name',
  'verifier.birthday': 'Geburtsdatum',
  'verifier.institution': 'Einrichtung',
  'verifier.accessCode': 'Zugangscode {code}',
  'verifier.validPeriod': 'Gültig',
  'verifier.fromTo': '{from} bis {to}',
  'verifier.validated': 'Validiert',
  'verifier.yes': 'Ja',
  'verifier.no': 'Nein',
  'verifier.issuedAt': 'Ausgestellt am',
  'verifier.cardNumber': 'Ausweis-Nr.',
  'verifier.signature': 'Signatur',
  'verifier.signatureGenuine': 'echt (auf diesem Gerät geprüft)',
  'verifier.hintTitle': 'Worauf achten bei der Ausweis-App?',
  'verifier.hintClock': 'Die Uhrzeit in der App läuft sekundengenau mit und stimmt mit Ihrer Uhr überein.',
  'verifier.hintBand': 'Das Band hinter der Uhrzeit bewegt sich.',
  'verifier.hintLiveCode':
    'Den Live-Code (drei Ziffern und eine Farbe) hier eingeben: Er wechselt alle 10 Sekunden.',
  'verifier.liveTitle': 'Live-Prüfung der Ausweis-App',
  'verifier.liveSigned':
    'Code vom Bildschirm der Ausweis-App, signiert am {date}. Jetzt auf diesem Gerät: <clock>{time}</clock>',
  'verifier.liveCompare': 'Die Uhrzeit in der App muss übereinstimmen und das Band dahinter sich bewegen.',
  'verifier.liveLabel': 'Live-Code aus der App (z. B. {example})',
  'verifier.liveSubmit': 'Live-Code abgleichen',
  'verifier.liveMatch': 'Live-Code stimmt: Die Anzeige ist jetzt live auf einem Gerät mit diesem Ausweis.',
  'verifier.liveOffline':
    'Ohne Internet kann der Live-Code nicht geprüft werden. Vergleichen Sie die Uhrzeit in der App mit der Uhrzeit oben und achten Sie darauf, dass sich das Band bewegt.',
  'verifier.liveUnclear': 'Der Live-Code konnte nicht geprüft werden. Bitte erneut versuchen.',
  'verifier.liveMalformed':
    'Bitte den Live-Code so eingeben, wie die Ausweis-App ihn zeigt: drei Ziffern und die Farbe, z. B. „042 Blau“.',
  'verifier.liveMismatch':
    'Der Live-Code passt nicht zu diesem Ausweis. Bitte den gerade angezeigten Code noch einmal ablesen; passt er wieder nicht, ist die Anzeige nicht echt.',
  'verifier.liveOutdated':
    'Dieser Live-Code war vor etwa {seconds} Sekunden gültig, nicht jetzt: vermutlich eine Aufnahme oder ein Bildschirmfoto. Bitte den gerade angezeigten Code ablesen.',
  'verifier.listFrom': 'Sperrliste vom {date}',
  'verifier.noList':
    'Auf diesem Gerät ist noch keine Sperrliste gespeichert: Ohne Internet erkennt die Prüfung gesperrte Ausweise nicht. Bitte die Seite einmal mit Internet öffnen.',
  'verifier.listOld':
    'Die Sperrliste ist älter als {days, plural, one {# Tag} other {# Tage}}: Ausweise, die seither gesperrt wurden, erkennt die Prüfung ohne Internet nicht. Bitte die Seite mit Internet öffnen, damit die Liste erneuert wird.',
  'verifier.listRefused.format': 'Die geladene Sperrliste ist unlesbar und wurde verworfen.',
  'verifier.listRefused.unknown_key':
    'Die geladene Sperrliste ist mit einem unbekannten Schlüssel signiert und wurde verworfen.',
  'verifier.listRefused.signature':
    'Die Signatur der geladenen Sperrliste stimmt nicht; die Liste wurde verworfen.',
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Guten Tag,',
  'mail.signature': 'Mit freundlichen Grüßen\nIhr {app}-Team',
  'mail.footer':
    'Diese E-Mail wurde automatisch vom {app} versendet. Bitte antworten Sie nicht auf diese E-Mail.',
  'mail.linkFallback': 'Falls der Knopf nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  'mail.linkOnlyYou':
    'Der Link ist nur für Sie bestimmt, gilt für eine Bestellung und funktioniert bis einschließlich {date}.',
  'mail.access.subject': 'Vielen Dank für Ihre Bestellung',
  'mail.access.thanks': 'vielen Dank für Ihre Bestellung bei {org}. Ihre Bestellung ist bestätigt.',
  'mail.access.orderNumber': 'Bestellnummer: {id}',
  'mail.access.card': 'Ausweis: {card}',
  'mail.access.for': 'Für: {name}',
  'mail.access.ordered': 'Bestellt: {kind}',
  'mail.access.kindBoth': 'Smartphone-Ausweis und Plastikkarte',
  'mail.access.kindOnline': 'Smartphone-Ausweis',
  'mail.access.kindPlastic': 'Plastikkarte',
  'mail.access.paid': 'Bezahlt: {sum}',
  'mail.access.toPay': 'Zu zahlen: {sum}',
  'mail.access.toPayTenant': 'Zu zahlen: {sum} (die Kosten übernimmt {org})',
  'mail.access.test': 'Hinweis: Dies ist ein TEST-AUSWEIS.',
  'mail.access.steps': 'So kommen Sie zu Ihrem Smartphone-Ausweis:',
  'mail.access.step1': '1. Ausweis mit dem Code bestellen – erledigt.',
  'mail.access.step2': '2. Zugang per E-Mail erhalten – das ist diese E-Mail.',
  'mail.access.step3': '3. App herunterladen (Link unten) und mit diesen Daten anmelden:',
  'mail.access.tenantCode': 'Zugangscode: {code}',
  'mail.access.productCode': 'Produktcode: {code}',
  'mail.access.activationCode': 'Aktivierungscode: {code}',
  'mail.access.plastic':
    'Ihre Plastikkarte wird gedruckt und in 10 bis 12 Tagen an {org} geschickt, nicht an Sie. Sie erhalten die Karte dort. Foto und Daten für den Druck werden nach dem Versand gelöscht.',
  'mail.access.view': 'Ausweis ansehen',
  'mail.access.openApp': 'Ausweis-App öffnen (Codes schon eingetragen)',
  'mail.access.app': 'Ausweis-App für Ihr Smartphone:\n{url}',
  'mail.access.google':
    'In Google Wallet speichern (Android): Öffnen Sie die Ausweis-App mit „Ausweis-App öffnen“ und tippen Sie dort unter dem Ausweis auf „In Google Wallet speichern“.',
  'mail.access.apple':
    'Apple Wallet: Öffnen Sie die Ausweis-App mit dem Knopf oben auf Ihrem iPhone und tippen Sie dort auf „Zu Apple Wallet hinzufügen“.',
  'mail.access.keep':
    'Bitte bewahren Sie diese E-Mail auf: Die Codes und der Link sind nur für Sie bestimmt.',
  'mail.renewal.subject': 'Ihr Ausweis läuft bald ab – jetzt verlängern',
  'mail.renewal.expires': 'der {card} von {name} bei {org} ist nur noch bis zum {date} gültig.',
  'mail.renewal.why':
    'Sie erhalten diese E-Mail, weil bei der Bestellung dieses Ausweises Ihre E-Mail-Adresse angegeben wurde und {org} die Verlängerung anbietet. Wir erinnern Sie nur dieses eine Mal.',
  'mail.renewal.how':
    'Mit dem Link unten bestellen Sie den neuen Ausweis: Die Angaben und das Foto des bisherigen Ausweises sind schon eingetragen. Sie können alles prüfen und ändern und auch ein neues Foto wählen.',
  'mail.renewal.button': 'Ausweis verlängern',
  'mail.renewal.otherwise':
    'Wenn Sie den Ausweis nicht verlängern, müssen Sie nichts tun: Die Daten und das Foto des bisherigen Ausweises werden mit dem Ende seiner Gültigkeit am {date} gelöscht, wie in unserer Datenschutzerklärung beschrieben ({url}).',
  'mail.photo.subject': 'Bitte laden Sie ein neues Foto für den Ausweis hoch',
  'mail.photo.checked':
    '{org} hat das Foto für den Ausweis von {name} geprüft und kann es leider nicht verwenden.',
  'mail.photo.reason': 'Grund: {why}',
  'mail.photo.note': 'Hinweis von {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'Gesicht nicht gut zu erkennen',
  'mail.photo.reasonNotCurrent': 'Foto nicht aktuell',
  'mail.photo.reasonWrongPerson': 'Foto zeigt nicht die Ausweisinhaberin bzw. den Ausweisinhaber',
  'mail.photo.reasonBackground': 'Hintergrund oder Ausschnitt ungeeignet',
  'mail.photo.reasonOther': 'Anderer Grund',
  'mail.photo.upload':
    'Bitte laden Sie über den Link unten ein neues Foto hoch. Sie müssen nichts neu bestellen und nichts bezahlen; alle anderen Angaben bleiben, wie sie sind.',
  'mail.photo.button': 'Neues Foto hochladen',
  'mail.photo.linkOnlyYou':
    'Der Link ist nur für Sie bestimmt, gilt für ein Foto und funktioniert bis einschließlich {date}.',
  'mail.erased.subject': 'Ihre Daten wurden gelöscht – {org}',
  'mail.erased.done':
    'auf Ihren Antrag hat „{org}“ Foto, Unterschrift und alle persönlichen Daten des Ausweises Nummer {id} gelöscht. Der Ausweis ist damit ungültig.',
  'mail.erased.kept':
    'Erhalten bleiben nur die Beträge von Bestellung und Zahlung, die für die Buchhaltung aufbewahrt werden müssen – ohne Namen.',
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
