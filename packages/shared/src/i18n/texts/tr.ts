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
