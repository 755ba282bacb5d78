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
  // ── end form ──

  // ── cardInfo: card info page ──
  'cardInfo.title': 'Информация о карте',
  'cardInfo.testChip': 'ТЕСТОВАЯ КАРТА',
  'cardInfo.notFoundTitle': 'Карта не найдена',
  'cardInfo.notFoundText':
    'Для этой ссылки нет карты. Пожалуйста, проверьте, что ссылка полная. Например, скопируйте её из электронного письма, а не вводите вручную.',
  'cardInfo.home': 'На главную страницу',
  'cardInfo.retry': 'Попробовать снова',
  'cardInfo.loadFailed': 'Не удалось загрузить данные карты.',
  'cardInfo.loading': 'Карта загружается',
  'cardInfo.cardImage': 'Карта: {name}',
  'cardInfo.noImage': 'Для этой карты нет изображения.',
  'cardInfo.internalId': 'Внутренний номер',
  'cardInfo.familyname': 'Фамилия',
  'cardInfo.forname': 'Имя',
  'cardInfo.birthday': 'Дата рождения',
  'cardInfo.isTest': 'Тестовая карта',
  'cardInfo.deleted': 'Удалена',
  'cardInfo.validFrom': 'Действительна с',
  'cardInfo.validTo': 'Действительна до',
  'cardInfo.validated': 'Подтверждена',
  'cardInfo.validatedBy': 'Кем подтверждена',
  'cardInfo.validatedAt': 'Дата подтверждения',
  'cardInfo.createdAt': 'Дата создания',
  'cardInfo.yes': 'Да',
  'cardInfo.no': 'Нет',
  'cardInfo.verdict.valid': 'Действительна',
  'cardInfo.verdict.test': 'Тестовая карта – не действительная карта',
  'cardInfo.verdict.invalid': 'Недействительна: {why}',
  'cardInfo.verdict.short.unknown': 'больше не существует',
  'cardInfo.verdict.short.deleted': 'удалена',
  'cardInfo.verdict.short.erased': 'данные удалены',
  'cardInfo.verdict.short.archived': 'в архиве',
  'cardInfo.verdict.short.reissued': 'устаревший код',
  'cardInfo.verdict.short.expired': 'срок действия истёк',
  'cardInfo.verdict.short.not_yet_valid': 'ещё не действительна',
  'cardInfo.verdict.short.not_paid': 'не оплачена',
  'cardInfo.verdict.short.not_validated': 'не подтверждена',
  'cardInfo.verdict.short.test': 'тестовая карта',
  'cardInfo.verdict.text.unknown': 'Карты больше нет в Ausweisportal.',
  'cardInfo.verdict.text.deleted': 'Карта удалена.',
  'cardInfo.verdict.text.erased': 'Данные карты удалены по запросу.',
  'cardInfo.verdict.text.archived': 'Карта в архиве.',
  'cardInfo.verdict.text.reissued':
    'Данные карты с тех пор изменились. Этот код устарел. Пожалуйста, попросите показать актуальную карту.',
  'cardInfo.verdict.text.expired': 'Срок действия карты истёк.',
  'cardInfo.verdict.text.not_yet_valid': 'Карта ещё не действительна.',
  'cardInfo.verdict.text.not_paid': 'Карта не оплачена.',
  'cardInfo.verdict.text.not_validated': 'Школа или учреждение ещё не подтвердили карту.',
  'cardInfo.verdict.text.test': 'Это тестовая карта. Она не действительна.',
  'cardInfo.verdict.refused.format': 'не код карты',
  'cardInfo.verdict.refused.unknown_key': 'неизвестный ключ',
  'cardInfo.verdict.refused.signature': 'подпись недействительна',
  'cardInfo.verdict.refused.screen_outdated': 'устаревший код с экрана',
  'cardInfo.verdict.refused.revoked': 'заблокирована',
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  'cardApp.title': 'Приложение карты',
  'cardApp.loginHint': 'Коды есть в электронном письме с Вашими данными для входа.',
  'cardApp.tenantCode': 'Код доступа',
  'cardApp.productCode': 'Код продукта',
  'cardApp.onlineCode': 'Код активации',
  'cardApp.required': 'Пожалуйста, введите значение',
  'cardApp.login': 'Войти',
  'cardApp.checking': 'Проверка …',
  'cardApp.noConnection': 'Нет соединения. Пожалуйста, проверьте подключение к интернету и попробуйте снова.',
  'cardApp.checkFailed': 'Проверка не удалась. Пожалуйста, попробуйте позже.',
  'cardApp.tooManyRequests': 'Слишком много запросов. Пожалуйста, подождите немного и попробуйте снова.',
  'cardApp.wrongCodes':
    'Для этих кодов нет карты для смартфона. Пожалуйста, проверьте коды из Вашего электронного письма.',
  'cardApp.deleted': 'Эта карта удалена.',
  'cardApp.expired': 'Срок действия этой карты истёк.',
  'cardApp.unpaid': 'Эта карта ещё не оплачена.',
  'cardApp.cardData': 'Данные карты',
  'cardApp.born': 'Дата рождения: {date}',
  'cardApp.validTo': 'Действительна до {date}',
  'cardApp.qrImage': 'QR-код для проверки карты',
  'cardApp.qrCaption': 'QR-код для проверки подлинности',
  'cardApp.offline': 'Нет соединения – последняя проверка {when}',
  'cardApp.lastChecked': 'Последняя проверка: {when}',
  'cardApp.logoutConfirm': 'Действительно выйти? Карта будет удалена с этого устройства.',
  'cardApp.cancel': 'Отмена',
  'cardApp.logout': 'Выйти',
  'cardApp.refresh': 'Обновить',
  'cardApp.live': 'Живой показ',
  'cardApp.liveCode': 'Живой код',
  'cardApp.liveCodeLater': 'Живой код появится после следующей проверки с интернетом',
  'cardApp.failed': 'Не получилось. Пожалуйста, попробуйте позже.',
  'cardApp.myData': 'Мои данные',
  'cardApp.myDataHint': 'Всё, что мы сохранили об этой карте: в виде PDF для чтения и в виде файла JSON.',
  'cardApp.downloadPdf': 'Скачать как PDF',
  'cardApp.downloadJson': 'Скачать как JSON',
  'cardApp.requestErasure': 'Запросить удаление',
  'cardApp.erasureConfirmTitle': 'Запросить удаление данных?',
  'cardApp.erasureConfirm':
    'Школа или учреждение в течение одного месяца удалит фото, подпись и все личные данные этой карты. После этого карта станет недействительной. Когда данные будут удалены, Вы получите электронное письмо.',
  'cardApp.erasureRequested': 'Ваш запрос получен. Школа или учреждение удалит данные не позднее {due}.',
  'cardApp.renew': 'Продлить карту',
  'cardApp.renewHint':
    'Срок действия Вашей карты скоро истекает. Закажите новую сейчас. Ваши данные уже внесены.',
  'cardApp.renewFailed': 'Не удалось создать ссылку для заказа. Пожалуйста, попробуйте позже.',
  'cardApp.renewOpensOn': 'Продление возможно с {date}',
  'cardApp.renewOpensOnHint': 'Тогда здесь можно будет заказать новую карту. Ваши данные уже внесены.',
  'cardApp.renewOrdered': 'Новая карта заказана.',
  'cardApp.renewOrderedHint': 'Данные для входа к новой карте Вы получите по электронной почте.',
  'cardApp.appleWallet': 'Добавить в Apple Wallet',
  'cardApp.appleWalletHint': 'Карта сохраняется в Apple Wallet и там остаётся актуальной.',
  'cardApp.googleWallet': 'Сохранить в Google Wallet',
  'cardApp.googleWalletFailed':
    'Не удалось подготовить карту для Google Wallet. Пожалуйста, попробуйте позже.',
  'cardApp.googleWalletNotOffered': 'Для этой карты нет пропуска Google Wallet.',
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  // ── end mail ──
};

export default ru;
