import { useEffect, type Dispatch, type SetStateAction } from 'react';

/** A list screen's search as useHistoryEntryState keeps it. */
export interface KeptSearch<F> {
  filters: F;
  page: { index: number; size: number };
}

/**
 * A search kept in the history entry (Back, a reload) may name choices the user is no longer offered (teams or
 * organizations taken away since): sent, the server refused the whole search or found nothing, and a chip named a bare
 * id. Once the offer has loaded they are dropped, from the chips too, and the search starts on its first page.
 * `within` gives the same filters when nothing is dropped; it and `hasChoices` must be stable (module functions).
 * True while the filters may be searched: nothing chosen, the offer failed to load (the server then says what is
 * wrong), or only offered choices.
 */
export function useKeptSearchWithin<F, O>(
  view: KeptSearch<F>,
  setView: Dispatch<SetStateAction<KeptSearch<F>>>,
  offer: { data: O | undefined; isError: boolean },
  hasChoices: (filters: F) => boolean,
  within: (filters: F, offered: O) => F,
): boolean {
  const offered = offer.data;
  useEffect(() => {
    if (offered === undefined) return;
    setView((current) => {
      const kept = within(current.filters, offered);
      return kept === current.filters ? current : { filters: kept, page: { ...current.page, index: 0 } };
    });
  }, [offered, setView, within]);
  return !hasChoices(view.filters) || offer.isError || (offered !== undefined && within(view.filters, offered) === view.filters);
}
