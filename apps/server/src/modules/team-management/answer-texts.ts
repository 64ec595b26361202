import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/** The refusal of a taken name, in the caller's language: the screen shows the server's message as it is (spec part 2). */
const TEXTS: Record<Language, { nameTaken: (name: string) => string }> = {
  en: { nameTaken: (name) => `A team named "${name}" already exists in this organization.` },
  tr: { nameTaken: (name) => `Bu organizasyonda "${name}" adında bir ekip zaten var.` },
  ru: { nameTaken: (name) => `Бригада с названием «${name}» в этой организации уже есть.` },
  az: { nameTaken: (name) => `Bu təşkilatda "${name}" adlı komanda artıq var.` },
  ge: { nameTaken: (name) => `ამ ორგანიზაციაში გუნდი სახელით „${name}“ უკვე არსებობს.` },
};

export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
