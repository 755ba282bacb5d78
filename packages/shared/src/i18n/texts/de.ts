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
  // ── end form ──

  // ── cardInfo: card info page ──
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
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
  // ── end mail ──
} as const;

export type MessageId = keyof typeof de;
/** One language's texts: every key of the German file. */
export type Texts = Record<MessageId, string>;

const texts: Texts = de;
export default texts;
