import type { Language } from '@fsp/domain';
import type { RequestContext } from '../../plugins/auth';
import { callerTexts } from '../../texts';

/**
 * The deactivation's refusals, in the words of the deleted-technicians dialog: the dialog shows them as they come
 * when HR's flag or the technician's team changed since the board was read.
 */
const TEXTS: Record<Language, { technicianNotFound: string; notFlagged: string }> = {
  en: {
    technicianNotFound: 'Technician not found.',
    notFlagged: 'Only a technician flagged for deletion (removed by HR) can be deactivated; this technician is not flagged.',
  },
  tr: {
    technicianNotFound: 'Teknisyen bulunamadı.',
    notFlagged: "Yalnızca silinmek üzere işaretli (İK'da çıkarılmış) bir teknisyen pasifleştirilebilir; bu teknisyen işaretli değil.",
  },
  ru: {
    technicianNotFound: 'Техник не найден.',
    notFlagged: 'Деактивировать можно только техника, помеченного к удалению (удалённого в кадровой системе); этот техник не помечен.',
  },
  az: {
    technicianNotFound: 'Texnik tapılmadı.',
    notFlagged: 'Yalnız silinmə üçün işarələnmiş (insan resurslarında silinmiş) texnik deaktiv edilə bilər; bu texnik işarələnməyib.',
  },
  ge: {
    technicianNotFound: 'ტექნიკოსი ვერ მოიძებნა.',
    notFlagged: 'დეაქტივაცია შესაძლებელია მხოლოდ წასაშლელად მონიშნული (HR-ში წაშლილი) ტექნიკოსის; ეს ტექნიკოსი მონიშნული არ არის.',
  },
};

/** The refusals' texts in the caller's language (the user's portal language; English when unknown). */
export const answerTextsFor = (ctx: Pick<RequestContext, 'user'>) => callerTexts(TEXTS, ctx);
