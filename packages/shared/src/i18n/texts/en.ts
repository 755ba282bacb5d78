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
  'cardInfo.title': 'Card info',
  'cardInfo.testChip': 'TEST CARD',
  'cardInfo.notFoundTitle': 'Card not found',
  'cardInfo.notFoundText':
    'There is no card for this link. Please check that the link is complete. For example, copy it from the e-mail instead of typing it.',
  'cardInfo.home': 'To the home page',
  'cardInfo.retry': 'Try again',
  'cardInfo.loadFailed': 'The card data could not be loaded.',
  'cardInfo.loading': 'Loading the card',
  'cardInfo.cardImage': 'Card of {name}',
  'cardInfo.noImage': 'There is no picture for this card.',
  'cardInfo.internalId': 'Internal ID',
  'cardInfo.familyname': 'Last name',
  'cardInfo.forname': 'First name',
  'cardInfo.birthday': 'Date of birth',
  'cardInfo.isTest': 'Test card',
  'cardInfo.deleted': 'Deleted',
  'cardInfo.validFrom': 'Valid from',
  'cardInfo.validTo': 'Valid until',
  'cardInfo.validated': 'Confirmed',
  'cardInfo.validatedBy': 'Confirmed by',
  'cardInfo.validatedAt': 'Confirmed on',
  'cardInfo.createdAt': 'Created on',
  'cardInfo.yes': 'Yes',
  'cardInfo.no': 'No',
  'cardInfo.verdict.valid': 'Valid',
  'cardInfo.verdict.test': 'Test card – not a valid card',
  'cardInfo.verdict.invalid': 'Not valid: {why}',
  'cardInfo.verdict.short.unknown': 'no longer exists',
  'cardInfo.verdict.short.deleted': 'deleted',
  'cardInfo.verdict.short.erased': 'data deleted',
  'cardInfo.verdict.short.archived': 'archived',
  'cardInfo.verdict.short.reissued': 'old code',
  'cardInfo.verdict.short.expired': 'expired',
  'cardInfo.verdict.short.not_yet_valid': 'not valid yet',
  'cardInfo.verdict.short.not_paid': 'not paid',
  'cardInfo.verdict.short.not_validated': 'not confirmed',
  'cardInfo.verdict.short.test': 'test card',
  'cardInfo.verdict.text.unknown': 'The card no longer exists in the Ausweisportal.',
  'cardInfo.verdict.text.deleted': 'The card was deleted.',
  'cardInfo.verdict.text.erased': 'The card’s data was deleted on request.',
  'cardInfo.verdict.text.archived': 'The card is archived.',
  'cardInfo.verdict.text.reissued':
    'The card’s data has changed since. This code is out of date. Please ask to see the current card.',
  'cardInfo.verdict.text.expired': 'The card has expired.',
  'cardInfo.verdict.text.not_yet_valid': 'The card is not valid yet.',
  'cardInfo.verdict.text.not_paid': 'The card is not paid.',
  'cardInfo.verdict.text.not_validated': 'The school or institution has not confirmed the card yet.',
  'cardInfo.verdict.text.test': 'This is a test card. It is not a valid card.',
  'cardInfo.verdict.refused.format': 'not a card code',
  'cardInfo.verdict.refused.unknown_key': 'unknown key',
  'cardInfo.verdict.refused.signature': 'signature not valid',
  'cardInfo.verdict.refused.screen_outdated': 'old code from a screen',
  'cardInfo.verdict.refused.revoked': 'blocked',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Card app',
  'cardApp.loginHint': 'You find the codes in the e-mail with your access data.',
  'cardApp.tenantCode': 'Access code',
  'cardApp.productCode': 'Product code',
  'cardApp.onlineCode': 'Activation code',
  'cardApp.required': 'Please enter a value',
  'cardApp.login': 'Sign in',
  'cardApp.checking': 'Checking …',
  'cardApp.noConnection': 'No connection. Please check your internet connection and try again.',
  'cardApp.checkFailed': 'The check did not work. Please try again later.',
  'cardApp.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'cardApp.wrongCodes':
    'There is no smartphone card for these codes. Please check the codes from your e-mail.',
  'cardApp.deleted': 'This card was deleted.',
  'cardApp.expired': 'This card has expired.',
  'cardApp.unpaid': 'This card is not paid yet.',
  'cardApp.cardData': 'Card data',
  'cardApp.born': 'Born on {date}',
  'cardApp.validTo': 'Valid until {date}',
  'cardApp.qrImage': 'QR code to check the card',
  'cardApp.qrCaption': 'QR code to check that the card is real',
  'cardApp.offline': 'No connection – last checked on {when}',
  'cardApp.lastChecked': 'Last checked: {when}',
  'cardApp.logoutConfirm': 'Really sign out? The card will be removed from this device.',
  'cardApp.cancel': 'Cancel',
  'cardApp.logout': 'Sign out',
  'cardApp.refresh': 'Update',
  'cardApp.live': 'Live display',
  'cardApp.liveCode': 'Live code',
  'cardApp.liveCodeLater': 'Live code after the next check with internet',
  'cardApp.failed': 'That did not work. Please try again later.',
  'cardApp.myData': 'My data',
  'cardApp.myDataHint': 'Everything we have stored about this card, as a PDF to read and as a JSON file.',
  'cardApp.downloadPdf': 'Download as PDF',
  'cardApp.downloadJson': 'Download as JSON',
  'cardApp.requestErasure': 'Ask for deletion',
  'cardApp.erasureConfirmTitle': 'Ask for the data to be deleted?',
  'cardApp.erasureConfirm':
    'The school or institution will then delete the photo, the signature and all personal data of this card within one month. The card will then no longer be valid. You will get an e-mail when the data is deleted.',
  'cardApp.erasureRequested':
    'We have received your request. The school or institution will delete the data by {due} at the latest.',
  'cardApp.renew': 'Renew card',
  'cardApp.renewHint':
    'Your card will expire soon. Order the new one now. Your details are already filled in.',
  'cardApp.renewFailed': 'The order link could not be made. Please try again later.',
  'cardApp.renewOpensOn': 'You can renew from {date}',
  'cardApp.renewOpensOnHint': 'Then you can order the new card here. Your details are already filled in.',
  'cardApp.renewOrdered': 'A new card has been ordered.',
  'cardApp.renewOrderedHint': 'You will get the access data for the new card by e-mail.',
  'cardApp.appleWallet': 'Add to Apple Wallet',
  'cardApp.appleWalletHint': 'The card is saved in Apple Wallet and kept up to date there.',
  'cardApp.googleWallet': 'Save to Google Wallet',
  'cardApp.googleWalletFailed': 'The card could not be prepared for Google Wallet. Please try again later.',
  'cardApp.googleWalletNotOffered': 'There is no Google Wallet pass for this card.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default en;
