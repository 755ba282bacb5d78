/** العربية texts: every key of de.ts (see there). */
import type { Texts } from './de';

const ar: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'اللغة',
  'common.languageMenu': 'اختر اللغة',
  'common.legalBinding': 'النص الألماني هو النص المُلزِم.',
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
  'order.loading': 'جارٍ تحميل نموذج الطلب',
  'order.title': 'طلب {product}',
  'order.expiryWarning':
    'تنبيه: ستكون هذه البطاقة صالحة لمدة {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} فقط!',
  'order.formLabel': 'نموذج الطلب',
  'order.readOnly': 'تم إرسال هذا الطلب. لا يمكن تغيير البيانات بعد الآن. لطلب آخر اختر «طلب جديد».',
  'order.stepPhoto': 'الصورة',
  'order.photoLabel': 'صورة شخصية',
  'order.stepPerson': 'البيانات الشخصية',
  'order.stepPersonOf': 'البيانات ({who})',
  'order.stepCard': 'نوع البطاقة والسعر',
  'order.stepSignature': 'التوقيع',
  'order.signatureLabel': 'توقيعك',
  'order.missingPhoto': 'ما زال ينقص للطلب: صورة تم فحصها (الخطوة 1).',
  'order.missingSignature': 'ما زال ينقص للطلب: توقيعك. أكّد التوقيع بالزر الموجود تحت الحقل.',
  'order.missingBoth':
    'ما زال ينقص للطلب: صورة تم فحصها (الخطوة 1) وتوقيعك. أكّد التوقيع بالزر الموجود تحت الحقل.',
  'order.submitPaid': 'اطلب مع الالتزام بالدفع',
  'order.submit': 'اطلب',
  'order.confirmTitle': 'تأكيد طلب البطاقة',
  'order.confirmText': 'أنت تطلب <b>{product}</b> لهذه المؤسسة:',
  'order.confirmHint': 'أليست هذه مؤسستك؟ إذن ارجع من فضلك. تحقق من رمز الدخول ورمز المنتج.',
  'order.back': 'رجوع',
  'order.confirm': 'تأكيد',
  'order.offlineTitle': 'لا يوجد اتصال',
  'order.offlineText': 'لا يمكن الوصول إلى الخادم الآن. يرجى التحقق من اتصالك بالإنترنت. ثم حاول مرة أخرى.',
  'order.unavailableTitle': 'الطلب غير ممكن',
  'order.unavailableCodes':
    'لا يمكن حاليًا طلب بطاقة برمز الدخول <b>{tenant}</b> ورمز المنتج <b>{product}</b>.',
  'order.checkSpelling': 'يرجى التحقق من كتابة الرمزين.',
  'order.unavailableHint':
    'إذا كان الرمزان صحيحين، فربما لم يبدأ الطلب لهذا المنتج بعد أو انتهى. يرجى التواصل مع مؤسستك.',
  'order.retry': 'حاول مرة أخرى',
  'order.reenterCodes': 'أدخل الرمزين من جديد',
  'order.notOrderable': 'لا توجد بطاقة يمكن طلبها بهذين الرمزين. يرجى التحقق من رمز الدخول ورمز المنتج.',
  'order.expired': 'لم يعد من الممكن طلب هذه البطاقة لأن مدة صلاحيتها انتهت. يرجى التواصل مع مؤسستك.',
  'order.linkInvalid':
    'رابط الطلب الشخصي هذا غير صالح أو منتهي الصلاحية. ما زال بإمكانك طلب البطاقة هنا. يرجى ملء النموذج بنفسك.',
  'order.linkUsed':
    'تم طلب بطاقة بهذا الرابط الشخصي من قبل. يمكنك طلب بطاقة أخرى هنا. يرجى ملء النموذج بنفسك.',
  'order.linkPrefilled': 'أُخذت بياناتك من بطاقتك السابقة. يرجى التحقق منها قبل الطلب.',
  'order.linkPhotoOffered': 'أُخذت صورة بطاقتك السابقة. يمكنك الاحتفاظ بها أو اختيار صورة جديدة.',
  'order.linkPrefilledImport': 'أدخلت مدرستك أو مؤسستك بياناتك مسبقًا. يرجى التحقق منها وإكمال ما ينقص.',
  'order.linkPhotoOfferedImport':
    'أُخذت الصورة التي أرسلتها مدرستك أو مؤسستك. يمكنك الاحتفاظ بها أو اختيار صورة أخرى.',
  'order.testCard': 'بطاقة تجريبية',
  'order.testBannerNote': '– للتجربة فقط، ليست بطاقة صالحة',
  'order.testTitle': 'طلب تجريبي',
  'order.testText': 'هذه <b>بطاقة تجريبية</b>. الطلب للتجربة فقط. لن تصدر بطاقة صالحة.',
  'order.testRealCard': 'هل تريد بطاقة حقيقية؟ يرجى أن تطلب من مؤسستك رمز الدخول ورمز المنتج الصحيحين.',
  'order.testOrganisation': 'هل تريد استخدام Ausweisportal لمؤسستك؟ إذن يرجى إرسال <link>طلب تواصل</link>.',
  'order.testQuestion': 'هل تريد إرسال الطلب التجريبي؟',
  'order.no': 'لا',
  'order.yes': 'نعم',
  'order.chooseCards': 'يرجى اختيار ما تريد طلبه (يمكن اختيار الاثنين معًا):',
  'order.online': 'بطاقة على الهاتف الذكي',
  'order.onlineNote':
    'تستخدم بطاقة الهاتف الذكي في تطبيق البطاقة. ستصلك رموز الدخول والمنتج والتفعيل بالبريد الإلكتروني بعد إتمام الطلب.',
  'order.hardcopy': 'بطاقة بلاستيكية',
  'order.hardcopyNote':
    'تُرسل البطاقة البلاستيكية إلى مؤسستك، وليس إليك. تستغرق المعالجة من {from} إلى {to} يومًا. تُحذف الصورة والبيانات بعد الإرسال.',
  'order.totalPrice': 'السعر الإجمالي',
  'order.preview': 'معاينة',
  'order.previewLoading': 'جارٍ تحميل المعاينة',
  'order.previewHint': 'هكذا ستبدو بطاقتك تقريبًا. تعرض المعاينة ما تكتبه فورًا.',
  'order.saved': 'تم حفظ الطلب',
  'order.confirmWith': 'يرجى التأكيد عبر {methods}.',
  'order.methodTest': 'الدفع التجريبي',
  'order.thanks': 'شكرًا لطلبك.',
  'order.errorTitle': 'خطأ',
  'order.cancelledShort': 'أُلغي',
  'order.paid': 'تم الدفع',
  'order.confirmed': 'تم تأكيد طلبك!',
  'order.thanksNumber': 'شكرًا لطلبك (رقم {id}). ستصلك رسالة تأكيد بكل الخطوات التالية بالبريد الإلكتروني.',
  'order.failed': 'حدث خطأ في الدفع.',
  'order.failedRetry': 'تم حفظ طلبك. يرجى محاولة الدفع مرة أخرى.',
  'order.cancelled': 'تم إلغاء طلبك.',
  'order.cancelledRetry': 'يمكنك بدء الدفع من جديد أو بدء طلب جديد.',
  'order.cancelledNew': 'يمكنك بدء طلب جديد.',
  'order.savedNumber': 'تم حفظ الطلب (رقم {id})',
  'order.payToConfirm': 'يرجى تأكيد الطلب بالدفع.',
  'order.toPay': 'المبلغ المطلوب:',
  'order.noPayment': 'لا توجد حاليًا طريقة دفع لهذا الطلب. يرجى المحاولة لاحقًا أو التواصل مع الدعم.',
  'order.newOrder': 'طلب جديد',
  'order.sibling': 'اطلب بطاقة لطفل آخر',
  'order.siblingHint': 'يبقى البريد الإلكتروني والعنوان ونوع البطاقة وطريقة الدفع.',
  'order.siblingNotice':
    'أُخذ بريدك الإلكتروني وعنوانك ونوع البطاقة وطريقة الدفع من طلبك الأخير. يرجى إدخال بيانات الطفل واختيار صورته.',
  'order.lastPayment': 'كما في طلبك الأخير',
  'order.payPaypal': 'ادفع عبر PayPal',
  'order.payStripe': 'ادفع بالبطاقة (Stripe)',
  'order.payTest': 'الدفع التجريبي',
  'order.redirecting': 'جارٍ التحويل',
  'order.cardAppOpen': 'افتح تطبيق البطاقة',
  'order.cardAppHint': 'الرموز مُدخلة مسبقًا. افتح هذه الصفحة على الهاتف الذكي الذي ستُعرض عليه البطاقة.',
  'order.resultFailed': 'يرجى محاولة الدفع مرة أخرى في صفحة الطلب.',
  'order.nothingCharged': 'لم يُخصم منك أي مبلغ.',
  'order.statusUnknown': 'حالة الدفع غير معروفة',
  'order.notStored':
    'هذا الطلب غير محفوظ في هذا المتصفح. لذلك لا يمكننا هنا التحقق من حالة الدفع ولا تغيير شيء في الطلب. يرجى فتح صفحة الطلب في المتصفح الذي طلبت منه. سنؤكد لك الطلب المدفوع بالبريد الإلكتروني.',
  'order.backToOrder': 'العودة إلى الطلب',
  'order.toHome': 'إلى الصفحة الرئيسية',
  'order.cancelling': 'جارٍ إلغاء الدفع',
  'order.checking': 'جارٍ التحقق من الدفع',
  'order.noOrderId': 'هذا العنوان لا يحتوي على رقم طلب صالح.',
  'order.checkFailed':
    'تعذّر التحقق من حالة الدفع لطلبك. يرجى المحاولة مرة أخرى. سنؤكد لك الطلب المدفوع أيضًا بالبريد الإلكتروني.',
  'order.checkAgain': 'تحقق مرة أخرى',
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
