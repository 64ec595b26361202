import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** What a refused change can name that the caller's scope does not hold. */
export type UnknownThing = 'organization' | 'section' | 'team' | 'technician' | 'dispatcher';

interface TeamRefusals {
  nameTaken(name: string): string;
  unknown: Record<UnknownThing, (value: string | number) => string>;
  organizationFixed: string;
  technicianTwice(bpNo: string): string;
  otherOrganization(bpNo: string, team: string): string;
}

/** The team-management refusals in the caller's language: the screens show the server's message as it is (spec part 2). */
const TEXTS: Record<Language, TeamRefusals> = {
  en: {
    nameTaken: (name) => `A team named "${name}" already exists in this organization.`,
    unknown: {
      organization: (v) => `unknown organization ${v}`,
      section: (v) => `unknown section ${v}`,
      team: (v) => `unknown team ${v}`,
      technician: (v) => `unknown technician ${v}`,
      dispatcher: (v) => `unknown dispatcher ${v}`,
    },
    organizationFixed: 'the organization of a team cannot change',
    technicianTwice: (bpNo) => `technician ${bpNo} appears more than once`,
    otherOrganization: (bpNo, team) => `technician ${bpNo} belongs to another organization than team ${team}`,
  },
  tr: {
    nameTaken: (name) => `Bu organizasyonda "${name}" adında bir ekip zaten var.`,
    unknown: {
      organization: (v) => `Bilinmeyen organizasyon ${v}`,
      section: (v) => `Bilinmeyen bölüm ${v}`,
      team: (v) => `Bilinmeyen ekip ${v}`,
      technician: (v) => `Bilinmeyen teknisyen ${v}`,
      dispatcher: (v) => `Bilinmeyen dispeçer ${v}`,
    },
    organizationFixed: 'Bir ekibin organizasyonu değiştirilemez',
    technicianTwice: (bpNo) => `${bpNo} teknisyeni birden fazla kez geçiyor`,
    otherOrganization: (bpNo, team) => `${bpNo} teknisyeni, ${team} ekibinden başka bir organizasyona bağlı`,
  },
  ru: {
    nameTaken: (name) => `Бригада с названием «${name}» в этой организации уже есть.`,
    unknown: {
      organization: (v) => `Неизвестная организация ${v}`,
      section: (v) => `Неизвестный отдел ${v}`,
      team: (v) => `Неизвестная бригада ${v}`,
      technician: (v) => `Неизвестный техник ${v}`,
      dispatcher: (v) => `Неизвестный диспетчер ${v}`,
    },
    organizationFixed: 'Организацию бригады изменить нельзя',
    technicianTwice: (bpNo) => `Техник ${bpNo} указан более одного раза`,
    otherOrganization: (bpNo, team) => `Техник ${bpNo} относится к другой организации, чем бригада ${team}`,
  },
  az: {
    nameTaken: (name) => `Bu təşkilatda "${name}" adlı komanda artıq var.`,
    unknown: {
      organization: (v) => `Naməlum təşkilat ${v}`,
      section: (v) => `Naməlum bölmə ${v}`,
      team: (v) => `Naməlum komanda ${v}`,
      technician: (v) => `Naməlum texnik ${v}`,
      dispatcher: (v) => `Naməlum dispetçer ${v}`,
    },
    organizationFixed: 'Komandanın təşkilatı dəyişdirilə bilməz',
    technicianTwice: (bpNo) => `${bpNo} texniki bir dəfədən çox göstərilib`,
    otherOrganization: (bpNo, team) => `${bpNo} texniki ${team} komandasından fərqli təşkilata aiddir`,
  },
  ge: {
    nameTaken: (name) => `ამ ორგანიზაციაში გუნდი სახელით „${name}“ უკვე არსებობს.`,
    unknown: {
      organization: (v) => `უცნობი ორგანიზაცია ${v}`,
      section: (v) => `უცნობი განყოფილება ${v}`,
      team: (v) => `უცნობი გუნდი ${v}`,
      technician: (v) => `უცნობი ტექნიკოსი ${v}`,
      dispatcher: (v) => `უცნობი დისპეჩერი ${v}`,
    },
    organizationFixed: 'გუნდის ორგანიზაციის შეცვლა შეუძლებელია',
    technicianTwice: (bpNo) => `ტექნიკოსი ${bpNo} ერთზე მეტჯერ არის მითითებული`,
    otherOrganization: (bpNo, team) => `ტექნიკოსი ${bpNo} სხვა ორგანიზაციას ეკუთვნის, ვიდრე გუნდი ${team}`,
  },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
