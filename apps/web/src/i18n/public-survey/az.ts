import type { PublicSurveyTexts } from './en';

const az: PublicSurveyTexts = {
  documentTitle: 'Müştəri sorğusu',
  loading: 'Sorğu yüklənir…',
  serviceDate: 'Servis tarixi',
  model: 'Model',
  serialNumber: 'Seriya nömrəsi',
  required: 'məcburi',
  requiredError: 'Zəhmət olmasa, qiymət seçin.',
  fixErrors: 'Zəhmət olmasa, məcburi sualları cavablandırın.',
  ratingOf: '{{max}} üzərindən {{value}}',
  lowest: 'Heç razı deyiləm',
  highest: 'Çox razıyam',
  reasonCounter: '{{count}} / {{max}} simvol',
  send: 'Cavabları göndər',
  sending: 'Göndərilir…',
  thankYouTitle: 'Təşəkkür edirik!',
  saved: 'Cavablarınız yadda saxlanıldı',
  expiredTitle: 'Keçidin müddəti bitib',
  expired: 'Bu sorğu keçidi artıq etibarlı deyil.',
  alreadyAnsweredTitle: 'Artıq cavablandırılıb',
  alreadyAnswered: 'Bu sorğunu artıq cavablandırmısınız. Təşəkkür edirik!',
  warningTitle: 'Sorğu əlçatan deyil',
  unknown: 'Bu sorğu keçidi etibarlı deyil. Zəhmət olmasa, aldığınız mesajdakı keçidi yoxlayın.',
  withdrawn: 'Bu sorğu bağlanıb. Marağınız üçün təşəkkür edirik.',
  networkError: 'Serverə qoşulmaq mümkün olmadı. Bağlantınızı yoxlayıb yenidən cəhd edin.',
  tooMany: 'Həddindən çox cəhd edildi. Bir dəqiqə gözləyib yenidən cəhd edin.',
  loadRefused: 'Sorğunu açmaq mümkün olmadı. Zəhmət olmasa, bir az sonra yenidən cəhd edin.',
  saveRefused: 'Cavablarınızı yadda saxlamaq mümkün olmadı. Zəhmət olmasa, səhifəni yeniləyib yenidən cəhd edin.',
  retry: 'Yenidən cəhd et',
};

export default az;
