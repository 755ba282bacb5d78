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
  'order.loading': 'Loading the order form',
  'order.title': 'Order a {product}',
  'order.expiryWarning':
    'Please note: this card will only be valid for {days, plural, one {# more day} other {# more days}}!',
  'order.formLabel': 'Order form',
  'order.readOnly':
    'This order has been sent. The details can no longer be changed. To order again, choose “New order”.',
  'order.stepPhoto': 'Photo',
  'order.photoLabel': 'Passport photo',
  'order.stepPerson': 'Personal details',
  'order.stepPersonOf': 'Details ({who})',
  'order.stepCard': 'Type of card and price',
  'order.stepSignature': 'Signature',
  'order.signatureLabel': 'Your signature',
  'order.missingPhoto': 'Still missing before you can order: a checked photo (step 1).',
  'order.missingSignature':
    'Still missing before you can order: your signature. Confirm it with the button below the field.',
  'order.missingBoth':
    'Still missing before you can order: a checked photo (step 1) and your signature. Confirm the signature with the button below the field.',
  'order.submitPaid': 'Order and pay',
  'order.submit': 'Order',
  'order.confirmTitle': 'Confirm your card order',
  'order.confirmText': 'You are ordering a <b>{product}</b> for this institution:',
  'order.confirmHint':
    'Is this not your institution? Then please go back. Check the access code and the product code.',
  'order.back': 'Back',
  'order.confirm': 'Confirm',
  'order.offlineTitle': 'No connection',
  'order.offlineText':
    'We cannot reach the server right now. Please check your internet connection. Then try again.',
  'order.unavailableTitle': 'Ordering is not possible',
  'order.unavailableCodes':
    'With access code <b>{tenant}</b> and product code <b>{product}</b> no card can be ordered at the moment.',
  'order.checkSpelling': 'Please check the spelling of both codes.',
  'order.unavailableHint':
    'If the codes are right, ordering may not have started yet or may have ended. Please ask your institution.',
  'order.retry': 'Try again',
  'order.reenterCodes': 'Enter the codes again',
  'order.notOrderable':
    'There is no card to order with these codes. Please check the access code and the product code.',
  'order.expired':
    'This card can no longer be ordered because its validity has ended. Please ask your institution.',
  'order.linkInvalid':
    'This personal order link is not valid or has expired. You can still order the card here. Please fill in the form yourself.',
  'order.linkUsed':
    'A card has already been ordered with this personal order link. You can order another card here. Please fill in the form yourself.',
  'order.linkPrefilled': 'Your details come from your previous card. Please check them before you order.',
  'order.linkPhotoOffered':
    'The photo of your previous card is already here. You can keep it or choose a new photo.',
  'order.linkPrefilledImport':
    'Your school or institution has already entered your details. Please check them and add what is missing.',
  'order.linkPhotoOfferedImport':
    'The photo your school or institution sent is already here. You can keep it or choose another photo.',
  'order.testCard': 'TEST CARD',
  'order.testBannerNote': '– only for trying out, not a valid card',
  'order.testTitle': 'Test order',
  'order.testText':
    'This is a <b>TEST CARD</b>. The order is only for trying out. No valid card will be issued.',
  'order.testRealCard':
    'Do you want a real card? Please ask your institution for the right access code and product code.',
  'order.testOrganisation':
    'Do you want to use Ausweisportal for your organisation? Then please send a <link>contact request</link>.',
  'order.testQuestion': 'Do you want to send the test order?',
  'order.no': 'No',
  'order.yes': 'Yes',
  'order.chooseCards': 'Please choose what you want to order (you can also choose both):',
  'order.online': 'Card on your smartphone',
  'order.onlineNote':
    'You use the smartphone card in the card app. You get the access code, product code and activation code by e-mail after your order.',
  'order.hardcopy': 'Plastic card',
  'order.hardcopyNote':
    'The plastic card is sent to your institution, not to you. It takes {from} to {to} days. Photo and data are deleted after sending.',
  'order.totalPrice': 'Total price',
  'order.preview': 'Preview',
  'order.previewLoading': 'Loading the preview',
  'order.previewHint': 'This is roughly how your card will look. The preview shows what you type at once.',
  'order.saved': 'Order saved',
  'order.confirmWith': 'Please confirm with {methods}.',
  'order.methodTest': 'the test payment',
  'order.thanks': 'Thank you for your order.',
  'order.errorTitle': 'Error',
  'order.cancelledShort': 'Cancelled',
  'order.paid': 'Paid',
  'order.confirmed': 'Your order is confirmed!',
  'order.thanksNumber':
    'Thank you for your order (no. {id}). You will get a confirmation with all next steps by e-mail.',
  'order.failed': 'Something went wrong with your payment.',
  'order.failedRetry': 'Your order is saved. Please try the payment again.',
  'order.cancelled': 'Your order was cancelled.',
  'order.cancelledRetry': 'You can start the payment again or start a new order.',
  'order.cancelledNew': 'You can start a new order.',
  'order.savedNumber': 'Order saved (no. {id})',
  'order.payToConfirm': 'Please confirm the order with your payment.',
  'order.toPay': 'To pay:',
  'order.noPayment':
    'No payment method is available for this order right now. Please try again later or contact our support team.',
  'order.newOrder': 'New order',
  'order.sibling': 'Order a card for another child',
  'order.siblingHint': 'Your e-mail address, address, type of card and payment method stay.',
  'order.siblingNotice':
    'Your e-mail address, address, type of card and payment method come from your last order. Please enter the child’s details and choose the child’s photo.',
  'order.lastPayment': 'As in your last order',
  'order.payPaypal': 'Pay with PayPal',
  'order.payStripe': 'Pay by card (Stripe)',
  'order.payTest': 'Test payment',
  'order.redirecting': 'Redirecting',
  'order.cardAppOpen': 'Open the card app',
  'order.cardAppHint':
    'The codes are already filled in. Open this page on the smartphone that should show the card.',
  'order.resultFailed': 'Please try the payment again on the order page.',
  'order.nothingCharged': 'You have not been charged.',
  'order.statusUnknown': 'Payment status unknown',
  'order.notStored':
    'This order is not saved in this browser. So we cannot check its payment status here or change it. Please open the order page in the browser you ordered in. We will confirm a paid order by e-mail.',
  'order.backToOrder': 'Back to the order',
  'order.toHome': 'To the home page',
  'order.cancelling': 'Cancelling the payment',
  'order.checking': 'Checking the payment',
  'order.noOrderId': 'This address has no valid order number.',
  'order.checkFailed':
    'We could not check the payment status of your order. Please try again. We will also confirm a paid order by e-mail.',
  'order.checkAgain': 'Check again',
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
};

export default en;
