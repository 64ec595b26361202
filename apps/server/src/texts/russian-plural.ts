const RUSSIAN_PLURAL = new Intl.PluralRules('ru');

/** A Russian noun's form after a number: `one` after 1, 21, 31 …; `few` after 2–4, 22–24 …; `many` otherwise. */
export function russianForm(count: number, forms: { one: string; few: string; many: string }): string {
  const rule = RUSSIAN_PLURAL.select(count);
  return rule === 'one' || rule === 'few' || rule === 'many' ? forms[rule] : forms.few;
}
