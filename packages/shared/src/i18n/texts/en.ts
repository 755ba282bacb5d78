/** English texts: every key of de.ts (see there). */
import type { Texts } from './de';

const en: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Language',
  'common.languageMenu': 'Choose language',
  'common.legalBinding': 'The German text is binding.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – Go to the home page',
  'layout.mainNav': 'Main menu',
  'layout.start': 'Home',
  'layout.register': 'Contact request',
  'layout.login': 'Sign in',
  'layout.admin': 'Administration',
  'layout.openMenu': 'Open menu',
  'layout.logout': 'Sign out',
  'layout.help': 'Help',
  'layout.privacy': 'Privacy',
  'layout.faq': 'FAQ',
  'layout.contact': 'Contact',
  'layout.imprint': 'Legal notice',
  'layout.newTab': '{link} (opens in a new tab)',
  'layout.cookieRegion': 'Note on cookies',
  'layout.cookieText':
    'This website uses no cookies. Your browser only keeps data that the website needs to work.',
  'layout.cookieOk': 'OK',
  'layout.loading': 'Loading the page',
  'layout.errorTitle': 'Something went wrong',
  'layout.errorText':
    'The page could not be shown. Please load the page again. If the problem stays, please contact our support team.',
  'layout.errorReload': 'Load the page again',
  'layout.notFoundTitle': 'Page not found',
  'layout.notFoundText': 'This address does not exist:',
  'layout.notFoundHint': 'Please check the spelling. Or start on the home page.',
  'layout.toHome': 'Go to the home page',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'Your ID card – on your smartphone and as a card',
  'home.intro':
    'Order ID cards for students, teachers and clubs on the internet: green, fast and safe. You get the access code and the product code from your school or club.',
  'home.formTitle': 'Order an ID card',
  'home.formHint': 'Please enter the codes you got from your school or club.',
  'home.accessCode': 'Access code',
  'home.productCode': 'Product code',
  'home.submit': 'Create ID card',
  'home.promiseTitle': 'Why the Ausweisportal?',
  'home.greenTitle': 'Green',
  'home.greenText': 'The ID card on your smartphone saves plastic and printing.',
  'home.savesTitle': 'Saves time and money',
  'home.savesText': 'No photo appointments, no lists, no reprints.',
  'home.easyTitle': 'Fast and easy',
  'home.easyText': 'Upload a photo, enter your details, done.',
  'home.safeTitle': 'Safe',
  'home.safeText': 'Access only with a personal code. You get it by email.',
  'home.stepsTitle': 'Your ID card in three steps',
  'home.orderTitle': 'Order an ID card',
  'home.orderText': 'Open the order form with the access code and the product code. Then order the ID card.',
  'home.mailTitle': 'Access by email',
  'home.mailText': 'You get your sign-in details for the smartphone ID card by email.',
  'home.appTitle': 'Get the app and sign in',
  'home.appText': 'Download the ID card app. Sign in with your sign-in details.',
  'home.appLink': 'Go to the ID card app',
  'home.questions':
    'Any questions? Read our <faq>frequently asked questions</faq> or <link>contact</link> us.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'Show the German text',
  'legal.showTranslation': 'Show the translation',
  'legal.email': 'Email: {mail}',
  'legal.phone': 'Phone: {tel}',
  'legal.privacyTitle': 'Privacy policy',
  'legal.privacyIntro':
    'We care about protecting your data. Here you can read which data we use when you order and use an ID card, how long we keep it and who can see it.',
  'legal.controllerTitle': 'Who is responsible',
  'legal.dataTitle': 'Which data we use',
  'legal.dataText':
    'When you order an ID card, we record the details from the order form: last name, first name, date of birth, email address, the photo and, if needed, the signature. We also record other details your school or club needs for the ID card (for example the class or a member number). We use the data only to make, deliver and check the ID card.',
  'legal.keepTitle': 'How long we keep data',
  'legal.keepCard':
    'We delete the data of an ID card when the card is no longer valid. We delete photos and data for printed ID cards – photos of children too – after the printed cards have been sent.',
  'legal.keepLogs':
    'Our servers keep log data (for example the time of a visit and technical error messages) for about two weeks. Then it is deleted automatically.',
  'legal.keepAudit':
    'Your school or club must be able to show who looked at the data of an ID card. So we record who viewed, changed, exported or printed an ID card, and when – without the data itself. These log entries are deleted automatically after {days} days.',
  'legal.placeTitle': 'Where we keep data',
  'legal.placeText':
    'All data is kept by a hosting provider in data centres at two places. So the data stays available even if one place fails.',
  'legal.accessTitle': 'Access to the ID card',
  'legal.accessText':
    'You can only open the smartphone ID card with an access code. You get this code by email when you order. Without this code, nobody can open your ID card in the app. Your school or club sees the details it needs to check the ID card.',
  'legal.cookiesTitle': 'No cookies',
  'legal.cookiesText':
    'This website uses no cookies and no tools to count visitors. Data that is needed for the website to work (for example the sign-in of staff) is only kept in the storage of your browser.',
  'legal.rightsTitle': 'Your rights',
  'legal.rightsText':
    'You have the right to get information about your data, and to have it corrected, deleted or its use limited. You can also complain to a data protection authority. For this, write to us at {mail}.',
  'legal.imprintTitle': 'Legal notice',
  'legal.imprintInfo': 'Information according to § 5 DDG (German Digital Services Act)',
  'legal.imprintRepresented': 'Represented by the managing director {name}',
  'legal.imprintContact': 'Contact',
  'legal.imprintRegisterTitle': 'Company register and VAT',
  'legal.imprintVatId': 'VAT identification number: {id}',
  'legal.faqTitle': 'Frequently asked questions',
  'legal.faqDeliveryQuestion': 'When and where is the printed ID card delivered?',
  'legal.faqDeliveryAnswer':
    'A printed ID card takes {days} days. Printed ID cards are sent to your school or club, not to you at home. You get your ID card there. You open the smartphone ID card in the app. Use the sign-in details you get by email.',
  'legal.contactTitle': 'Contact',
  'legal.contactIntro':
    'Questions about an ordered ID card are usually answered by your school, club or company. If you have technical problems with the Ausweisportal or the app, we are happy to help.',
  'legal.contactSupport': 'Help desk',
  'legal.contactSupportHint':
    'Please name your school, club or company. If you have an order number, please add it.',
  'legal.contactTech': 'Technical contact',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'Contact request',
  'register.intro':
    'Do you want to offer ID cards for your school, club or company through the Ausweisportal? Send us your contact details. We will get back to you as soon as we can.',
  'register.onlyOrganisations':
    'We only take requests from organizations. Do you want to order an ID card? Then you get the access code and the product code from your school or club.',
  'register.person': 'Contact person',
  'register.salutation': 'Form of address',
  'register.choose': 'Please choose',
  'register.salutationFrau': 'Ms',
  'register.salutationHerr': 'Mr',
  'register.salutationDivers': 'Mx',
  'register.academicTitle': 'Title',
  'register.forename': 'First name',
  'register.familyname': 'Last name',
  'register.organisation': 'Organization',
  'register.tenantname': 'Name of the organization',
  'register.area': 'Field',
  'register.areaPlaceholder': 'e.g. school, club, company',
  'register.areaChoose': 'Choose a field',
  'register.areaSchool': 'School',
  'register.areaClub': 'Club',
  'register.areaCompany': 'Company',
  'register.areaAssociation': 'Association',
  'register.street': 'Street',
  'register.plz': 'Postcode',
  'register.city': 'Town',
  'register.phone': 'Phone',
  'register.email': 'Email',
  'register.website': 'Web address',
  'register.confirm':
    'I confirm that I am sending this request for an organization (school, club, company). I am not a private person and not a customer.',
  'register.submit': 'Send request',
  'register.thanks': 'Thank you. We are working on your registration.',
  'register.thanksText': 'We will contact you by email or phone.',
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  'form.email': 'Invalid e-mail address',
  'form.number': 'Please enter a number',
  'form.password': 'Please use at least {min} and at most {max} characters',
  'form.passwordMatch': 'The values do not match',
  'form.required': 'Please enter a value',
  'form.between': 'Please enter a value between 0 and 10',
  'form.minLen': 'Please enter at least {n} characters',
  'form.maxLen': 'Please enter at most {n} characters',
  'form.integer': 'Please enter a whole number',
  'form.float': 'Please enter a decimal number',
  'form.validDate': 'Please write the date as DD/MM/YYYY.',
  'form.validMonth': 'Please write the date as MM/YY.',
  'form.dateFormat': 'Please write the date as {pattern}.',
  'form.noSuchDate': 'This date does not exist.',
  'form.wrongType': 'Invalid value.',
  'form.dateAfter': 'Please enter a date after {date}',
  'form.dateBefore': 'Please enter a date before {date}',
  'form.emailDomain': 'The e-mail address must belong to the domain @{domain}',
  'form.domainInvalid': 'Please enter a valid domain, for example example.de',
  'form.controlChars': 'Please do not use control characters.',
  'form.text': 'Please enter a text',
  'form.list': 'Please enter a list',
  'form.option': 'Please choose one of the given values',
  'form.format': 'The value does not have the expected format.',
  'form.invalid': 'Please enter a valid value',
  'form.minNumber': 'Please enter a value of {n} or more',
  'form.maxNumber': 'Please enter a value of {n} or less',
  'form.minItems': 'Please enter at least {n} entries',
  'form.maxItems': 'Please enter at most {n} entries',
  'form.cardChoice': 'Please choose the smartphone card, the plastic card or both.',
  'form.birthdayFuture': 'The date of birth cannot be in the future.',
  'form.labelForname': 'First name',
  'form.labelFamilyname': 'Last name',
  'form.labelBirthday': 'Date of birth',
  'form.labelDepartment': 'Class/department',
  'form.labelExternalId': 'External ID',
  'form.labelEmail': 'E-mail',
  'form.labelCity': 'Town or city',
  'form.labelStreet': 'Street and house number',
  'form.labelDate1': 'Date 1',
  'form.labelDate2': 'Date 2',
  'form.labelMonth': 'Month/year',
  'form.emailHelp': 'We send the confirmation and the login details to this address.',
  'form.emailHelpDomain':
    'Only addresses @{domain}. We send the confirmation and the login details to this address.',
  'form.lockedHint': 'This value is given. You cannot change it here.',
  'form.dateHint': 'Write it as {pattern}',
  'form.letterDay': 'D',
  'form.letterMonth': 'M',
  'form.letterYear': 'Y',
  'form.consentTitle': 'Consent',
  'form.consentTitleParent': 'Consent of the parent or guardian',
  'form.consent202611Use':
    '{by, select, parent {I am a parent or guardian of the child for whom this card is ordered. I agree that {tenant} processes the photo and the details of my child from this form} other {I agree that {tenant} processes my photo and my details from this form}} (Ausweisportal does this on its behalf). This is to make the card, to show it in the card app, to have it checked at controls{plastic, select, yes {, to print and send the plastic card} other {}} and to handle the payment.',
  'form.consent202611DeleteOnline': 'The photo and the details are deleted when the card is no longer valid.',
  'form.consent202611DeletePrinted':
    'The photo and the details are deleted {days, plural, =1 {one day} other {# days}} after the card is printed.',
  'form.consent202611Revoke':
    'You can withdraw the consent at any time: with “Request deletion” in the card app or at {tenant}.',
  'form.consentMissing': 'Please confirm the consent.',
  'form.consentOutdated':
    'The text of the consent has changed. Please reload the page and confirm the consent again.',
  'form.consentParentNeeded':
    'The card holder is younger than 16: please confirm the consent as parent or guardian.',
  'form.photo': 'Photo',
  'form.passportPhoto': 'Passport photo',
  'form.photoHint':
    'The face must be easy to see: from the front, in good light, on a light background, no sunglasses.',
  'form.photoChoose': 'Choose photo',
  'form.photoChooseOther': 'Choose another photo',
  'form.photoTake': 'Take photo',
  'form.chooseNamed': 'Choose {name}',
  'form.photoCameraNamed': 'Take {name} with the camera',
  'form.photoPreview': '{name}: preview',
  'form.photoNone': '{name}: none chosen yet',
  'form.noPhotoYet': 'No photo yet',
  'form.photoChecking': 'Checking photo',
  'form.cropLoading': 'Loading the cropping tool …',
  'form.photoCropTitle': 'Crop photo',
  'form.photoCropIntro':
    'Move and zoom the photo until your face is clearly inside the frame. Empty areas are filled with white.',
  'form.photoMissing': 'Please choose a photo.',
  'form.photoNotImage': 'The file is not an image. Please choose a photo in JPEG, PNG, WebP or GIF format.',
  'form.photoTooSmall':
    'The photo is too small for a good print (at least {min} × {min} pixels). Please choose a photo with a higher resolution.',
  'form.photoFailed': 'The photo could not be checked. Please try again.',
  'form.photoNoFace':
    'No face can be seen clearly in the photo. Please choose a photo where your face is easy to see.',
  'form.photoManyFaces': 'There are several faces in the photo. Please choose a photo with only one person.',
  'form.photoUnavailable': 'The photo check is not available right now. Please try again later.',
  'form.photoBusy': 'The photo check is very busy right now. Please try again in one minute.',
  'form.imageBroken': 'The image is damaged or incomplete. Please choose another file.',
  'form.fileTooLarge': 'The file is too large (at most {mb} MB).',
  'form.imageTooManyPixels': 'The image is too large (at most {mp} megapixels). Please make it smaller.',
  'form.imageNotImage': 'The file is not an image. Please choose an image in JPEG, PNG, WebP or GIF format.',
  'form.imageNone': 'No image',
  'form.imageChoose': 'Choose image',
  'form.imageDiscard': 'Discard',
  'form.imageSize': '{label} {width} x {height} pixels',
  'form.imageCropTitle': 'Crop {label}',
  'form.imageCropNote': 'Result: {width} x {height} pixels. Empty areas are filled with white.',
  'form.imageCrop': 'Crop',
  'form.imageLoading': 'Loading image',
  'form.zoomOut': 'Zoom out',
  'form.zoomIn': 'Zoom in',
  'form.zoom': 'Zoom',
  'form.moveLeft': 'Move image to the left',
  'form.moveRight': 'Move image to the right',
  'form.moveUp': 'Move image up',
  'form.moveDown': 'Move image down',
  'form.cancel': 'Cancel',
  'form.accept': 'Use this',
  'form.signature': 'Signature',
  'form.yourSignature': 'Your signature',
  'form.signatureDone': 'Signature saved.',
  'form.signatureHint': 'Please sign in the box (finger, pen or mouse). Then choose “Use this”.',
  'form.signatureImage': 'Saved signature',
  'form.signatureCanvas': 'Signature box',
  'form.clear': 'Clear',
  'form.signatureDraw': 'Draw',
  'form.signatureType': 'Type name',
  'form.signatureWays': 'How do you want to sign?',
  'form.signatureTypedLabel': 'Your name as signature',
  'form.signatureTypedHint':
    'Type your name. It is set in handwriting as your signature. Then choose “Use this”.',
  'form.photoLinkTitle': 'Upload a new photo',
  'form.photoLinkChecking': 'Checking the link …',
  'form.photoLinkIntro':
    'Sorry, {tenant} could not use the photo for the card of {name}. Please upload a new photo here. You do not need to order again. You do not need to pay.',
  'form.photoLinkReason': 'Reason:',
  'form.photoLinkNote': 'Note:',
  'form.photoLinkNewPhoto': 'New passport photo',
  'form.photoLinkUpload': 'Upload photo',
  'form.photoLinkValidUntil': 'The link is for one photo. It works until {date} (including that day).',
  'form.photoLinkInvalid':
    'This link for a new photo is not valid or has expired. Please contact your school or institution.',
  'form.photoLinkUsed':
    'A new photo was already uploaded with this link. It is being checked now. We will send you an e-mail if anything is still missing.',
  'form.photoLinkUploaded': 'Thank you! Your new photo has arrived. It is being checked now.',
  'form.rejectNotRecognisable': 'Face not easy to see',
  'form.rejectNotCurrent': 'Photo not recent',
  'form.rejectWrongPerson': 'The photo does not show the card holder',
  'form.rejectBackground': 'Background or framing not suitable',
  'form.rejectOther': 'Other reason',
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
