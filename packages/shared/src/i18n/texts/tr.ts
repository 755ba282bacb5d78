/** Türkçe texts: every key of de.ts (see there). */
import type { Texts } from './de';

const tr: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Dil',
  'common.languageMenu': 'Dil seçin',
  'common.legalBinding': 'Bağlayıcı olan Almanca metindir.',
  // ── end common ──

  // ── layout: top bar, footer, cookie banner, 404, error page ──
  'layout.logoLabel': 'Ausweisportal – Ana sayfaya git',
  'layout.mainNav': 'Ana menü',
  'layout.start': 'Ana sayfa',
  'layout.register': 'İletişim talebi',
  'layout.login': 'Giriş',
  'layout.admin': 'Yönetim',
  'layout.openMenu': 'Menüyü aç',
  'layout.logout': 'Çıkış yap',
  'layout.help': 'Yardım',
  'layout.privacy': 'Gizlilik',
  'layout.faq': 'SSS',
  'layout.contact': 'İletişim',
  'layout.imprint': 'Yasal bilgiler',
  'layout.newTab': '{link} (yeni sekmede açılır)',
  'layout.cookieRegion': 'Çerezler hakkında bilgi',
  'layout.cookieText':
    'Bu web sitesi çerez kullanmaz. Tarayıcınızda sadece sitenin çalışması için gerekli veriler saklanır.',
  'layout.cookieOk': 'Anladım',
  'layout.loading': 'Sayfa yükleniyor',
  'layout.errorTitle': 'Bir hata oluştu',
  'layout.errorText':
    'Sayfa gösterilemedi. Lütfen sayfayı yeniden yükleyin. Sorun devam ederse lütfen destek ekibimize yazın.',
  'layout.errorReload': 'Sayfayı yeniden yükle',
  'layout.notFoundTitle': 'Sayfa bulunamadı',
  'layout.notFoundText': 'Bu adres mevcut değil:',
  'layout.notFoundHint': 'Lütfen yazımı kontrol edin. Ya da ana sayfadan başlayın.',
  'layout.toHome': 'Ana sayfaya git',
  // ── end layout ──

  // ── home: landing page, code form ──
  'home.title': 'Kimlik kartınız – akıllı telefonda ve kart olarak',
  'home.intro':
    'Öğrenci, öğretmen ve dernek kimlik kartlarını internetten sipariş edin: çevre dostu, hızlı ve güvenli. Erişim kodunu ve ürün kodunu okulunuzdan veya kurumunuzdan alırsınız.',
  'home.formTitle': 'Kimlik kartı sipariş edin',
  'home.formHint': 'Lütfen okulunuzdan veya kurumunuzdan aldığınız kodları girin.',
  'home.accessCode': 'Erişim kodu',
  'home.productCode': 'Ürün kodu',
  'home.submit': 'Kimlik kartı oluştur',
  'home.promiseTitle': 'Neden Ausweisportal?',
  'home.greenTitle': 'Çevre dostu',
  'home.greenText': 'Akıllı telefondaki kimlik kartı plastik ve baskı tasarrufu sağlar.',
  'home.savesTitle': 'Zaman ve para kazandırır',
  'home.savesText': 'Fotoğraf randevusu yok, liste yok, yeniden baskı yok.',
  'home.easyTitle': 'Hızlı ve kolay',
  'home.easyText': 'Fotoğraf yükleyin, bilgileri girin, hepsi bu.',
  'home.safeTitle': 'Güvenli',
  'home.safeText': 'Erişim sadece kişisel bir kodla olur. Bu kodu e-posta ile alırsınız.',
  'home.stepsTitle': 'Üç adımda kimlik kartı',
  'home.orderTitle': 'Kimlik kartı sipariş edin',
  'home.orderText': 'Erişim kodu ve ürün kodu ile sipariş formunu açın. Sonra kimlik kartını sipariş edin.',
  'home.mailTitle': 'E-posta ile erişim',
  'home.mailText': 'Akıllı telefon kimlik kartının giriş bilgilerini e-posta ile alırsınız.',
  'home.appTitle': 'Uygulamayı indirin ve giriş yapın',
  'home.appText': 'Kimlik kartı uygulamasını indirin. Giriş bilgilerinizle giriş yapın.',
  'home.appLink': 'Kimlik kartı uygulamasına git',
  'home.questions':
    'Sorunuz mu var? <faq>Sık sorulan soruları</faq> okuyun veya bizimle <link>iletişime</link> geçin.',
  // ── end home ──

  // ── legal: Datenschutz, Impressum, FAQ, Kontakt ──
  'legal.showGerman': 'Almanca metni göster',
  'legal.showTranslation': 'Çeviriyi göster',
  'legal.email': 'E-posta: {mail}',
  'legal.phone': 'Tel.: {tel}',
  'legal.privacyTitle': 'Gizlilik politikası',
  'legal.privacyIntro':
    'Verilerinizin korunması bizim için önemlidir. Burada, bir kimlik kartını sipariş ettiğinizde ve kullandığınızda hangi verileri işlediğimizi, bunları ne kadar sakladığımızı ve kimlerin görebileceğini okuyabilirsiniz.',
  'legal.controllerTitle': 'Sorumlu kuruluş',
  'legal.dataTitle': 'Hangi verileri işliyoruz',
  'legal.dataText':
    'Bir kimlik kartı sipariş ettiğinizde sipariş formundaki bilgileri kaydederiz: soyadı, adı, doğum tarihi, e-posta adresi, fotoğraf ve gerekirse imza. Ayrıca okulunuzun veya kurumunuzun kimlik kartı için ihtiyaç duyduğu diğer bilgileri de kaydederiz (örneğin sınıf veya üye numarası). Verileri sadece kimlik kartını üretmek, teslim etmek ve kontrol etmek için kullanırız.',
  'legal.keepTitle': 'Saklama süresi',
  'legal.keepCard':
    'Bir kimlik kartının verilerini, kartın geçerliliği bittiğinde sileriz. Basılı kimlik kartları için fotoğrafları ve verileri – çocukların fotoğrafları dahil – basılı kartlar gönderildikten sonra sileriz.',
  'legal.keepLogs':
    'Sunucularımızın kayıt verileri (örneğin bir ziyaretin zamanı ve teknik hata mesajları) yaklaşık iki hafta saklanır. Sonra otomatik olarak silinir.',
  'legal.keepAudit':
    'Okulunuz veya kurumunuz, bir kimlik kartının verilerine kimin eriştiğini gösterebilmelidir. Bu yüzden kimin bir kimlik kartını ne zaman görüntülediğini, değiştirdiğini, dışa aktardığını veya bastığını kaydederiz – verilerin kendisi olmadan. Bu kayıtlar {days} gün sonra otomatik olarak silinir.',
  'legal.placeTitle': 'Saklama yeri',
  'legal.placeText':
    'Tüm veriler bir barındırma hizmeti sağlayıcısında, iki ayrı yerdeki veri merkezlerinde saklanır. Böylece bir yer arızalansa bile veriler güvenle erişilebilir kalır.',
  'legal.accessTitle': 'Kimlik kartına erişim',
  'legal.accessText':
    'Akıllı telefon kimlik kartını sadece bir erişim kodu ile açabilirsiniz. Bu kodu sipariş verdiğinizde e-posta ile alırsınız. Bu kod olmadan hiç kimse uygulamada kimlik kartınızı açamaz. Okulunuz veya kurumunuz, kimlik kartını kontrol etmek için gereken bilgileri görür.',
  'legal.cookiesTitle': 'Çerezler',
  'legal.cookiesText':
    'Bu web sitesi çerez ve ziyaretçi sayma araçları kullanmaz. Sitenin çalışması için gerekli bilgiler (örneğin personelin girişi) sadece tarayıcınızın belleğinde saklanır.',
  'legal.rightsTitle': 'Haklarınız',
  'legal.rightsText':
    'Verileriniz hakkında bilgi alma, verilerinizi düzelttirme, sildirme ve işlenmesini kısıtlatma hakkınız vardır. Ayrıca bir veri koruma denetim makamına şikâyette bulunabilirsiniz. Bunun için bize {mail} adresinden yazın.',
  'legal.imprintTitle': 'Yasal bilgiler',
  'legal.imprintInfo': '§ 5 DDG (Alman Dijital Hizmetler Yasası) uyarınca bilgiler',
  'legal.imprintRepresented': 'Temsil eden: genel müdür {name}',
  'legal.imprintContact': 'İletişim',
  'legal.imprintRegisterTitle': 'Ticaret sicili ve KDV',
  'legal.imprintVatId': 'KDV kimlik numarası: {id}',
  'legal.faqTitle': 'Sık sorulan sorular',
  'legal.faqDeliveryQuestion': 'Basılı kimlik kartı ne zaman ve nereye teslim edilir?',
  'legal.faqDeliveryAnswer':
    'Basılı bir kimlik kartının hazırlanması {days} gün sürer. Basılı kimlik kartları size değil, okulunuza veya kurumunuza gönderilir. Kimlik kartınızı orada alırsınız. Akıllı telefon kimlik kartını uygulamada açarsınız. Bunun için e-posta ile aldığınız giriş bilgilerini kullanın.',
  'legal.contactTitle': 'İletişim',
  'legal.contactIntro':
    'Sipariş edilen bir kimlik kartıyla ilgili sorularınızı genellikle okulunuz, derneğiniz veya şirketiniz yanıtlar. Ausweisportal veya uygulama ile ilgili teknik sorunlarda size memnuniyetle yardım ederiz.',
  'legal.contactSupport': 'Destek',
  'legal.contactSupportHint':
    'Lütfen okulunuzu veya kurumunuzu yazın. Sipariş numaranız varsa onu da ekleyin.',
  'legal.contactTech': 'Teknik iletişim',
  // ── end legal ──

  // ── register: registration form ──
  'register.title': 'İletişim talebi',
  'register.intro':
    'Okulunuz, derneğiniz veya şirketiniz için Ausweisportal üzerinden kimlik kartı sunmak mı istiyorsunuz? Bize iletişim bilgilerinizi gönderin. En kısa sürede size dönüş yaparız.',
  'register.onlyOrganisations':
    'Talepleri sadece kurumlardan kabul ediyoruz. Bir kimlik kartı sipariş etmek mi istiyorsunuz? Erişim kodunu ve ürün kodunu okulunuzdan veya kurumunuzdan alırsınız.',
  'register.person': 'İletişim kişisi',
  'register.salutation': 'Hitap',
  'register.choose': 'Lütfen seçin',
  'register.salutationFrau': 'Bayan',
  'register.salutationHerr': 'Bay',
  'register.salutationDivers': 'Diğer',
  'register.academicTitle': 'Unvan',
  'register.forename': 'Ad',
  'register.familyname': 'Soyad',
  'register.organisation': 'Kurum',
  'register.tenantname': 'Kurumun adı',
  'register.area': 'Alan',
  'register.areaPlaceholder': 'örn. okul, dernek, şirket',
  'register.areaChoose': 'Alan seçin',
  'register.areaSchool': 'Okul',
  'register.areaClub': 'Dernek',
  'register.areaCompany': 'Şirket',
  'register.areaAssociation': 'Birlik',
  'register.street': 'Sokak ve numara',
  'register.plz': 'Posta kodu',
  'register.city': 'Şehir',
  'register.phone': 'Tel. numarası',
  'register.email': 'E-posta',
  'register.website': 'Web adresi',
  'register.confirm':
    'Bu talebi bir kurum (okul, dernek, şirket) adına gönderdiğimi onaylıyorum. Özel kişi veya müşteri değilim.',
  'register.submit': 'Talebi gönder',
  'register.thanks': 'Teşekkürler. Kaydınızı işliyoruz.',
  'register.thanksText': 'Size e-posta veya telefonla ulaşacağız.',
  // ── end register ──

  // ── order: order page, dialogs, payment results, order links ──
  // ── end order ──

  // ── form: order form fields, photo, signature, validation ──
  'form.email': 'Geçersiz e-posta adresi',
  'form.number': 'Lütfen bir sayı girin',
  'form.password': 'Lütfen en az {min}, en fazla {max} karakter kullanın',
  'form.passwordMatch': 'Değerler aynı değil',
  'form.required': 'Lütfen bir değer girin',
  'form.between': 'Lütfen 0 ile 10 arasında bir değer girin',
  'form.minLen': 'Lütfen en az {n} karakter girin',
  'form.maxLen': 'Lütfen en fazla {n} karakter girin',
  'form.integer': 'Lütfen bir tam sayı girin',
  'form.float': 'Lütfen bir ondalık sayı girin',
  'form.validDate': 'Lütfen tarihi GG.AA.YYYY şeklinde yazın.',
  'form.validMonth': 'Lütfen tarihi AA/YY şeklinde yazın.',
  'form.dateFormat': 'Lütfen tarihi {pattern} şeklinde yazın.',
  'form.noSuchDate': 'Bu tarih yok.',
  'form.wrongType': 'Geçersiz değer.',
  'form.dateAfter': 'Lütfen {date} tarihinden sonraki bir tarih girin',
  'form.dateBefore': 'Lütfen {date} tarihinden önceki bir tarih girin',
  'form.emailDomain': 'E-posta adresi @{domain} alan adına ait olmalıdır',
  'form.domainInvalid': 'Lütfen geçerli bir alan adı girin, örneğin example.de',
  'form.controlChars': 'Lütfen kontrol karakteri kullanmayın.',
  'form.text': 'Lütfen bir metin girin',
  'form.list': 'Lütfen bir liste girin',
  'form.option': 'Lütfen verilen değerlerden birini seçin',
  'form.format': 'Değer beklenen biçimde değil.',
  'form.invalid': 'Lütfen geçerli bir değer girin',
  'form.minNumber': 'Lütfen en az {n} olan bir değer girin',
  'form.maxNumber': 'Lütfen en fazla {n} olan bir değer girin',
  'form.minItems': 'Lütfen en az {n} kayıt girin',
  'form.maxItems': 'Lütfen en fazla {n} kayıt girin',
  'form.cardChoice': 'Lütfen akıllı telefon kartını, plastik kartı ya da ikisini birden seçin.',
  'form.birthdayFuture': 'Doğum tarihi gelecekte olamaz.',
  'form.labelForname': 'Ad',
  'form.labelFamilyname': 'Soyadı',
  'form.labelBirthday': 'Doğum tarihi',
  'form.labelDepartment': 'Sınıf/bölüm',
  'form.labelExternalId': 'Harici numara',
  'form.labelEmail': 'E-posta',
  'form.labelCity': 'Yaşadığı yer',
  'form.labelStreet': 'Sokak ve kapı numarası',
  'form.labelDate1': 'Tarih 1',
  'form.labelDate2': 'Tarih 2',
  'form.labelMonth': 'Ay/yıl',
  'form.emailHelp': 'Onayı ve giriş bilgilerini bu adrese göndeririz.',
  'form.emailHelpDomain': 'Yalnızca @{domain} adresleri. Onayı ve giriş bilgilerini bu adrese göndeririz.',
  'form.lockedHint': 'Bu bilgi önceden belirlenmiştir. Burada değiştirilemez.',
  'form.dateHint': 'Şöyle yazın: {pattern}',
  'form.letterDay': 'G',
  'form.letterMonth': 'A',
  'form.letterYear': 'Y',
  'form.consentTitle': 'Onay',
  'form.consentTitleParent': 'Velinin onayı',
  'form.consent202611Use':
    '{by, select, parent {Bu kartın sipariş edildiği çocuğun velisiyim. {tenant} kurumunun çocuğumun fotoğrafını ve bu formdaki bilgilerini işlemesini kabul ediyorum} other {{tenant} kurumunun fotoğrafımı ve bu formdaki bilgilerimi işlemesini kabul ediyorum}} (bunu kurum adına Ausweisportal yapar). Amaç: kartı hazırlamak, kart uygulamasında göstermek, kontrollerde doğrulatmak{plastic, select, yes {, plastik kartı basmak ve göndermek} other {}} ve ödemeyi yapmak.',
  'form.consent202611DeleteOnline': 'Fotoğraf ve bilgiler, kartın geçerliliği bitince silinir.',
  'form.consent202611DeletePrinted':
    'Fotoğraf ve bilgiler, kart basıldıktan {days, plural, =1 {bir gün} other {# gün}} sonra silinir.',
  'form.consent202611Revoke':
    'Onayınızı her zaman geri alabilirsiniz: kart uygulamasında “Silme talep et” ile ya da {tenant} kurumunda.',
  'form.consentMissing': 'Lütfen onayı işaretleyin.',
  'form.consentOutdated': 'Onay metni değişti. Lütfen sayfayı yeniden yükleyin ve onayı tekrar verin.',
  'form.consentParentNeeded': 'Kart sahibi 16 yaşından küçük. Lütfen onayı veli olarak verin.',
  'form.photo': 'Fotoğraf',
  'form.passportPhoto': 'Vesikalık fotoğraf',
  'form.photoHint':
    'Yüz açıkça görünmeli: önden, iyi ışıkta, açık renk arka plan önünde, güneş gözlüğü olmadan.',
  'form.photoChoose': 'Fotoğraf seçin',
  'form.photoChooseOther': 'Başka fotoğraf seçin',
  'form.photoTake': 'Fotoğraf çekin',
  'form.chooseNamed': '{name} seçin',
  'form.photoCameraNamed': '{name} kamerayla çekin',
  'form.photoPreview': '{name}: önizleme',
  'form.photoNone': '{name}: henüz seçilmedi',
  'form.noPhotoYet': 'Henüz fotoğraf yok',
  'form.photoChecking': 'Fotoğraf kontrol ediliyor',
  'form.cropLoading': 'Kırpma aracı yükleniyor …',
  'form.photoCropTitle': 'Fotoğrafı kırpın',
  'form.photoCropIntro':
    'Yüzünüz çerçevenin içinde açıkça görünene kadar fotoğrafı kaydırın ve yakınlaştırın. Boş alanlar beyazla doldurulur.',
  'form.photoMissing': 'Lütfen bir fotoğraf seçin.',
  'form.photoNotImage':
    'Dosya bir resim değil. Lütfen JPEG, PNG, WebP ya da GIF biçiminde bir fotoğraf seçin.',
  'form.photoTooSmall':
    'Fotoğraf iyi bir baskı için çok küçük (en az {min} × {min} piksel). Lütfen daha yüksek çözünürlüklü bir fotoğraf seçin.',
  'form.photoFailed': 'Fotoğraf kontrol edilemedi. Lütfen tekrar deneyin.',
  'form.photoNoFace':
    'Fotoğrafta açıkça görünen bir yüz yok. Lütfen yüzünüzün iyi göründüğü bir fotoğraf seçin.',
  'form.photoManyFaces':
    'Fotoğrafta birden fazla yüz var. Lütfen yalnızca bir kişinin olduğu bir fotoğraf seçin.',
  'form.photoUnavailable': 'Fotoğraf kontrolü şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
  'form.photoBusy': 'Fotoğraf kontrolü şu anda çok yoğun. Lütfen bir dakika sonra tekrar deneyin.',
  'form.imageBroken': 'Resim bozuk ya da eksik. Lütfen başka bir dosya seçin.',
  'form.fileTooLarge': 'Dosya çok büyük (en fazla {mb} MB).',
  'form.imageTooManyPixels': 'Resim çok büyük (en fazla {mp} megapiksel). Lütfen resmi küçültün.',
  'form.imageNotImage': 'Dosya bir resim değil. Lütfen JPEG, PNG, WebP ya da GIF biçiminde bir resim seçin.',
  'form.imageNone': 'Resim yok',
  'form.imageChoose': 'Resim seçin',
  'form.imageDiscard': 'Vazgeç',
  'form.imageSize': '{label} {width} x {height} piksel',
  'form.imageCropTitle': '{label} kırpın',
  'form.imageCropNote': 'Sonuç: {width} x {height} piksel. Boş alanlar beyazla doldurulur.',
  'form.imageCrop': 'Kırp',
  'form.imageLoading': 'Resim yükleniyor',
  'form.zoomOut': 'Uzaklaştır',
  'form.zoomIn': 'Yakınlaştır',
  'form.zoom': 'Yakınlaştırma',
  'form.moveLeft': 'Resmi sola kaydır',
  'form.moveRight': 'Resmi sağa kaydır',
  'form.moveUp': 'Resmi yukarı kaydır',
  'form.moveDown': 'Resmi aşağı kaydır',
  'form.cancel': 'İptal',
  'form.accept': 'Kullan',
  'form.signature': 'İmza',
  'form.yourSignature': 'İmzanız',
  'form.signatureDone': 'İmza kaydedildi.',
  'form.signatureHint':
    'Lütfen kutunun içine imza atın (parmak, kalem ya da fare). Sonra “Kullan” düğmesine basın.',
  'form.signatureImage': 'Kaydedilen imza',
  'form.signatureCanvas': 'İmza kutusu',
  'form.clear': 'Sil',
  'form.signatureDraw': 'Çizin',
  'form.signatureType': 'Adı yazın',
  'form.signatureWays': 'Nasıl imza atmak istersiniz?',
  'form.signatureTypedLabel': 'İmza olarak adınız',
  'form.signatureTypedHint':
    'Adınızı yazın. El yazısıyla imza olarak yazılır. Sonra “Kullan” düğmesine basın.',
  'form.photoLinkTitle': 'Yeni fotoğraf yükleyin',
  'form.photoLinkChecking': 'Bağlantı kontrol ediliyor …',
  'form.photoLinkIntro':
    '{tenant}, {name} adlı kişinin kartı için fotoğrafı maalesef kullanamadı. Lütfen burada yeni bir fotoğraf yükleyin. Yeniden sipariş vermeniz gerekmez. Ödeme yapmanız gerekmez.',
  'form.photoLinkReason': 'Neden:',
  'form.photoLinkNote': 'Not:',
  'form.photoLinkNewPhoto': 'Yeni vesikalık fotoğraf',
  'form.photoLinkUpload': 'Fotoğrafı yükleyin',
  'form.photoLinkValidUntil':
    'Bağlantı tek bir fotoğraf içindir. {date} tarihi dahil bu tarihe kadar çalışır.',
  'form.photoLinkInvalid':
    'Yeni fotoğraf yükleme bağlantısı geçersiz ya da süresi dolmuş. Lütfen okulunuza veya kurumunuza başvurun.',
  'form.photoLinkUsed':
    'Bu bağlantıyla zaten yeni bir fotoğraf yüklendi. Fotoğraf şimdi kontrol ediliyor. Bir eksik olursa size e-posta göndeririz.',
  'form.photoLinkUploaded': 'Teşekkürler! Yeni fotoğrafınız geldi. Şimdi kontrol ediliyor.',
  'form.rejectNotRecognisable': 'Yüz iyi görünmüyor',
  'form.rejectNotCurrent': 'Fotoğraf güncel değil',
  'form.rejectWrongPerson': 'Fotoğraf kart sahibini göstermiyor',
  'form.rejectBackground': 'Arka plan ya da kadraj uygun değil',
  'form.rejectOther': 'Başka bir neden',
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

export default tr;
