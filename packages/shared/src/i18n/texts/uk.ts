/** Українська texts: every key of de.ts (see there). */
import type { Texts } from './de';

const uk: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Мова',
  'common.languageMenu': 'Виберіть мову',
  'common.legalBinding': 'Обов’язковим є текст німецькою мовою.',
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
  'mail.greeting': 'Добрий день!',
  'mail.signature': 'З повагою\nКоманда {app}',
  'mail.footer': 'Цей лист надіслано автоматично з {app}. Будь ласка, не відповідайте на цей лист.',
  'mail.linkFallback': 'Якщо кнопка не працює, скопіюйте це посилання у свій браузер:',
  'mail.linkOnlyYou':
    'Це посилання призначене лише для Вас. Воно дійсне для одного замовлення. Воно працює до {date} включно.',
  'mail.access.subject': 'Дякуємо за Ваше замовлення',
  'mail.access.thanks': 'Дякуємо за Ваше замовлення в {org}. Ваше замовлення підтверджено.',
  'mail.access.orderNumber': 'Номер замовлення: {id}',
  'mail.access.card': 'Посвідчення: {card}',
  'mail.access.for': 'Для: {name}',
  'mail.access.ordered': 'Замовлено: {kind}',
  'mail.access.kindBoth': 'посвідчення у смартфоні та пластикова картка',
  'mail.access.kindOnline': 'посвідчення у смартфоні',
  'mail.access.kindPlastic': 'пластикова картка',
  'mail.access.paid': 'Сплачено: {sum}',
  'mail.access.toPay': 'До сплати: {sum}',
  'mail.access.toPayTenant': 'До сплати: {sum} (витрати покриває заклад «{org}»)',
  'mail.access.test': 'Увага: це ТЕСТОВЕ посвідчення.',
  'mail.access.steps': 'Як отримати посвідчення у смартфоні:',
  'mail.access.step1': '1. Замовити посвідчення з кодом – виконано.',
  'mail.access.step2': '2. Отримати доступ електронною поштою – це цей лист.',
  'mail.access.step3': '3. Завантажити застосунок (посилання нижче) і увійти з цими даними:',
  'mail.access.tenantCode': 'Код доступу: {code}',
  'mail.access.productCode': 'Код продукту: {code}',
  'mail.access.activationCode': 'Код активації: {code}',
  'mail.access.plastic':
    'Вашу пластикову картку буде надруковано. За 10–12 днів її надішлють до {org}, а не Вам. Ви отримаєте картку там. Фото та дані для друку видаляються після відправлення.',
  'mail.access.view': 'Переглянути посвідчення',
  'mail.access.openApp': 'Відкрити застосунок посвідчення (коди вже введено)',
  'mail.access.app': 'Застосунок посвідчення для Вашого смартфона:\n{url}',
  'mail.access.google':
    'Зберегти в Google Wallet (Android): Відкрийте застосунок кнопкою «Відкрити застосунок посвідчення». Потім натисніть під посвідченням «Зберегти в Google Wallet».',
  'mail.access.apple':
    'Apple Wallet: Відкрийте застосунок посвідчення на iPhone кнопкою вище. Потім натисніть «Додати в Apple Wallet».',
  'mail.access.keep': 'Будь ласка, збережіть цей лист. Коди та посилання призначені лише для Вас.',
  'mail.renewal.subject': 'Термін дії Вашого посвідчення скоро закінчується – подовжте його зараз',
  'mail.renewal.expires': '{card} для {name} в {org} дійсне лише до {date}.',
  'mail.renewal.why':
    'Ви отримали цей лист, бо під час замовлення цього посвідчення було вказано Вашу адресу електронної пошти, а {org} пропонує подовження. Ми нагадуємо лише цей один раз.',
  'mail.renewal.how':
    'За посиланням нижче Ви замовите нове посвідчення. Дані та фото попереднього посвідчення вже внесено. Ви можете все перевірити та змінити. Можна також вибрати нове фото.',
  'mail.renewal.button': 'Подовжити посвідчення',
  'mail.renewal.otherwise':
    'Якщо Ви не подовжуєте посвідчення, нічого робити не потрібно. Дані та фото попереднього посвідчення буде видалено, коли його термін дії закінчиться {date}, як описано в нашій політиці конфіденційності ({url}).',
  'mail.photo.subject': 'Будь ласка, завантажте нове фото для посвідчення',
  'mail.photo.checked':
    'Заклад «{org}» перевірив фото для посвідчення {name}. На жаль, його не можна використати.',
  'mail.photo.reason': 'Причина: {why}',
  'mail.photo.note': 'Примітка від {org}: {note}',
  'mail.photo.reasonNotRecognisable': 'Обличчя погано видно',
  'mail.photo.reasonNotCurrent': 'Фото не актуальне',
  'mail.photo.reasonWrongPerson': 'На фото не власник або власниця посвідчення',
  'mail.photo.reasonBackground': 'Фон або кадр не підходять',
  'mail.photo.reasonOther': 'Інша причина',
  'mail.photo.upload':
    'Будь ласка, завантажте нове фото за посиланням нижче. Не потрібно замовляти знову і нічого платити. Усі інші дані залишаються без змін.',
  'mail.photo.button': 'Завантажити нове фото',
  'mail.photo.linkOnlyYou':
    'Це посилання призначене лише для Вас. Воно дійсне для одного фото. Воно працює до {date} включно.',
  'mail.erased.subject': 'Ваші дані видалено – {org}',
  'mail.erased.done':
    'На Ваш запит заклад «{org}» видалив фото, підпис і всі персональні дані посвідчення номер {id}. Посвідчення більше не дійсне.',
  'mail.erased.kept':
    'Зберігаються лише суми замовлення та оплати, бо їх потрібно зберігати для бухгалтерії – без імен.',
  // ── end mail ──
};

export default uk;
