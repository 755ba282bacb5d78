/** Türkçe texts: every key of de.ts (see there). */
import type { Texts } from './de';

const tr: Texts = {
  // ── common: language menu, shared words ──
  'common.language': 'Dil',
  'common.languageMenu': 'Dil seçin',
  'common.legalBinding': 'Bağlayıcı olan Almanca metindir.',
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
