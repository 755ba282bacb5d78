/** العربية texts: every key of de.ts (see there). */
import type { Texts } from './de';

const ar: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'اللغة',
  'common.languageMenu': 'اختر اللغة',
  'common.legalBinding': 'النص الألماني هو النص المُلزِم.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – إلى الصفحة الرئيسية',
  'layout.mainNav': 'القائمة الرئيسية',
  'layout.start': 'الرئيسية',
  'layout.register': 'طلب تواصل',
  'layout.login': 'تسجيل الدخول',
  'layout.admin': 'الإدارة',
  'layout.openMenu': 'فتح القائمة',
  'layout.logout': 'تسجيل الخروج',
  'layout.help': 'مساعدة',
  'layout.privacy': 'حماية البيانات',
  'layout.faq': 'الأسئلة الشائعة',
  'layout.contact': 'اتصل بنا',
  'layout.imprint': 'بيانات الناشر',
  'layout.newTab': '{link} (يُفتح في علامة تبويب جديدة)',
  'layout.cookieRegion': 'ملاحظة حول ملفات تعريف الارتباط',
  'layout.cookieText':
    'لا يستخدم هذا الموقع ملفات تعريف الارتباط. يحفظ متصفحك فقط البيانات الضرورية لعمل الموقع.',
  'layout.cookieOk': 'فهمت',
  'layout.loading': 'جارٍ تحميل الصفحة',
  'layout.errorTitle': 'حدث خطأ',
  'layout.errorText':
    'تعذّر عرض الصفحة. يُرجى إعادة تحميل الصفحة. إذا استمرت المشكلة، يُرجى التواصل مع فريق الدعم.',
  'layout.errorReload': 'إعادة تحميل الصفحة',
  'layout.notFoundTitle': 'الصفحة غير موجودة',
  'layout.notFoundText': 'هذا العنوان غير موجود:',
  'layout.notFoundHint': 'يُرجى التحقق من الكتابة. أو ابدأ من الصفحة الرئيسية.',
  'layout.toHome': 'إلى الصفحة الرئيسية',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'بطاقتك التعريفية – على الهاتف الذكي وبطاقةً مطبوعة',
  'home.intro':
    'اطلب بطاقات الطلاب والمعلمين والأندية عبر الإنترنت: صديقة للبيئة وسريعة وآمنة. تحصل على رمز الدخول ورمز المنتج من مدرستك أو مؤسستك.',
  'home.formTitle': 'اطلب بطاقة',
  'home.formHint': 'يُرجى إدخال الرمزين اللذين حصلت عليهما من مدرستك أو مؤسستك.',
  'home.accessCode': 'رمز الدخول',
  'home.productCode': 'رمز المنتج',
  'home.submit': 'إنشاء البطاقة',
  'home.promiseTitle': 'لماذا Ausweisportal؟',
  'home.greenTitle': 'صديقة للبيئة',
  'home.greenText': 'البطاقة على الهاتف الذكي توفّر البلاستيك والطباعة.',
  'home.savesTitle': 'توفّر الوقت والمال',
  'home.savesText': 'لا مواعيد تصوير، ولا قوائم، ولا إعادة طباعة.',
  'home.easyTitle': 'سريعة وسهلة',
  'home.easyText': 'ارفع صورة، أدخل البيانات، وانتهى الأمر.',
  'home.safeTitle': 'آمنة',
  'home.safeText': 'الدخول فقط برمز شخصي. تحصل عليه بالبريد الإلكتروني.',
  'home.stepsTitle': 'بطاقتك في ثلاث خطوات',
  'home.orderTitle': 'اطلب بطاقة',
  'home.orderText': 'افتح نموذج الطلب برمز الدخول ورمز المنتج. ثم اطلب البطاقة.',
  'home.mailTitle': 'الدخول عبر البريد الإلكتروني',
  'home.mailText': 'تصلك بيانات الدخول إلى بطاقة الهاتف الذكي بالبريد الإلكتروني.',
  'home.appTitle': 'حمّل التطبيق وسجّل الدخول',
  'home.appText': 'حمّل تطبيق البطاقة. سجّل الدخول ببيانات الدخول.',
  'home.appLink': 'إلى تطبيق البطاقة',
  'home.questions': 'هل لديك أسئلة؟ اقرأ <faq>الأسئلة الشائعة</faq> أو <link>تواصل</link> معنا.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'عرض النص الألماني',
  'legal.showTranslation': 'عرض الترجمة',
  'legal.email': 'البريد الإلكتروني: {mail}',
  'legal.phone': 'الهاتف: {tel}',
  'legal.privacyTitle': 'سياسة الخصوصية',
  'legal.privacyIntro':
    'حماية بياناتك مهمة لنا. هنا تعرف أي بيانات نعالجها عند طلب البطاقة واستخدامها، وكم من الوقت نحفظها، ومن يمكنه الاطلاع عليها.',
  'legal.controllerTitle': 'الجهة المسؤولة',
  'legal.dataTitle': 'البيانات التي نعالجها',
  'legal.dataText':
    'عند طلب بطاقة نسجّل البيانات من نموذج الطلب: اسم العائلة، الاسم الأول، تاريخ الميلاد، البريد الإلكتروني، الصورة، والتوقيع عند الحاجة. ونسجّل أيضًا بيانات أخرى تحتاجها مدرستك أو مؤسستك للبطاقة (مثل الصف أو رقم العضوية). نستخدم البيانات فقط لإنتاج البطاقة وتسليمها والتحقق منها.',
  'legal.keepTitle': 'مدة الحفظ',
  'legal.keepCard':
    'نحذف بيانات البطاقة عندما تنتهي صلاحيتها. ونحذف الصور والبيانات الخاصة بالبطاقات المطبوعة – ومنها صور الأطفال – بعد إرسال البطاقات المطبوعة.',
  'legal.keepLogs':
    'تُحفظ بيانات السجل في خوادمنا (مثل وقت الزيارة ورسائل الأخطاء التقنية) نحو أسبوعين. ثم تُحذف تلقائيًا.',
  'legal.keepAudit':
    'يجب أن تتمكن مدرستك أو مؤسستك من إثبات من اطّلع على بيانات البطاقة. لذلك نسجّل من عرض البطاقة أو غيّرها أو صدّرها أو طبعها ومتى – دون البيانات نفسها. تُحذف هذه السجلات تلقائيًا بعد {days, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  'legal.placeTitle': 'مكان الحفظ',
  'legal.placeText':
    'تُحفظ جميع البيانات لدى مزوّد استضافة في مراكز بيانات في موقعين. هكذا تبقى البيانات متاحة بأمان حتى إذا تعطّل أحد الموقعين.',
  'legal.accessTitle': 'الوصول إلى البطاقة',
  'legal.accessText':
    'لا يمكن فتح بطاقة الهاتف الذكي إلا برمز دخول. تحصل على هذا الرمز بالبريد الإلكتروني عند الطلب. بدون هذا الرمز لا يستطيع أحد فتح بطاقتك في التطبيق. ترى مدرستك أو مؤسستك البيانات التي تحتاجها للتحقق من البطاقة.',
  'legal.cookiesTitle': 'ملفات تعريف الارتباط',
  'legal.cookiesText':
    'لا يستخدم هذا الموقع ملفات تعريف الارتباط ولا أدوات لقياس عدد الزوار. البيانات الضرورية لعمل الموقع (مثل تسجيل دخول الموظفين) تُحفظ فقط في ذاكرة متصفحك.',
  'legal.rightsTitle': 'حقوقك',
  'legal.rightsText':
    'لك الحق في معرفة بياناتك وتصحيحها وحذفها وتقييد معالجتها. ولك أيضًا الحق في تقديم شكوى إلى هيئة رقابية لحماية البيانات. لذلك اكتب إلينا على {mail}.',
  'legal.imprintTitle': 'بيانات الناشر',
  'legal.imprintInfo': 'بيانات وفق المادة 5 من قانون الخدمات الرقمية الألماني (DDG)',
  'legal.imprintRepresented': 'تمثّلها المديرة العامة {name}',
  'legal.imprintContact': 'التواصل',
  'legal.imprintRegisterTitle': 'السجل التجاري وضريبة القيمة المضافة',
  'legal.imprintVatId': 'رقم التعريف الضريبي: {id}',
  'legal.faqTitle': 'الأسئلة الشائعة',
  'legal.faqDeliveryQuestion': 'متى وإلى أين تُسلَّم البطاقة المطبوعة؟',
  'legal.faqDeliveryAnswer':
    'يستغرق تجهيز البطاقة المطبوعة {days} يومًا. تُرسل البطاقات المطبوعة إلى مدرستك أو مؤسستك، وليس إليك شخصيًا. هناك تستلم بطاقتك. تفتح بطاقة الهاتف الذكي في التطبيق ببيانات الدخول التي تصلك بالبريد الإلكتروني.',
  'legal.contactTitle': 'اتصل بنا',
  'legal.contactIntro':
    'تجيب عادةً مدرستك أو ناديك أو شركتك عن الأسئلة حول بطاقة تم طلبها. إذا واجهت مشكلات تقنية في Ausweisportal أو في التطبيق، يسعدنا مساعدتك.',
  'legal.contactSupport': 'الدعم',
  'legal.contactSupportHint': 'يُرجى ذكر مدرستك أو مؤسستك. وإذا كان لديك رقم طلب، فاذكره أيضًا.',
  'legal.contactTech': 'التواصل التقني',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'طلب تواصل',
  'register.intro':
    'هل تريد تقديم بطاقات لمدرستك أو ناديك أو شركتك عبر Ausweisportal؟ أرسل إلينا بيانات التواصل. سنتواصل معك في أقرب وقت.',
  'register.onlyOrganisations':
    'نقبل الطلبات من المؤسسات فقط. هل تريد طلب بطاقة؟ تحصل على رمز الدخول ورمز المنتج من مدرستك أو مؤسستك.',
  'register.person': 'الشخص المسؤول عن التواصل',
  'register.salutation': 'صيغة المخاطبة',
  'register.choose': 'يُرجى الاختيار',
  'register.salutationFrau': 'السيدة',
  'register.salutationHerr': 'السيد',
  'register.salutationDivers': 'أخرى',
  'register.academicTitle': 'اللقب',
  'register.forename': 'الاسم الأول',
  'register.familyname': 'اسم العائلة',
  'register.organisation': 'المؤسسة',
  'register.tenantname': 'اسم المؤسسة',
  'register.area': 'المجال',
  'register.areaPlaceholder': 'مثلًا: مدرسة، نادٍ، شركة',
  'register.areaChoose': 'اختر المجال',
  'register.areaSchool': 'مدرسة',
  'register.areaClub': 'نادٍ',
  'register.areaCompany': 'شركة',
  'register.areaAssociation': 'اتحاد',
  'register.street': 'الشارع',
  'register.plz': 'الرمز البريدي',
  'register.city': 'المدينة',
  'register.phone': 'الهاتف',
  'register.email': 'البريد الإلكتروني',
  'register.website': 'الموقع الإلكتروني',
  'register.confirm': 'أؤكد أنني أرسل هذا الطلب باسم مؤسسة (مدرسة، نادٍ، شركة). لست شخصًا عاديًا ولا عميلًا.',
  'register.submit': 'إرسال الطلب',
  'register.thanks': 'شكرًا لك. نحن نعالج تسجيلك.',
  'register.thanksText': 'سنتواصل معك بالبريد الإلكتروني أو الهاتف.',
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  'form.email': 'عنوان البريد الإلكتروني غير صالح',
  'form.number': 'يرجى إدخال رقم',
  'form.password': 'يرجى استخدام عدد من الأحرف بين {min} و{max}',
  'form.passwordMatch': 'القيمتان غير متطابقتين',
  'form.required': 'يرجى إدخال قيمة',
  'form.between': 'يرجى إدخال قيمة بين 0 و10',
  'form.minLen': 'الحد الأدنى لعدد الأحرف: {n}',
  'form.maxLen': 'الحد الأقصى لعدد الأحرف: {n}',
  'form.integer': 'يرجى إدخال عدد صحيح',
  'form.float': 'يرجى إدخال عدد عشري',
  'form.validDate': 'يرجى كتابة التاريخ بالشكل DD/MM/YYYY.',
  'form.validMonth': 'يرجى كتابة التاريخ بالشكل MM/YY.',
  'form.dateFormat': 'يرجى كتابة التاريخ بالشكل {pattern}.',
  'form.noSuchDate': 'هذا التاريخ غير موجود.',
  'form.wrongType': 'قيمة غير صالحة.',
  'form.dateAfter': 'يرجى إدخال تاريخ بعد {date}',
  'form.dateBefore': 'يرجى إدخال تاريخ قبل {date}',
  'form.emailDomain': 'يجب أن يكون عنوان البريد الإلكتروني من النطاق @{domain}',
  'form.domainInvalid': 'يرجى إدخال نطاق صالح، مثلًا example.de',
  'form.controlChars': 'يرجى عدم استخدام أحرف التحكم.',
  'form.text': 'يرجى إدخال نص',
  'form.list': 'يرجى إدخال قائمة',
  'form.option': 'يرجى اختيار إحدى القيم المعروضة',
  'form.format': 'القيمة ليست بالشكل المتوقع.',
  'form.invalid': 'يرجى إدخال قيمة صالحة',
  'form.minNumber': 'يرجى إدخال قيمة لا تقل عن {n}',
  'form.maxNumber': 'يرجى إدخال قيمة لا تزيد عن {n}',
  'form.minItems': 'الحد الأدنى لعدد الإدخالات: {n}',
  'form.maxItems': 'الحد الأقصى لعدد الإدخالات: {n}',
  'form.cardChoice': 'يرجى اختيار بطاقة الهاتف الذكي أو البطاقة البلاستيكية أو كلتيهما.',
  'form.birthdayFuture': 'لا يمكن أن يكون تاريخ الميلاد في المستقبل.',
  'form.labelForname': 'الاسم الأول',
  'form.labelFamilyname': 'اسم العائلة',
  'form.labelBirthday': 'تاريخ الميلاد',
  'form.labelDepartment': 'الصف/القسم',
  'form.labelExternalId': 'الرقم الخارجي',
  'form.labelEmail': 'البريد الإلكتروني',
  'form.labelCity': 'مكان السكن',
  'form.labelStreet': 'الشارع ورقم المنزل',
  'form.labelDate1': 'التاريخ 1',
  'form.labelDate2': 'التاريخ 2',
  'form.labelMonth': 'الشهر/السنة',
  'form.emailHelp': 'نرسل التأكيد وبيانات الدخول إلى هذا العنوان.',
  'form.emailHelpDomain': 'العناوين @{domain} فقط. نرسل التأكيد وبيانات الدخول إلى هذا العنوان.',
  'form.lockedHint': 'هذه المعلومة محددة مسبقًا. لا يمكن تغييرها هنا.',
  'form.dateHint': 'اكتب التاريخ هكذا: {pattern}',
  'form.letterDay': 'D',
  'form.letterMonth': 'M',
  'form.letterYear': 'Y',
  'form.consentTitle': 'الموافقة',
  'form.consentTitleParent': 'موافقة ولي الأمر',
  'form.consent202611Use':
    '{by, select, parent {أنا ولي أمر الطفل الذي تُطلب له هذه البطاقة. أوافق على أن تعالج {tenant} صورة طفلي وبياناته من هذا النموذج} other {أوافق على أن تعالج {tenant} صورتي وبياناتي من هذا النموذج}} (تقوم بذلك Ausweisportal نيابةً عنها). الغرض: إعداد البطاقة، وعرضها في تطبيق البطاقة، والتحقق منها عند التفتيش{plastic, select, yes {، وطباعة البطاقة البلاستيكية وإرسالها} other {}}، وإتمام الدفع.',
  'form.consent202611DeleteOnline': 'تُحذف الصورة والبيانات عند انتهاء صلاحية البطاقة.',
  'form.consent202611DeletePrinted':
    'تُحذف الصورة والبيانات بعد طباعة البطاقة بمدة {days, plural, =1 {يوم واحد} few {# أيام} other {# يومًا}}.',
  'form.consent202611Revoke':
    'يمكنك سحب الموافقة في أي وقت: عبر «طلب الحذف» في تطبيق البطاقة أو لدى {tenant}.',
  'form.consentMissing': 'يرجى تأكيد الموافقة.',
  'form.consentOutdated': 'تغيّر نص الموافقة. يرجى إعادة تحميل الصفحة وتأكيد الموافقة من جديد.',
  'form.consentParentNeeded': 'عمر صاحب البطاقة أقل من 16 سنة. يرجى تأكيد الموافقة بصفتك ولي الأمر.',
  'form.photo': 'الصورة',
  'form.passportPhoto': 'صورة شخصية',
  'form.photoHint': 'يجب أن يظهر الوجه بوضوح: من الأمام، بإضاءة جيدة، أمام خلفية فاتحة، بدون نظارة شمسية.',
  'form.photoChoose': 'اختيار صورة',
  'form.photoChooseOther': 'اختيار صورة أخرى',
  'form.photoTake': 'التقاط صورة',
  'form.chooseNamed': 'اختيار {name}',
  'form.photoCameraNamed': 'التقاط {name} بالكاميرا',
  'form.photoPreview': '{name}: معاينة',
  'form.photoNone': '{name}: لم يتم الاختيار بعد',
  'form.noPhotoYet': 'لا توجد صورة بعد',
  'form.photoChecking': 'جارٍ فحص الصورة',
  'form.cropLoading': 'جارٍ تحميل أداة القص …',
  'form.photoCropTitle': 'قص الصورة',
  'form.photoCropIntro':
    'حرّك الصورة وكبّرها حتى يظهر وجهك بوضوح داخل الإطار. تُملأ المساحات الفارغة باللون الأبيض.',
  'form.photoMissing': 'يرجى اختيار صورة.',
  'form.photoNotImage': 'الملف ليس صورة. يرجى اختيار صورة بصيغة JPEG أو PNG أو WebP أو GIF.',
  'form.photoTooSmall':
    'الصورة صغيرة جدًا لطباعة جيدة (على الأقل {min} × {min} بكسل). يرجى اختيار صورة بدقة أعلى.',
  'form.photoFailed': 'تعذّر فحص الصورة. يرجى المحاولة مرة أخرى.',
  'form.photoNoFace': 'لا يظهر وجه بوضوح في الصورة. يرجى اختيار صورة يظهر فيها وجهك جيدًا.',
  'form.photoManyFaces': 'تظهر عدة وجوه في الصورة. يرجى اختيار صورة فيها شخص واحد فقط.',
  'form.photoUnavailable': 'فحص الصور غير متاح الآن. يرجى المحاولة لاحقًا.',
  'form.photoBusy': 'فحص الصور مشغول جدًا الآن. يرجى المحاولة بعد دقيقة.',
  'form.imageBroken': 'الصورة تالفة أو غير مكتملة. يرجى اختيار ملف آخر.',
  'form.fileTooLarge': 'الملف كبير جدًا (الحد الأقصى {mb} MB).',
  'form.imageTooManyPixels': 'الصورة كبيرة جدًا (الحد الأقصى {mp} ميغابكسل). يرجى تصغيرها.',
  'form.imageNotImage': 'الملف ليس صورة. يرجى اختيار صورة بصيغة JPEG أو PNG أو WebP أو GIF.',
  'form.imageNone': 'لا توجد صورة',
  'form.imageChoose': 'اختيار صورة',
  'form.imageDiscard': 'تجاهل',
  'form.imageSize': '{label} {width} x {height} بكسل',
  'form.imageCropTitle': 'قص {label}',
  'form.imageCropNote': 'النتيجة: {width} x {height} بكسل. تُملأ المساحات الفارغة باللون الأبيض.',
  'form.imageCrop': 'قص',
  'form.imageLoading': 'جارٍ تحميل الصورة',
  'form.zoomOut': 'تصغير',
  'form.zoomIn': 'تكبير',
  'form.zoom': 'التكبير',
  'form.moveLeft': 'تحريك الصورة إلى اليسار',
  'form.moveRight': 'تحريك الصورة إلى اليمين',
  'form.moveUp': 'تحريك الصورة إلى الأعلى',
  'form.moveDown': 'تحريك الصورة إلى الأسفل',
  'form.cancel': 'إلغاء',
  'form.accept': 'استخدام',
  'form.signature': 'التوقيع',
  'form.yourSignature': 'توقيعك',
  'form.signatureDone': 'تم حفظ التوقيع.',
  'form.signatureHint': 'يرجى التوقيع داخل المربع (بالإصبع أو القلم أو الفأرة). ثم اختر «استخدام».',
  'form.signatureImage': 'التوقيع المحفوظ',
  'form.signatureCanvas': 'مربع التوقيع',
  'form.clear': 'مسح',
  'form.signatureDraw': 'الرسم',
  'form.signatureType': 'كتابة الاسم',
  'form.signatureWays': 'كيف تريد أن توقّع؟',
  'form.signatureTypedLabel': 'اسمك كتوقيع',
  'form.signatureTypedHint': 'اكتب اسمك. يُكتب بخط اليد كتوقيع. ثم اختر «استخدام».',
  'form.photoLinkTitle': 'رفع صورة جديدة',
  'form.photoLinkChecking': 'جارٍ فحص الرابط …',
  'form.photoLinkIntro':
    'للأسف لم تتمكن {tenant} من استخدام الصورة لبطاقة {name}. يرجى رفع صورة جديدة هنا. لا داعي لطلب جديد. لا داعي للدفع.',
  'form.photoLinkReason': 'السبب:',
  'form.photoLinkNote': 'ملاحظة:',
  'form.photoLinkNewPhoto': 'صورة شخصية جديدة',
  'form.photoLinkUpload': 'رفع الصورة',
  'form.photoLinkValidUntil': 'الرابط لصورة واحدة. يعمل حتى {date} (بما في ذلك هذا اليوم).',
  'form.photoLinkInvalid':
    'رابط رفع الصورة الجديدة غير صالح أو انتهت صلاحيته. يرجى التواصل مع مدرستك أو مؤسستك.',
  'form.photoLinkUsed':
    'تم رفع صورة جديدة بهذا الرابط من قبل. يجري فحصها الآن. سنرسل إليك بريدًا إلكترونيًا إذا كان هناك شيء ناقص.',
  'form.photoLinkUploaded': 'شكرًا لك! وصلت صورتك الجديدة. يجري فحصها الآن.',
  'form.rejectNotRecognisable': 'الوجه غير واضح',
  'form.rejectNotCurrent': 'الصورة ليست حديثة',
  'form.rejectWrongPerson': 'الصورة لا تُظهر صاحب البطاقة',
  'form.rejectBackground': 'الخلفية أو الإطار غير مناسب',
  'form.rejectOther': 'سبب آخر',
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

export default ar;
