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
  // ── end layout ──

  // ── home: landing page, code form ──
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  // ── end legal ──

  // ── register: registration form ──
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
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
