/** Русский texts: every key of de.ts (see there). */
import type { Texts } from './de';

const ru: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Язык',
  'common.languageMenu': 'Выберите язык',
  'common.legalBinding': 'Юридически обязательным является текст на немецком языке.',
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
  'form.email': 'Недействительный адрес электронной почты',
  'form.number': 'Пожалуйста, введите число',
  'form.password': 'Количество символов: от {min} до {max}',
  'form.passwordMatch': 'Значения не совпадают',
  'form.required': 'Пожалуйста, введите значение',
  'form.between': 'Пожалуйста, введите значение от 0 до 10',
  'form.minLen': 'Минимальное количество символов: {n}',
  'form.maxLen': 'Максимальное количество символов: {n}',
  'form.integer': 'Пожалуйста, введите целое число',
  'form.float': 'Пожалуйста, введите десятичное число',
  'form.validDate': 'Пожалуйста, напишите дату в формате ДД.ММ.ГГГГ.',
  'form.validMonth': 'Пожалуйста, напишите дату в формате ММ/ГГ.',
  'form.dateFormat': 'Пожалуйста, напишите дату в формате {pattern}.',
  'form.noSuchDate': 'Такой даты не существует.',
  'form.wrongType': 'Недействительное значение.',
  'form.dateAfter': 'Пожалуйста, введите дату после {date}',
  'form.dateBefore': 'Пожалуйста, введите дату до {date}',
  'form.emailDomain': 'Адрес электронной почты должен относиться к домену @{domain}',
  'form.domainInvalid': 'Пожалуйста, введите действительный домен, например example.de',
  'form.controlChars': 'Пожалуйста, не используйте управляющие символы.',
  'form.text': 'Пожалуйста, введите текст',
  'form.list': 'Пожалуйста, введите список',
  'form.option': 'Пожалуйста, выберите одно из предложенных значений',
  'form.format': 'Значение не в ожидаемом формате.',
  'form.invalid': 'Пожалуйста, введите действительное значение',
  'form.minNumber': 'Пожалуйста, введите значение от {n}',
  'form.maxNumber': 'Пожалуйста, введите значение до {n}',
  'form.minItems': 'Минимальное количество записей: {n}',
  'form.maxItems': 'Максимальное количество записей: {n}',
  'form.cardChoice': 'Пожалуйста, выберите карту в смартфоне, пластиковую карту или обе.',
  'form.birthdayFuture': 'Дата рождения не может быть в будущем.',
  'form.labelForname': 'Имя',
  'form.labelFamilyname': 'Фамилия',
  'form.labelBirthday': 'Дата рождения',
  'form.labelDepartment': 'Класс/отдел',
  'form.labelExternalId': 'Внешний номер',
  'form.labelEmail': 'Электронная почта',
  'form.labelCity': 'Место жительства',
  'form.labelStreet': 'Улица и номер дома',
  'form.labelDate1': 'Дата 1',
  'form.labelDate2': 'Дата 2',
  'form.labelMonth': 'Месяц/год',
  'form.emailHelp': 'На этот адрес мы отправим подтверждение и данные для входа.',
  'form.emailHelpDomain':
    'Только адреса @{domain}. На этот адрес мы отправим подтверждение и данные для входа.',
  'form.lockedHint': 'Это значение задано заранее. Здесь его нельзя изменить.',
  'form.dateHint': 'Формат: {pattern}',
  'form.letterDay': 'Д',
  'form.letterMonth': 'М',
  'form.letterYear': 'Г',
  'form.consentTitle': 'Согласие',
  'form.consentTitleParent': 'Согласие родителей или опекунов',
  'form.consent202611Use':
    '{by, select, parent {Я являюсь родителем или опекуном ребёнка, для которого заказывается эта карта. Я согласен(-на), что {tenant} обрабатывает фото и данные моего ребёнка из этой формы} other {Я согласен(-на), что {tenant} обрабатывает моё фото и мои данные из этой формы}} (по её поручению это делает Ausweisportal). Цель: изготовить карту, показывать её в приложении карты, проверять её при контроле{plastic, select, yes {, напечатать и отправить пластиковую карту} other {}} и провести оплату.',
  'form.consent202611DeleteOnline': 'Фото и данные удаляются, когда заканчивается срок действия карты.',
  'form.consent202611DeletePrinted':
    'Фото и данные удаляются через {days, plural, =1 {один день} one {# день} few {# дня} other {# дней}} после печати карты.',
  'form.consent202611Revoke':
    'Вы можете в любое время отозвать согласие: кнопкой «Запросить удаление» в приложении карты или в {tenant}.',
  'form.consentMissing': 'Пожалуйста, подтвердите согласие.',
  'form.consentOutdated':
    'Текст согласия изменился. Пожалуйста, обновите страницу и подтвердите согласие ещё раз.',
  'form.consentParentNeeded':
    'Владельцу карты меньше 16 лет. Пожалуйста, подтвердите согласие как родитель или опекун.',
  'form.photo': 'Фото',
  'form.passportPhoto': 'Фото на документ',
  'form.photoHint':
    'Лицо должно быть хорошо видно: спереди, при хорошем освещении, на светлом фоне, без солнцезащитных очков.',
  'form.photoChoose': 'Выбрать фото',
  'form.photoChooseOther': 'Выбрать другое фото',
  'form.photoTake': 'Сделать фото',
  'form.chooseNamed': 'Выбрать: {name}',
  'form.photoCameraNamed': 'Снять камерой: {name}',
  'form.photoPreview': '{name}: предпросмотр',
  'form.photoNone': '{name}: ещё не выбрано',
  'form.noPhotoYet': 'Фото ещё нет',
  'form.photoChecking': 'Фото проверяется',
  'form.cropLoading': 'Загружается обрезка …',
  'form.photoCropTitle': 'Обрезать фото',
  'form.photoCropIntro':
    'Сдвиньте и увеличьте фото, чтобы ваше лицо было хорошо видно в рамке. Пустые места заполняются белым.',
  'form.photoMissing': 'Пожалуйста, выберите фото.',
  'form.photoNotImage':
    'Файл не является изображением. Пожалуйста, выберите фото в формате JPEG, PNG, WebP или GIF.',
  'form.photoTooSmall':
    'Фото слишком маленькое для хорошей печати (не менее {min} × {min} пикселей). Пожалуйста, выберите фото с более высоким разрешением.',
  'form.photoFailed': 'Не удалось проверить фото. Пожалуйста, попробуйте ещё раз.',
  'form.photoNoFace':
    'На фото не видно чётко лица. Пожалуйста, выберите фото, на котором ваше лицо хорошо видно.',
  'form.photoManyFaces': 'На фото несколько лиц. Пожалуйста, выберите фото, на котором только один человек.',
  'form.photoUnavailable': 'Проверка фото сейчас недоступна. Пожалуйста, попробуйте позже.',
  'form.photoBusy': 'Проверка фото сейчас перегружена. Пожалуйста, попробуйте через минуту.',
  'form.imageBroken': 'Изображение повреждено или неполное. Пожалуйста, выберите другой файл.',
  'form.fileTooLarge': 'Файл слишком большой (не более {mb} MB).',
  'form.imageTooManyPixels':
    'Изображение слишком большое (не более {mp} мегапикселей). Пожалуйста, уменьшите его.',
  'form.imageNotImage':
    'Файл не является изображением. Пожалуйста, выберите изображение в формате JPEG, PNG, WebP или GIF.',
  'form.imageNone': 'Нет изображения',
  'form.imageChoose': 'Выбрать изображение',
  'form.imageDiscard': 'Отменить выбор',
  'form.imageSize': '{label} {width} x {height} пикселей',
  'form.imageCropTitle': 'Обрезать: {label}',
  'form.imageCropNote': 'Результат: {width} x {height} пикселей. Пустые места заполняются белым.',
  'form.imageCrop': 'Обрезать',
  'form.imageLoading': 'Изображение загружается',
  'form.zoomOut': 'Уменьшить',
  'form.zoomIn': 'Увеличить',
  'form.zoom': 'Масштаб',
  'form.moveLeft': 'Сдвинуть изображение влево',
  'form.moveRight': 'Сдвинуть изображение вправо',
  'form.moveUp': 'Сдвинуть изображение вверх',
  'form.moveDown': 'Сдвинуть изображение вниз',
  'form.cancel': 'Отмена',
  'form.accept': 'Принять',
  'form.signature': 'Подпись',
  'form.yourSignature': 'Ваша подпись',
  'form.signatureDone': 'Подпись принята.',
  'form.signatureHint':
    'Пожалуйста, распишитесь в поле (пальцем, стилусом или мышью). Затем нажмите «Принять».',
  'form.signatureImage': 'Принятая подпись',
  'form.signatureCanvas': 'Поле для подписи',
  'form.clear': 'Стереть',
  'form.signatureDraw': 'Нарисовать',
  'form.signatureType': 'Ввести имя',
  'form.signatureWays': 'Как вы хотите подписать?',
  'form.signatureTypedLabel': 'Ваше имя как подпись',
  'form.signatureTypedHint':
    'Введите своё имя. Оно будет написано рукописным шрифтом как подпись. Затем нажмите «Принять».',
  'form.photoLinkTitle': 'Загрузить новое фото',
  'form.photoLinkChecking': 'Ссылка проверяется …',
  'form.photoLinkIntro':
    'К сожалению, {tenant} не может использовать фото для карты {name}. Пожалуйста, загрузите здесь новое фото. Новый заказ не нужен. Платить не нужно.',
  'form.photoLinkReason': 'Причина:',
  'form.photoLinkNote': 'Примечание:',
  'form.photoLinkNewPhoto': 'Новое фото на документ',
  'form.photoLinkUpload': 'Загрузить фото',
  'form.photoLinkValidUntil': 'Ссылка действует для одного фото. Она работает до {date} включительно.',
  'form.photoLinkInvalid':
    'Ссылка для загрузки нового фото недействительна или устарела. Пожалуйста, обратитесь в свою школу или учреждение.',
  'form.photoLinkUsed':
    'По этой ссылке уже загружено новое фото. Сейчас его проверяют. Если чего-то не хватит, мы отправим вам письмо.',
  'form.photoLinkUploaded': 'Спасибо! Ваше новое фото получено. Сейчас его проверяют.',
  'form.rejectNotRecognisable': 'Лицо плохо видно',
  'form.rejectNotCurrent': 'Фото не актуальное',
  'form.rejectWrongPerson': 'На фото не владелец карты',
  'form.rejectBackground': 'Фон или кадр не подходят',
  'form.rejectOther': 'Другая причина',
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

export default ru;
