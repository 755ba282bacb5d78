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
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Hello,',
  'mail.signature': 'Kind regards\nYour {app} team',
  'mail.footer': 'This email was sent automatically by {app}. Please do not reply to this email.',
  'mail.linkFallback': 'If the button does not work, copy this link into your browser:',
  'mail.linkOnlyYou':
    'This link is only for you. It is for one order. It works until {date} (including that day).',
  'mail.access.subject': 'Thank you for your order',
  'mail.access.thanks': 'Thank you for your order with {org}. Your order is confirmed.',
  'mail.access.orderNumber': 'Order number: {id}',
  'mail.access.card': 'Card: {card}',
  'mail.access.for': 'For: {name}',
  'mail.access.ordered': 'Ordered: {kind}',
  'mail.access.kindBoth': 'smartphone card and plastic card',
  'mail.access.kindOnline': 'smartphone card',
  'mail.access.kindPlastic': 'plastic card',
  'mail.access.paid': 'Paid: {sum}',
  'mail.access.toPay': 'To pay: {sum}',
  'mail.access.toPayTenant': 'To pay: {sum} ({org} pays the costs)',
  'mail.access.test': 'Note: This is a TEST CARD.',
  'mail.access.steps': 'How to get your smartphone card:',
  'mail.access.step1': '1. Order the card with the code – done.',
  'mail.access.step2': '2. Get access by email – this is that email.',
  'mail.access.step3': '3. Download the app (link below) and log in with these details:',
  'mail.access.tenantCode': 'Access code: {code}',
  'mail.access.productCode': 'Product code: {code}',
  'mail.access.activationCode': 'Activation code: {code}',
  'mail.access.plastic':
    'Your plastic card will be printed. In 10 to 12 days it will be sent to {org}, not to you. You get the card there. The photo and data for printing are deleted after sending.',
  'mail.access.view': 'View card',
  'mail.access.openApp': 'Open the card app (codes already filled in)',
  'mail.access.app': 'Card app for your smartphone:\n{url}',
  'mail.access.google':
    'Save to Google Wallet (Android): Open the card app with “Open the card app”. Then tap “Save to Google Wallet” below the card.',
  'mail.access.apple':
    'Apple Wallet: Open the card app on your iPhone with the button above. Then tap “Add to Apple Wallet”.',
  'mail.access.keep': 'Please keep this email. The codes and the link are only for you.',
  'mail.renewal.subject': 'Your card expires soon – renew it now',
  'mail.renewal.expires': 'The {card} of {name} at {org} is only valid until {date}.',
  'mail.renewal.why':
    'You get this email because your email address was given when this card was ordered, and {org} offers renewal. We remind you only this one time.',
  'mail.renewal.how':
    'Use the link below to order the new card. The details and the photo of the current card are already filled in. You can check and change everything. You can also choose a new photo.',
  'mail.renewal.button': 'Renew card',
  'mail.renewal.otherwise':
    'If you do not renew the card, you do not need to do anything. The data and the photo of the current card are deleted when it expires on {date}, as our privacy policy says ({url}).',
  'mail.photo.subject': 'Please upload a new photo for the card',
  'mail.photo.checked': '{org} has checked the photo for the card of {name}. Sadly, it cannot be used.',
  'mail.photo.reason': 'Reason: {why}',
  'mail.photo.note': 'Note from {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'The face is hard to see',
  'mail.photo.reasonNotCurrent': 'The photo is not recent',
  'mail.photo.reasonWrongPerson': 'The photo does not show the card holder',
  'mail.photo.reasonBackground': 'The background or the framing is not suitable',
  'mail.photo.reasonOther': 'Another reason',
  'mail.photo.upload':
    'Please upload a new photo with the link below. You do not need to order again or pay again. All other details stay as they are.',
  'mail.photo.button': 'Upload new photo',
  'mail.photo.linkOnlyYou':
    'This link is only for you. It is for one photo. It works until {date} (including that day).',
  'mail.erased.subject': 'Your data has been deleted – {org}',
  'mail.erased.done':
    'As you asked, “{org}” has deleted the photo, the signature and all personal data of card number {id}. The card is no longer valid.',
  'mail.erased.kept':
    'Only the amounts of the order and the payment are kept, because they must be kept for accounting – without names.',
  // ── end mail ──
};

export default en;
