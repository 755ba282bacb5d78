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
  // ── end cardInfo ──

  // ── cardApp: smartphone card app ──
  // ── end cardApp ──

  // ── verifier: /pruefen ──
  // ── end verifier ──

  // ── mail: mails to families ──
  'mail.greeting': 'Здравствуйте!',
  'mail.signature': 'С уважением,\nкоманда {app}',
  'mail.footer': 'Это письмо отправлено автоматически из {app}. Пожалуйста, не отвечайте на это письмо.',
  'mail.linkFallback': 'Если кнопка не работает, скопируйте эту ссылку в свой браузер:',
  'mail.linkOnlyYou':
    'Эта ссылка предназначена только для Вас. Она действует для одного заказа. Она работает до {date} включительно.',
  'mail.access.subject': 'Спасибо за Ваш заказ',
  'mail.access.thanks': 'Спасибо за Ваш заказ в {org}. Ваш заказ подтверждён.',
  'mail.access.orderNumber': 'Номер заказа: {id}',
  'mail.access.card': 'Удостоверение: {card}',
  'mail.access.for': 'Для: {name}',
  'mail.access.ordered': 'Заказано: {kind}',
  'mail.access.kindBoth': 'удостоверение в смартфоне и пластиковая карта',
  'mail.access.kindOnline': 'удостоверение в смартфоне',
  'mail.access.kindPlastic': 'пластиковая карта',
  'mail.access.paid': 'Оплачено: {sum}',
  'mail.access.toPay': 'К оплате: {sum}',
  'mail.access.toPayTenant': 'К оплате: {sum} (расходы несёт учреждение «{org}»)',
  'mail.access.test': 'Внимание: это ТЕСТОВОЕ удостоверение.',
  'mail.access.steps': 'Как получить удостоверение в смартфоне:',
  'mail.access.step1': '1. Заказать удостоверение с кодом – готово.',
  'mail.access.step2': '2. Получить доступ по электронной почте – это письмо.',
  'mail.access.step3': '3. Скачать приложение (ссылка ниже) и войти с этими данными:',
  'mail.access.tenantCode': 'Код доступа: {code}',
  'mail.access.productCode': 'Код продукта: {code}',
  'mail.access.activationCode': 'Код активации: {code}',
  'mail.access.plastic':
    'Ваша пластиковая карта будет напечатана. Через 10–12 дней её отправят в {org}, а не Вам. Вы получите карту там. Фото и данные для печати удаляются после отправки.',
  'mail.access.view': 'Посмотреть удостоверение',
  'mail.access.openApp': 'Открыть приложение удостоверения (коды уже введены)',
  'mail.access.app': 'Приложение удостоверения для Вашего смартфона:\n{url}',
  'mail.access.google':
    'Сохранить в Google Wallet (Android): Откройте приложение кнопкой «Открыть приложение удостоверения». Затем нажмите под удостоверением «Сохранить в Google Wallet».',
  'mail.access.apple':
    'Apple Wallet: Откройте приложение удостоверения на iPhone кнопкой выше. Затем нажмите «Добавить в Apple Wallet».',
  'mail.access.keep': 'Пожалуйста, сохраните это письмо. Коды и ссылка предназначены только для Вас.',
  'mail.renewal.subject': 'Срок действия Вашего удостоверения скоро истекает – продлите его сейчас',
  'mail.renewal.expires': '{card} для {name} в {org} действует только до {date}.',
  'mail.renewal.why':
    'Вы получили это письмо, потому что при заказе этого удостоверения был указан Ваш адрес электронной почты, а {org} предлагает продление. Мы напоминаем только один раз.',
  'mail.renewal.how':
    'По ссылке ниже Вы закажете новое удостоверение. Данные и фото прежнего удостоверения уже внесены. Вы можете всё проверить и изменить. Можно также выбрать новое фото.',
  'mail.renewal.button': 'Продлить удостоверение',
  'mail.renewal.otherwise':
    'Если Вы не продлеваете удостоверение, ничего делать не нужно. Данные и фото прежнего удостоверения будут удалены, когда срок его действия закончится {date}, как описано в нашей политике конфиденциальности ({url}).',
  'mail.photo.subject': 'Пожалуйста, загрузите новое фото для удостоверения',
  'mail.photo.checked':
    'Учреждение «{org}» проверило фото для удостоверения {name}. К сожалению, его нельзя использовать.',
  'mail.photo.reason': 'Причина: {why}',
  'mail.photo.note': 'Примечание от {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'Лицо плохо видно',
  'mail.photo.reasonNotCurrent': 'Фото не актуальное',
  'mail.photo.reasonWrongPerson': 'На фото не владелец или владелица удостоверения',
  'mail.photo.reasonBackground': 'Фон или кадр не подходят',
  'mail.photo.reasonOther': 'Другая причина',
  'mail.photo.upload':
    'Пожалуйста, загрузите новое фото по ссылке ниже. Не нужно заказывать заново и ничего платить. Все остальные данные остаются без изменений.',
  'mail.photo.button': 'Загрузить новое фото',
  'mail.photo.linkOnlyYou':
    'Эта ссылка предназначена только для Вас. Она действует для одного фото. Она работает до {date} включительно.',
  'mail.erased.subject': 'Ваши данные удалены – {org}',
  'mail.erased.done':
    'По Вашему запросу учреждение «{org}» удалило фото, подпись и все персональные данные удостоверения номер {id}. Удостоверение больше не действительно.',
  'mail.erased.kept':
    'Сохраняются только суммы заказа и оплаты, так как их нужно хранить для бухгалтерии – без имён.',
  // ── end mail ──
};

export default ru;
