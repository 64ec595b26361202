import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

interface TeamRefusals {
  nameTaken(name: string): string;
  organizationFixed: string;
  technicianTwice(bpNo: string): string;
  dispatcherTeamTwice(dispatcherId: number, teamId: number): string;
  otherOrganization(bpNo: string, team: string): string;
  /** Someone else moved the technician since the caller's tree was read: now is the team they are in, null = none. */
  technicianMoved(technician: string, now: string | null): string;
}

/** The team-management refusals in the caller's language: the screens show the server's message as it is (spec part 2). */
const TEXTS: Record<Language, TeamRefusals> = {
  en: {
    nameTaken: (name) => `A team named "${name}" already exists in this organization.`,
    organizationFixed: 'the organization of a team cannot change',
    technicianTwice: (bpNo) => `technician ${bpNo} appears more than once`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `dispatcher ${dispatcherId} with team ${teamId} appears more than once`,
    otherOrganization: (bpNo, team) => `technician ${bpNo} belongs to another organization than team ${team}`,
    technicianMoved: (technician, now) =>
      `Technician ${technician} has meanwhile been ${now === null ? 'taken out of their team' : `moved to team "${now}"`} by someone else. Nothing was saved: check the current teams and save again.`,
  },
  tr: {
    nameTaken: (name) => `Bu organizasyonda "${name}" adında bir ekip zaten var.`,
    organizationFixed: 'Bir ekibin organizasyonu değiştirilemez',
    technicianTwice: (bpNo) => `${bpNo} teknisyeni birden fazla kez geçiyor`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `${dispatcherId} numaralı dispeçer ile ${teamId} numaralı ekip eşleşmesi birden fazla kez geçiyor`,
    otherOrganization: (bpNo, team) => `${bpNo} teknisyeni, ${team} ekibinden başka bir organizasyona bağlı`,
    technicianMoved: (technician, now) =>
      `${technician} teknisyeni bu arada başka biri tarafından ${now === null ? 'ekipten çıkarıldı' : `"${now}" ekibine taşındı`}. Hiçbir değişiklik kaydedilmedi: güncel ekipleri kontrol edip yeniden kaydedin.`,
  },
  ru: {
    nameTaken: (name) => `Бригада с названием «${name}» в этой организации уже есть.`,
    organizationFixed: 'Организацию бригады изменить нельзя',
    technicianTwice: (bpNo) => `Техник ${bpNo} указан более одного раза`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `Пара «диспетчер ${dispatcherId} — бригада ${teamId}» указана более одного раза`,
    otherOrganization: (bpNo, team) => `Техник ${bpNo} относится к другой организации, чем бригада ${team}`,
    technicianMoved: (technician, now) =>
      `Техник ${technician} тем временем ${now === null ? 'выведен из бригады' : `переведён в бригаду «${now}»`} другим пользователем. Ничего не сохранено: проверьте текущие бригады и сохраните снова.`,
  },
  az: {
    nameTaken: (name) => `Bu təşkilatda "${name}" adlı komanda artıq var.`,
    organizationFixed: 'Komandanın təşkilatı dəyişdirilə bilməz',
    technicianTwice: (bpNo) => `${bpNo} texniki bir dəfədən çox göstərilib`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `${dispatcherId} nömrəli dispetçer və ${teamId} nömrəli komanda cütü bir dəfədən çox göstərilib`,
    otherOrganization: (bpNo, team) => `${bpNo} texniki ${team} komandasından fərqli təşkilata aiddir`,
    technicianMoved: (technician, now) =>
      `${technician} texniki bu arada başqa biri tərəfindən ${now === null ? 'komandadan çıxarılıb' : `"${now}" komandasına köçürülüb`}. Heç nə yadda saxlanılmadı: cari komandaları yoxlayın və yenidən yadda saxlayın.`,
  },
  ge: {
    nameTaken: (name) => `ამ ორგანიზაციაში გუნდი სახელით „${name}“ უკვე არსებობს.`,
    organizationFixed: 'გუნდის ორგანიზაციის შეცვლა შეუძლებელია',
    technicianTwice: (bpNo) => `ტექნიკოსი ${bpNo} ერთზე მეტჯერ არის მითითებული`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `წყვილი „დისპეჩერი ${dispatcherId} — გუნდი ${teamId}“ ერთზე მეტჯერ არის მითითებული`,
    otherOrganization: (bpNo, team) => `ტექნიკოსი ${bpNo} სხვა ორგანიზაციას ეკუთვნის, ვიდრე გუნდი ${team}`,
    technicianMoved: (technician, now) =>
      `ტექნიკოსი ${technician} ამასობაში სხვა მომხმარებელმა ${now === null ? 'გუნდიდან გაიყვანა' : `გადაიყვანა გუნდში „${now}“`}. არაფერი შენახულა: შეამოწმეთ მიმდინარე გუნდები და შეინახეთ ხელახლა.`,
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
