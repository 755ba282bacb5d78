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
