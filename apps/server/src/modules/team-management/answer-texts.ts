import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

interface TeamRefusals {
  nameTaken(name: string): string;
  organizationFixed: string;
  technicianTwice(bpNo: string): string;
  dispatcherTeamTwice(dispatcherId: number, teamId: number): string;
  otherOrganization(bpNo: string, team: string): string;
}

/** The team-management refusals in the caller's language: the screens show the server's message as it is (spec part 2). */
const TEXTS: Record<Language, TeamRefusals> = {
  en: {
    nameTaken: (name) => `A team named "${name}" already exists in this organization.`,
    organizationFixed: 'the organization of a team cannot change',
    technicianTwice: (bpNo) => `technician ${bpNo} appears more than once`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `dispatcher ${dispatcherId} with team ${teamId} appears more than once`,
    otherOrganization: (bpNo, team) => `technician ${bpNo} belongs to another organization than team ${team}`,
  },
  tr: {
    nameTaken: (name) => `Bu organizasyonda "${name}" adında bir ekip zaten var.`,
    organizationFixed: 'Bir ekibin organizasyonu değiştirilemez',
    technicianTwice: (bpNo) => `${bpNo} teknisyeni birden fazla kez geçiyor`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `${dispatcherId} numaralı dispeçer ile ${teamId} numaralı ekip eşleşmesi birden fazla kez geçiyor`,
    otherOrganization: (bpNo, team) => `${bpNo} teknisyeni, ${team} ekibinden başka bir organizasyona bağlı`,
  },
  ru: {
    nameTaken: (name) => `Бригада с названием «${name}» в этой организации уже есть.`,
    organizationFixed: 'Организацию бригады изменить нельзя',
    technicianTwice: (bpNo) => `Техник ${bpNo} указан более одного раза`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `Пара «диспетчер ${dispatcherId} — бригада ${teamId}» указана более одного раза`,
    otherOrganization: (bpNo, team) => `Техник ${bpNo} относится к другой организации, чем бригада ${team}`,
  },
  az: {
    nameTaken: (name) => `Bu təşkilatda "${name}" adlı komanda artıq var.`,
    organizationFixed: 'Komandanın təşkilatı dəyişdirilə bilməz',
    technicianTwice: (bpNo) => `${bpNo} texniki bir dəfədən çox göstərilib`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `${dispatcherId} nömrəli dispetçer və ${teamId} nömrəli komanda cütü bir dəfədən çox göstərilib`,
    otherOrganization: (bpNo, team) => `${bpNo} texniki ${team} komandasından fərqli təşkilata aiddir`,
  },
  ge: {
    nameTaken: (name) => `ამ ორგანიზაციაში გუნდი სახელით „${name}“ უკვე არსებობს.`,
    organizationFixed: 'გუნდის ორგანიზაციის შეცვლა შეუძლებელია',
    technicianTwice: (bpNo) => `ტექნიკოსი ${bpNo} ერთზე მეტჯერ არის მითითებული`,
    dispatcherTeamTwice: (dispatcherId, teamId) => `წყვილი „დისპეჩერი ${dispatcherId} — გუნდი ${teamId}“ ერთზე მეტჯერ არის მითითებული`,
    otherOrganization: (bpNo, team) => `ტექნიკოსი ${bpNo} სხვა ორგანიზაციას ეკუთვნის, ვიდრე გუნდი ${team}`,
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
