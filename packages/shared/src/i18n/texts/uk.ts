/** Українська texts: every key of de.ts (see there). */
import type { Texts } from './de';

const uk: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Мова',
  'common.languageMenu': 'Виберіть мову',
  'common.legalBinding': 'Обов’язковим є текст німецькою мовою.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – На головну сторінку',
  'layout.mainNav': 'Головне меню',
  'layout.start': 'Головна',
  'layout.register': 'Запит на контакт',
  'layout.login': 'Вхід',
  'layout.admin': 'Адміністрування',
  'layout.openMenu': 'Відкрити меню',
  'layout.logout': 'Вийти',
  'layout.help': 'Допомога',
  'layout.privacy': 'Захист даних',
  'layout.faq': 'Питання',
  'layout.contact': 'Контакти',
  'layout.imprint': 'Вихідні дані',
  'layout.newTab': '{link} (відкривається в новій вкладці)',
  'layout.cookieRegion': 'Про файли cookie',
  'layout.cookieText':
    'Цей сайт не використовує файли cookie. У браузері зберігаються лише дані, потрібні для роботи сайту.',
  'layout.cookieOk': 'Зрозуміло',
  'layout.loading': 'Сторінка завантажується',
  'layout.errorTitle': 'Сталася помилка',
  'layout.errorText':
    'Сторінку не вдалося показати. Будь ласка, завантажте сторінку ще раз. Якщо проблема залишається, зверніться до служби підтримки.',
  'layout.errorReload': 'Завантажити сторінку ще раз',
  'layout.notFoundTitle': 'Сторінку не знайдено',
  'layout.notFoundText': 'Такої адреси не існує:',
  'layout.notFoundHint': 'Будь ласка, перевірте написання. Або почніть з головної сторінки.',
  'layout.toHome': 'На головну сторінку',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'Ваше посвідчення – у смартфоні та як картка',
  'home.intro':
    'Замовляйте посвідчення для учнів, учителів і клубів онлайн: екологічно, швидко і безпечно. Код доступу і код продукту Ви отримаєте від своєї школи чи організації.',
  'home.formTitle': 'Замовити посвідчення',
  'home.formHint': 'Будь ласка, введіть коди, які Ви отримали від своєї школи чи організації.',
  'home.accessCode': 'Код доступу',
  'home.productCode': 'Код продукту',
  'home.submit': 'Створити посвідчення',
  'home.promiseTitle': 'Чому Ausweisportal?',
  'home.greenTitle': 'Екологічно',
  'home.greenText': 'Посвідчення у смартфоні економить пластик і друк.',
  'home.savesTitle': 'Економить час і гроші',
  'home.savesText': 'Без фотосесій, без списків, без повторного друку.',
  'home.easyTitle': 'Швидко і просто',
  'home.easyText': 'Завантажте фото, введіть дані – і готово.',
  'home.safeTitle': 'Безпечно',
  'home.safeText': 'Доступ лише з особистим кодом. Ви отримаєте його електронною поштою.',
  'home.stepsTitle': 'Посвідчення за три кроки',
  'home.orderTitle': 'Замовити посвідчення',
  'home.orderText': 'Відкрийте форму замовлення з кодом доступу і кодом продукту. Потім замовте посвідчення.',
  'home.mailTitle': 'Доступ електронною поштою',
  'home.mailText': 'Дані для входу в посвідчення на смартфоні Ви отримаєте електронною поштою.',
  'home.appTitle': 'Завантажте застосунок і увійдіть',
  'home.appText': 'Завантажте застосунок посвідчення. Увійдіть із даними для входу.',
  'home.appLink': 'До застосунку посвідчення',
  'home.questions':
    'Маєте запитання? Прочитайте <faq>часті запитання</faq> або <link>зв’яжіться</link> з нами.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'Показати німецький текст',
  'legal.showTranslation': 'Показати переклад',
  'legal.email': 'Ел. пошта: {mail}',
  'legal.phone': 'Телефон: {tel}',
  'legal.privacyTitle': 'Політика конфіденційності',
  'legal.privacyIntro':
    'Захист Ваших даних важливий для нас. Тут Ви дізнаєтеся, які дані ми обробляємо, коли Ви замовляєте та використовуєте посвідчення, як довго ми їх зберігаємо і хто має до них доступ.',
  'legal.controllerTitle': 'Відповідальна особа',
  'legal.dataTitle': 'Які дані ми обробляємо',
  'legal.dataText':
    'Для замовлення посвідчення ми записуємо дані з форми замовлення: прізвище, ім’я, дату народження, адресу електронної пошти, фото і, якщо потрібно, підпис. Також ми записуємо інші дані, потрібні Вашій школі чи організації для посвідчення (наприклад, клас або номер члена). Ми використовуємо дані лише для виготовлення, доставки та перевірки посвідчення.',
  'legal.keepTitle': 'Строк зберігання',
  'legal.keepCard':
    'Дані посвідчення ми видаляємо, коли закінчується строк його дії. Фото і дані для друкованих посвідчень – також фото дітей – ми видаляємо після відправлення друкованих карток.',
  'legal.keepLogs':
    'Журнали наших серверів (наприклад, час відвідування і технічні повідомлення про помилки) зберігаються приблизно два тижні. Потім вони видаляються автоматично.',
  'legal.keepAudit':
    'Ваша школа чи організація має могти показати, хто мав доступ до даних посвідчення. Тому ми записуємо, хто і коли переглянув, змінив, експортував або надрукував посвідчення – без самих даних. Ці записи видаляються автоматично через {days, plural, one {# день} few {# дні} many {# днів} other {# дня}}.',
  'legal.placeTitle': 'Місце зберігання',
  'legal.placeText':
    'Усі дані зберігаються у хостинг-провайдера в дата-центрах у двох місцях. Так дані залишаються доступними, навіть якщо одне місце вийде з ладу.',
  'legal.accessTitle': 'Доступ до посвідчення',
  'legal.accessText':
    'Відкрити посвідчення на смартфоні можна лише з кодом доступу. Цей код Ви отримаєте електронною поштою під час замовлення. Без цього коду ніхто не зможе відкрити Ваше посвідчення в застосунку. Ваша школа чи організація бачить дані, потрібні для перевірки посвідчення.',
  'legal.cookiesTitle': 'Файли cookie',
  'legal.cookiesText':
    'Цей сайт не використовує файли cookie та інструменти для підрахунку відвідувачів. Дані, потрібні для роботи сайту (наприклад, вхід працівників), зберігаються лише в пам’яті Вашого браузера.',
  'legal.rightsTitle': 'Ваші права',
  'legal.rightsText':
    'Ви маєте право отримати інформацію про свої дані, виправити їх, видалити або обмежити їх обробку. Також Ви маєте право подати скаргу до наглядового органу із захисту даних. Для цього напишіть нам на {mail}.',
  'legal.imprintTitle': 'Вихідні дані',
  'legal.imprintInfo': 'Дані згідно з § 5 DDG (Закон Німеччини про цифрові послуги)',
  'legal.imprintRepresented': 'Представлена генеральною директоркою {name}',
  'legal.imprintContact': 'Контакти',
  'legal.imprintRegisterTitle': 'Реєстр і податок на додану вартість',
  'legal.imprintVatId': 'Номер платника ПДВ: {id}',
  'legal.faqTitle': 'Часті запитання',
  'legal.faqDeliveryQuestion': 'Коли і куди доставляють друковане посвідчення?',
  'legal.faqDeliveryAnswer':
    'Виготовлення друкованого посвідчення триває {days} днів. Друковані посвідчення надсилаються до Вашої школи чи організації, а не Вам особисто. Там Ви отримаєте своє посвідчення. Посвідчення на смартфоні Ви відкриваєте в застосунку з даними для входу, які отримаєте електронною поштою.',
  'legal.contactTitle': 'Контакти',
  'legal.contactIntro':
    'На запитання про замовлене посвідчення зазвичай відповідає Ваша школа, клуб або компанія. Якщо у Вас технічні проблеми з Ausweisportal або застосунком, ми охоче допоможемо.',
  'legal.contactSupport': 'Підтримка',
  'legal.contactSupportHint':
    'Будь ласка, назвіть свою школу чи організацію. Якщо маєте номер замовлення, додайте його.',
  'legal.contactTech': 'Технічний контакт',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'Запит на контакт',
  'register.intro':
    'Хочете пропонувати посвідчення для своєї школи, клубу чи компанії через Ausweisportal? Надішліть нам свої контактні дані. Ми зв’яжемося з Вами якнайшвидше.',
  'register.onlyOrganisations':
    'Ми приймаємо запити лише від організацій. Хочете замовити посвідчення? Код доступу і код продукту Ви отримаєте від своєї школи чи організації.',
  'register.person': 'Контактна особа',
  'register.salutation': 'Звертання',
  'register.choose': 'Будь ласка, оберіть',
  'register.salutationFrau': 'Пані',
  'register.salutationHerr': 'Пан',
  'register.salutationDivers': 'Інше',
  'register.academicTitle': 'Науковий ступінь',
  'register.forename': 'Ім’я',
  'register.familyname': 'Прізвище',
  'register.organisation': 'Організація',
  'register.tenantname': 'Назва організації',
  'register.area': 'Сфера',
  'register.areaPlaceholder': 'напр. школа, клуб, компанія',
  'register.areaChoose': 'Оберіть сферу',
  'register.areaSchool': 'Школа',
  'register.areaClub': 'Клуб',
  'register.areaCompany': 'Компанія',
  'register.areaAssociation': 'Спілка',
  'register.street': 'Вулиця',
  'register.plz': 'Поштовий індекс',
  'register.city': 'Місто',
  'register.phone': 'Телефон',
  'register.email': 'Ел. пошта',
  'register.website': 'Вебсайт',
  'register.confirm':
    'Я підтверджую, що надсилаю цей запит від імені організації (школи, клубу, компанії). Я не приватна особа і не клієнт.',
  'register.submit': 'Надіслати запит',
  'register.thanks': 'Дякуємо. Ми опрацьовуємо Вашу реєстрацію.',
  'register.thanksText': 'Ми зв’яжемося з Вами електронною поштою або телефоном.',
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  'form.email': 'Недійсна адреса електронної пошти',
  'form.number': 'Будь ласка, введіть число',
  'form.password': 'Кількість символів: від {min} до {max}',
  'form.passwordMatch': 'Значення не збігаються',
  'form.required': 'Будь ласка, введіть значення',
  'form.between': 'Будь ласка, введіть значення від 0 до 10',
  'form.minLen': 'Мінімальна кількість символів: {n}',
  'form.maxLen': 'Максимальна кількість символів: {n}',
  'form.integer': 'Будь ласка, введіть ціле число',
  'form.float': 'Будь ласка, введіть десяткове число',
  'form.validDate': 'Будь ласка, напишіть дату у форматі ДД.ММ.РРРР.',
  'form.validMonth': 'Будь ласка, напишіть дату у форматі ММ/РР.',
  'form.dateFormat': 'Будь ласка, напишіть дату у форматі {pattern}.',
  'form.noSuchDate': 'Такої дати не існує.',
  'form.wrongType': 'Недійсне значення.',
  'form.dateAfter': 'Будь ласка, введіть дату після {date}',
  'form.dateBefore': 'Будь ласка, введіть дату до {date}',
  'form.emailDomain': 'Адреса електронної пошти має належати до домену @{domain}',
  'form.domainInvalid': 'Будь ласка, введіть дійсний домен, наприклад example.de',
  'form.controlChars': 'Будь ласка, не використовуйте керівні символи.',
  'form.text': 'Будь ласка, введіть текст',
  'form.list': 'Будь ласка, введіть список',
  'form.option': 'Будь ласка, виберіть одне із запропонованих значень',
  'form.format': 'Значення не має очікуваного формату.',
  'form.invalid': 'Будь ласка, введіть дійсне значення',
  'form.minNumber': 'Будь ласка, введіть значення від {n}',
  'form.maxNumber': 'Будь ласка, введіть значення до {n}',
  'form.minItems': 'Мінімальна кількість записів: {n}',
  'form.maxItems': 'Максимальна кількість записів: {n}',
  'form.cardChoice': 'Будь ласка, виберіть картку в смартфоні, пластикову картку або обидві.',
  'form.birthdayFuture': 'Дата народження не може бути в майбутньому.',
  'form.labelForname': 'Ім’я',
  'form.labelFamilyname': 'Прізвище',
  'form.labelBirthday': 'Дата народження',
  'form.labelDepartment': 'Клас/відділ',
  'form.labelExternalId': 'Зовнішній номер',
  'form.labelEmail': 'Електронна пошта',
  'form.labelCity': 'Місце проживання',
  'form.labelStreet': 'Вулиця і номер будинку',
  'form.labelDate1': 'Дата 1',
  'form.labelDate2': 'Дата 2',
  'form.labelMonth': 'Місяць/рік',
  'form.emailHelp': 'На цю адресу ми надішлемо підтвердження і дані для входу.',
  'form.emailHelpDomain': 'Лише адреси @{domain}. На цю адресу ми надішлемо підтвердження і дані для входу.',
  'form.lockedHint': 'Це значення задано заздалегідь. Тут його не можна змінити.',
  'form.dateHint': 'Формат: {pattern}',
  'form.letterDay': 'Д',
  'form.letterMonth': 'М',
  'form.letterYear': 'Р',
  'form.consentTitle': 'Згода',
  'form.consentTitleParent': 'Згода батьків або опікунів',
  'form.consent202611Use':
    '{by, select, parent {Я є одним із батьків або опікуном дитини, для якої замовляється ця картка. Я погоджуюся, що {tenant} обробляє фото і дані моєї дитини з цієї форми} other {Я погоджуюся, що {tenant} обробляє моє фото і мої дані з цієї форми}} (за її дорученням це робить Ausweisportal). Мета: виготовити картку, показувати її в застосунку картки, перевіряти її під час контролю{plastic, select, yes {, надрукувати і надіслати пластикову картку} other {}} та провести оплату.',
  'form.consent202611DeleteOnline': 'Фото і дані видаляються, коли закінчується строк дії картки.',
  'form.consent202611DeletePrinted':
    'Фото і дані видаляються через {days, plural, =1 {один день} one {# день} few {# дні} other {# днів}} після друку картки.',
  'form.consent202611Revoke':
    'Ви можете будь-коли відкликати згоду: кнопкою «Подати запит на видалення» в застосунку картки або в {tenant}.',
  'form.consentMissing': 'Будь ласка, підтвердьте згоду.',
  'form.consentOutdated': 'Текст згоди змінився. Будь ласка, оновіть сторінку і підтвердьте згоду ще раз.',
  'form.consentParentNeeded':
    'Власникові картки менше 16 років. Будь ласка, підтвердьте згоду як один із батьків або опікун.',
  'form.photo': 'Фото',
  'form.passportPhoto': 'Фото на документ',
  'form.photoHint':
    'Обличчя має бути добре видно: спереду, при доброму освітленні, на світлому тлі, без сонцезахисних окулярів.',
  'form.photoChoose': 'Вибрати фото',
  'form.photoChooseOther': 'Вибрати інше фото',
  'form.photoTake': 'Зробити фото',
  'form.chooseNamed': 'Вибрати: {name}',
  'form.photoCameraNamed': 'Зняти камерою: {name}',
  'form.photoPreview': '{name}: попередній перегляд',
  'form.photoNone': '{name}: ще не вибрано',
  'form.noPhotoYet': 'Ще немає фото',
  'form.photoChecking': 'Фото перевіряється',
  'form.cropLoading': 'Завантажується обрізання …',
  'form.photoCropTitle': 'Обрізати фото',
  'form.photoCropIntro':
    'Посуньте і збільште фото, щоб ваше обличчя було добре видно в рамці. Порожні місця заповнюються білим.',
  'form.photoMissing': 'Будь ласка, виберіть фото.',
  'form.photoNotImage': 'Файл не є зображенням. Будь ласка, виберіть фото у форматі JPEG, PNG, WebP або GIF.',
  'form.photoTooSmall':
    'Фото замале для якісного друку (щонайменше {min} × {min} пікселів). Будь ласка, виберіть фото з вищою роздільністю.',
  'form.photoFailed': 'Не вдалося перевірити фото. Будь ласка, спробуйте ще раз.',
  'form.photoNoFace':
    'На фото не видно чітко обличчя. Будь ласка, виберіть фото, на якому ваше обличчя добре видно.',
  'form.photoManyFaces': 'На фото кілька облич. Будь ласка, виберіть фото, на якому лише одна людина.',
  'form.photoUnavailable': 'Перевірка фото зараз недоступна. Будь ласка, спробуйте пізніше.',
  'form.photoBusy': 'Перевірка фото зараз перевантажена. Будь ласка, спробуйте через хвилину.',
  'form.imageBroken': 'Зображення пошкоджене або неповне. Будь ласка, виберіть інший файл.',
  'form.fileTooLarge': 'Файл завеликий (щонайбільше {mb} MB).',
  'form.imageTooManyPixels': 'Зображення завелике (щонайбільше {mp} мегапікселів). Будь ласка, зменште його.',
  'form.imageNotImage':
    'Файл не є зображенням. Будь ласка, виберіть зображення у форматі JPEG, PNG, WebP або GIF.',
  'form.imageNone': 'Немає зображення',
  'form.imageChoose': 'Вибрати зображення',
  'form.imageDiscard': 'Скасувати вибір',
  'form.imageSize': '{label} {width} x {height} пікселів',
  'form.imageCropTitle': 'Обрізати: {label}',
  'form.imageCropNote': 'Результат: {width} x {height} пікселів. Порожні місця заповнюються білим.',
  'form.imageCrop': 'Обрізати',
  'form.imageLoading': 'Зображення завантажується',
  'form.zoomOut': 'Зменшити',
  'form.zoomIn': 'Збільшити',
  'form.zoom': 'Масштаб',
  'form.moveLeft': 'Посунути зображення ліворуч',
  'form.moveRight': 'Посунути зображення праворуч',
  'form.moveUp': 'Посунути зображення вгору',
  'form.moveDown': 'Посунути зображення вниз',
  'form.cancel': 'Скасувати',
  'form.accept': 'Прийняти',
  'form.signature': 'Підпис',
  'form.yourSignature': 'Ваш підпис',
  'form.signatureDone': 'Підпис прийнято.',
  'form.signatureHint':
    'Будь ласка, розпишіться в полі (пальцем, стилусом або мишею). Потім натисніть «Прийняти».',
  'form.signatureImage': 'Прийнятий підпис',
  'form.signatureCanvas': 'Поле для підпису',
  'form.clear': 'Стерти',
  'form.signatureDraw': 'Намалювати',
  'form.signatureType': 'Ввести ім’я',
  'form.signatureWays': 'Як ви хочете підписати?',
  'form.signatureTypedLabel': 'Ваше ім’я як підпис',
  'form.signatureTypedHint':
    'Введіть своє ім’я. Воно буде написане рукописним шрифтом як підпис. Потім натисніть «Прийняти».',
  'form.photoLinkTitle': 'Завантажити нове фото',
  'form.photoLinkChecking': 'Посилання перевіряється …',
  'form.photoLinkIntro':
    'На жаль, {tenant} не може використати фото для картки {name}. Будь ласка, завантажте тут нове фото. Нове замовлення не потрібне. Платити не потрібно.',
  'form.photoLinkReason': 'Причина:',
  'form.photoLinkNote': 'Примітка:',
  'form.photoLinkNewPhoto': 'Нове фото на документ',
  'form.photoLinkUpload': 'Завантажити фото',
  'form.photoLinkValidUntil': 'Посилання діє для одного фото. Воно працює до {date} включно.',
  'form.photoLinkInvalid':
    'Посилання для завантаження нового фото недійсне або застаріле. Будь ласка, зверніться до своєї школи або установи.',
  'form.photoLinkUsed':
    'За цим посиланням уже завантажено нове фото. Зараз його перевіряють. Якщо чогось бракуватиме, ми надішлемо вам електронний лист.',
  'form.photoLinkUploaded': 'Дякуємо! Ваше нове фото надійшло. Зараз його перевіряють.',
  'form.rejectNotRecognisable': 'Обличчя погано видно',
  'form.rejectNotCurrent': 'Фото не актуальне',
  'form.rejectWrongPerson': 'На фото не власник картки',
  'form.rejectBackground': 'Тло або кадр не підходять',
  'form.rejectOther': 'Інша причина',
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

export default uk;
