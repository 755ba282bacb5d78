/** English texts: every key of de.ts (see there). */
import type { Texts } from './de';

const en: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Language',
  'common.languageMenu': 'Choose language',
  'common.legalBinding': 'The German text is binding.',
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
  'verifier.title': 'Check a card',
  'verifier.intro':
    'Scan the QR code in the card app or on the back of the card. This device checks if the card is genuine, even without internet.',
  'verifier.startCamera': 'Start camera',
  'verifier.choosePicture': 'Choose a picture',
  'verifier.noKeys': 'No check keys are saved on this device yet. Please open this page once with internet.',
  'verifier.noCodeInPicture':
    'There is no QR code in this picture. Please choose a sharper picture that shows the whole code.',
  'verifier.keysFrom': 'Check keys from {date} ({count})',
  'verifier.camera': 'Camera',
  'verifier.cameraImage': 'Camera picture: hold the QR code inside the frame',
  'verifier.cameraHint': 'Hold the QR code still in the camera picture.',
  'verifier.stopCamera': 'Stop camera',
  'verifier.cameraNotAllowed':
    'Access to the camera was not allowed. Please allow it in the browser settings. Or choose a picture of the QR code, or paste the code below.',
  'verifier.cameraNotFound':
    'This device has no camera. Please choose a picture of the QR code, or paste the code below.',
  'verifier.cameraFailed':
    'The camera does not start. Please choose a picture of the QR code, or paste the code below.',
  'verifier.codeLabel': 'Type or paste the code',
  'verifier.codeEmpty': 'Please type or paste the code.',
  'verifier.codeNotACardCode':
    'This is not a card code. Please paste the whole text of the QR code: the link with “{path}” or the code after it.',
  'verifier.checkCode': 'Check code',
  'verifier.checking': 'Checking …',
  'verifier.verdictValid': 'Valid',
  'verifier.verdictTest': 'Test card – not a valid card',
  'verifier.verdictInvalid': 'Not valid: {reason}',
  'verifier.problem.unknown': 'no longer exists',
  'verifier.problem.deleted': 'deleted',
  'verifier.problem.erased': 'data deleted',
  'verifier.problem.archived': 'archived',
  'verifier.problem.reissued': 'outdated code',
  'verifier.problem.expired': 'expired',
  'verifier.problem.not_yet_valid': 'not valid yet',
  'verifier.problem.not_paid': 'not paid',
  'verifier.problem.not_validated': 'not confirmed by the school',
  'verifier.problem.test': 'test card',
  'verifier.problemText.unknown': 'The card no longer exists in the Ausweisportal.',
  'verifier.problemText.deleted': 'The card was deleted.',
  'verifier.problemText.erased': 'The card’s data was deleted on request.',
  'verifier.problemText.archived': 'The card is archived.',
  'verifier.problemText.reissued':
    'The card’s data has changed since. This code is outdated. Please ask to see the current card.',
  'verifier.problemText.expired': 'The card has expired.',
  'verifier.problemText.not_yet_valid': 'The card is not valid yet.',
  'verifier.problemText.not_paid': 'The card is not paid.',
  'verifier.problemText.not_validated': 'The school has not confirmed the card yet.',
  'verifier.problemText.test': 'This is a test card. It is not a valid card.',
  'verifier.refusal.format': 'not a card code',
  'verifier.refusal.unknown_key': 'unknown key',
  'verifier.refusal.signature': 'signature not valid',
  'verifier.refusal.screen_outdated': 'outdated code from a screen',
  'verifier.refusal.revoked': 'blocked',
  'verifier.refusalText.format': 'This QR code is not a card code of the Ausweisportal.',
  'verifier.refusalText.unknown_key':
    'The code is signed with an unknown key. Please open this page once with internet to load the current check keys. If it still fails, the card is not genuine.',
  'verifier.refusalText.signature': 'Signature not valid: the code was changed or forged.',
  'verifier.refusalText.screen_outdated':
    'This code from the card app’s screen is outdated. It is probably a photo or a screenshot.',
  'verifier.refusalText.expired': 'The card has expired.',
  'verifier.refusalText.not_yet_valid': 'The card is not valid yet.',
  'verifier.refusalText.revoked':
    'This card was blocked: it was deleted, archived early or deleted on request.',
  'verifier.refusalText.reissued':
    'This code is outdated: the card was issued again with changed data. Please ask to see the current code in the card app.',
  'verifier.expiredOn': 'The card has expired (valid until {date}).',
  'verifier.notYetValidFrom': 'The card is not valid yet (valid from {date}).',
  'verifier.screenOutdatedAt':
    'This code from the card app’s screen was signed on {date}. It is only valid for {hours, plural, one {# hour} other {# hours}}. It is probably a photo or a screenshot. The card app renews the code as soon as it has internet.',
  'verifier.onListOf': '{reason} (block list from {date})',
  'verifier.offlineNote':
    'Checked offline: signature and validity are correct. A check with internet shows if the card was deleted, archived or issued again since.',
  'verifier.offlineOlderCodeNote':
    'Checked offline: signature and validity are correct. A check with internet shows if the card was deleted, archived or issued again since, and if it is a test card (this older code does not say).',
  'verifier.onlineNote': 'Checked over the internet: current state in the Ausweisportal.',
  'verifier.askingNote': 'Asking for the current state …',
  'verifier.photoOf': 'Photo of {name}',
  'verifier.name': 'Name',
  'verifier.birthday': 'Date of birth',
  'verifier.institution': 'School',
  'verifier.accessCode': 'Access code {code}',
  'verifier.validPeriod': 'Valid',
  'verifier.fromTo': '{from} to {to}',
  'verifier.validated': 'Confirmed by school',
  'verifier.yes': 'Yes',
  'verifier.no': 'No',
  'verifier.issuedAt': 'Issued on',
  'verifier.cardNumber': 'Card no.',
  'verifier.signature': 'Signature',
  'verifier.signatureGenuine': 'genuine (checked on this device)',
  'verifier.hintTitle': 'What to look for in the card app?',
  'verifier.hintClock': 'The time in the app runs second by second and matches your clock.',
  'verifier.hintBand': 'The band behind the time moves.',
  'verifier.hintLiveCode':
    'Type the live code (three digits and a colour) here. It changes every 10 seconds.',
  'verifier.liveTitle': 'Live check of the card app',
  'verifier.liveSigned':
    'Code from the card app’s screen, signed on {date}. Now on this device: <clock>{time}</clock>',
  'verifier.liveCompare': 'The time in the app must match. The band behind it must move.',
  'verifier.liveLabel': 'Live code from the app (for example {example})',
  'verifier.liveSubmit': 'Compare live code',
  'verifier.liveMatch': 'The live code is correct: the screen is live now, on a device with this card.',
  'verifier.liveOffline':
    'Without internet the live code cannot be checked. Compare the time in the app with the time above. Make sure the band moves.',
  'verifier.liveUnclear': 'The live code could not be checked. Please try again.',
  'verifier.liveMalformed':
    'Please type the live code as the card app shows it: three digits and the colour, for example “042 Blau”.',
  'verifier.liveMismatch':
    'The live code does not match this card. Please read the code shown right now again. If it does not match again, the screen is not genuine.',
  'verifier.liveOutdated':
    'This live code was valid about {seconds} seconds ago, not now. It is probably a recording or a screenshot. Please read the code shown right now.',
  'verifier.listFrom': 'Block list from {date}',
  'verifier.noList':
    'No block list is saved on this device yet. Without internet the check does not know blocked cards. Please open this page once with internet.',
  'verifier.listOld':
    'The block list is older than {days, plural, one {# day} other {# days}}. Without internet the check does not know cards blocked since then. Please open this page with internet to renew the list.',
  'verifier.listRefused.format': 'The loaded block list cannot be read. It was discarded.',
  'verifier.listRefused.unknown_key':
    'The loaded block list is signed with an unknown key. It was discarded.',
  'verifier.listRefused.signature':
    'The signature of the loaded block list is wrong. The list was discarded.',
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default en;
