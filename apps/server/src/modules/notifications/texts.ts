import type { Language, SchedulerJobType, WorkingStatus } from '@fsp/domain';
import { WORKING_STATUS_NAMES } from '../../texts';

/**
 * What notification e-mails and the unsubscribe page say, in the recipient's language (users.cultureName).
 * Status and job-type labels are the ones the web app shows on the planning screens.
 */


export interface MailTexts {
  statuses: Record<WorkingStatus, string>;
  jobTypes: Record<SchedulerJobType, string>;
  greeting: (name: string) => string;
  changes: {
    subject: (count: number) => string;
    intro: string;
    when: string;
    technician: string;
    status: string;
    workOrder: string;
    customer: string;
    planned: string;
    more: (count: number) => string;
  };
  daily: {
    subject: (day: string) => string;
    intro: (day: string) => string;
    technician: string;
    time: string;
    customer: string;
    workOrder: string;
    job: string;
    nothingPlanned: string;
  };
  footer: { why: string; manage: string; unsubscribe: string };
  page: { title: string; question: (email: string) => string; button: string; done: (email: string) => string; resume: string; invalid: string };
}

const en: MailTexts = {
  statuses: WORKING_STATUS_NAMES.en,
  jobTypes: { DISASSEMBLE: 'Disassemble', ASSEMBLE: 'Assemble', ENTRY_EXPERTISE: 'Entry expertise', EXIT_EXPERTISE: 'Exit expertise' },
  greeting: (name) => `Hello ${name},`,
  changes: {
    subject: (count) => (count === 1 ? 'Planning change: 1 assignment' : `Planning changes: ${count} assignments`),
    intro: 'These assignments changed in the teams and statuses you follow:',
    when: 'When',
    technician: 'Technician',
    status: 'Status',
    workOrder: 'Work order',
    customer: 'Customer',
    planned: 'Planned',
    more: (count) => `…and ${count} more changes. Open the activity history to see them all.`,
  },
  daily: {
    subject: (day) => `Plan for ${day}`,
    intro: (day) => `This is the plan of your teams for ${day}:`,
    technician: 'Technician',
    time: 'Time',
    customer: 'Customer',
    workOrder: 'Work order',
    job: 'Job',
    nothingPlanned: 'Nothing planned.',
  },
  footer: {
    why: 'You receive this e-mail because you subscribed to notifications in the Field Service Portal.',
    manage: 'Manage your notifications',
    unsubscribe: 'Stop notification e-mails',
  },
  page: {
    title: 'Notification e-mails',
    question: (email) => `Stop all notification e-mails to ${email}?`,
    button: 'Stop e-mails',
    done: (email) => `Done: no more notification e-mails go to ${email}.`,
    resume: 'Your notification settings are kept. You can resume the e-mails on the Notification settings page after signing in.',
    invalid: 'This link is not valid.',
  },
};

const tr: MailTexts = {
  statuses: WORKING_STATUS_NAMES.tr,
  jobTypes: { DISASSEMBLE: 'Söküm', ASSEMBLE: 'Montaj', ENTRY_EXPERTISE: 'Giriş ekspertizi', EXIT_EXPERTISE: 'Çıkış ekspertizi' },
  greeting: (name) => `Merhaba ${name},`,
  changes: {
    subject: (count) => (count === 1 ? 'Planlama değişikliği: 1 atama' : `Planlama değişiklikleri: ${count} atama`),
    intro: 'Takip ettiğiniz ekip ve durumlarda şu atamalar değişti:',
    when: 'Zaman',
    technician: 'Teknisyen',
    status: 'Durum',
    workOrder: 'İş emri',
    customer: 'Müşteri',
    planned: 'Planlanan',
    more: (count) => `…ve ${count} değişiklik daha. Tümü için aktivite geçmişini açın.`,
  },
  daily: {
    subject: (day) => `${day} planı`,
    intro: (day) => `Ekiplerinizin ${day} planı:`,
    technician: 'Teknisyen',
    time: 'Saat',
    customer: 'Müşteri',
    workOrder: 'İş emri',
    job: 'İş',
    nothingPlanned: 'Planlanmış iş yok.',
  },
  footer: {
    why: 'Bu e-postayı Saha Servis Portalı’nda bildirimlere abone olduğunuz için alıyorsunuz.',
    manage: 'Bildirimlerinizi yönetin',
    unsubscribe: 'Bildirim e-postalarını durdur',
  },
  page: {
    title: 'Bildirim e-postaları',
    question: (email) => `${email} adresine giden tüm bildirim e-postaları durdurulsun mu?`,
    button: 'E-postaları durdur',
    done: (email) => `Tamam: ${email} adresine artık bildirim e-postası gönderilmeyecek.`,
    resume: 'Bildirim ayarlarınız saklanır. Oturum açtıktan sonra Bildirim ayarları sayfasından e-postaları yeniden başlatabilirsiniz.',
    invalid: 'Bu bağlantı geçerli değil.',
  },
};

const ru: MailTexts = {
  statuses: WORKING_STATUS_NAMES.ru,
  jobTypes: { DISASSEMBLE: 'Разборка', ASSEMBLE: 'Сборка', ENTRY_EXPERTISE: 'Входная экспертиза', EXIT_EXPERTISE: 'Выходная экспертиза' },
  greeting: (name) => `Здравствуйте, ${name}!`,
  changes: {
    subject: (count) => `Изменения в планировании: назначений — ${count}`,
    intro: 'Изменились назначения в бригадах и статусах, на которые вы подписаны:',
    when: 'Когда',
    technician: 'Техник',
    status: 'Статус',
    workOrder: 'Заказ-наряд',
    customer: 'Клиент',
    planned: 'План',
    more: (count) => `…и ещё изменений: ${count}. Все изменения — в истории активности.`,
  },
  daily: {
    subject: (day) => `План на ${day}`,
    intro: (day) => `План ваших бригад на ${day}:`,
    technician: 'Техник',
    time: 'Время',
    customer: 'Клиент',
    workOrder: 'Заказ-наряд',
    job: 'Работа',
    nothingPlanned: 'Ничего не запланировано.',
  },
  footer: {
    why: 'Вы получили это письмо, потому что подписались на уведомления на портале выездного сервиса.',
    manage: 'Настроить уведомления',
    unsubscribe: 'Отписаться от писем-уведомлений',
  },
  page: {
    title: 'Письма-уведомления',
    question: (email) => `Прекратить отправку всех писем-уведомлений на ${email}?`,
    button: 'Отписаться',
    done: (email) => `Готово: письма-уведомления на ${email} больше не отправляются.`,
    resume: 'Ваши настройки уведомлений сохранены. Возобновить письма можно на странице настроек уведомлений после входа.',
    invalid: 'Эта ссылка недействительна.',
  },
};

const az: MailTexts = {
  statuses: WORKING_STATUS_NAMES.az,
  jobTypes: { DISASSEMBLE: 'Sökülmə', ASSEMBLE: 'Quraşdırma', ENTRY_EXPERTISE: 'Giriş ekspertizası', EXIT_EXPERTISE: 'Çıxış ekspertizası' },
  greeting: (name) => `Salam, ${name}!`,
  changes: {
    subject: (count) => `Planlaşdırma dəyişiklikləri: ${count} təyinat`,
    intro: 'İzlədiyiniz komanda və statuslarda bu təyinatlar dəyişdi:',
    when: 'Vaxt',
    technician: 'Texnik',
    status: 'Status',
    workOrder: 'İş sifarişi',
    customer: 'Müştəri',
    planned: 'Plan',
    more: (count) => `…və daha ${count} dəyişiklik. Hamısını fəaliyyət tarixçəsində görün.`,
  },
  daily: {
    subject: (day) => `${day} üçün plan`,
    intro: (day) => `Komandalarınızın ${day} üçün planı:`,
    technician: 'Texnik',
    time: 'Vaxt',
    customer: 'Müştəri',
    workOrder: 'İş sifarişi',
    job: 'İş',
    nothingPlanned: 'Heç nə planlaşdırılmayıb.',
  },
  footer: {
    why: 'Bu məktubu Səyyar Servis Portalında bildirişlərə abunə olduğunuz üçün alırsınız.',
    manage: 'Bildirişlərinizi idarə edin',
    unsubscribe: 'Bildiriş məktublarını dayandır',
  },
  page: {
    title: 'Bildiriş məktubları',
    question: (email) => `${email} ünvanına bütün bildiriş məktubları dayandırılsın?`,
    button: 'Məktubları dayandır',
    done: (email) => `Hazırdır: ${email} ünvanına artıq bildiriş məktubu göndərilməyəcək.`,
    resume: 'Bildiriş ayarlarınız saxlanılır. Daxil olduqdan sonra Bildiriş ayarları səhifəsində məktubları bərpa edə bilərsiniz.',
    invalid: 'Bu keçid etibarlı deyil.',
  },
};

const ge: MailTexts = {
  statuses: WORKING_STATUS_NAMES.ge,
  jobTypes: { DISASSEMBLE: 'დაშლა', ASSEMBLE: 'აწყობა', ENTRY_EXPERTISE: 'შემავალი ექსპერტიზა', EXIT_EXPERTISE: 'გამავალი ექსპერტიზა' },
  greeting: (name) => `გამარჯობა, ${name}!`,
  changes: {
    subject: (count) => `დაგეგმვის ცვლილებები: ${count} დავალება`,
    intro: 'თქვენ მიერ თვალყურდევნებულ გუნდებსა და სტატუსებში ეს დავალებები შეიცვალა:',
    when: 'დრო',
    technician: 'ტექნიკოსი',
    status: 'სტატუსი',
    workOrder: 'სამუშაო შეკვეთა',
    customer: 'კლიენტი',
    planned: 'გეგმა',
    more: (count) => `…და კიდევ ${count} ცვლილება. ყველა მათგანი აქტივობის ისტორიაშია.`,
  },
  daily: {
    subject: (day) => `გეგმა: ${day}`,
    intro: (day) => `თქვენი გუნდების გეგმა (${day}):`,
    technician: 'ტექნიკოსი',
    time: 'დრო',
    customer: 'კლიენტი',
    workOrder: 'სამუშაო შეკვეთა',
    job: 'სამუშაო',
    nothingPlanned: 'არაფერია დაგეგმილი.',
  },
  footer: {
    why: 'ამ წერილს იღებთ, რადგან საველე სერვისის პორტალში შეტყობინებებზე ხართ გამოწერილი.',
    manage: 'შეტყობინებების მართვა',
    unsubscribe: 'შეტყობინების წერილების შეწყვეტა',
  },
  page: {
    title: 'შეტყობინების წერილები',
    question: (email) => `შეწყდეს ყველა შეტყობინების წერილი მისამართზე ${email}?`,
    button: 'წერილების შეწყვეტა',
    done: (email) => `მზადაა: მისამართზე ${email} შეტყობინების წერილები აღარ გაიგზავნება.`,
    resume: 'თქვენი შეტყობინების პარამეტრები შენახულია. წერილების განახლება შესვლის შემდეგ შეტყობინებების პარამეტრების გვერდზეა შესაძლებელი.',
    invalid: 'ეს ბმული არასწორია.',
  },
};

export const MAIL_TEXTS: Record<Language, MailTexts> = { en, tr, ru, az, ge };
