import { describe, expect, it } from 'vitest';
import { surveyDraftStore } from './draft';

/** A tab's session storage as the browser gives it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the survey draft kept across a reload', () => {
  it("keeps each link's answers apart until the answers are sent", () => {
    const sessionStorage = memoryStorage();
    const first = surveyDraftStore({ sessionStorage }, 'code-one');
    const second = surveyDraftStore({ sessionStorage }, 'code-two');
    first.write({ 7: { answer: 2, reason: 'Geç geldiler, ışıklar yanmıyordu' } });
    expect(surveyDraftStore({ sessionStorage }, 'code-one').read()).toEqual({ 7: { answer: 2, reason: 'Geç geldiler, ışıklar yanmıyordu' } });
    expect(second.read()).toEqual({});
    first.clear();
    expect(first.read()).toEqual({});
  });

  it('keeps nothing, and fails nothing, where the storage is refused or holds something else', () => {
    const refused = {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const store = surveyDraftStore(refused, 'code');
    expect(() => store.write({ 1: { answer: 5, reason: '' } })).not.toThrow();
    expect(store.read()).toEqual({});
    expect(() => store.clear()).not.toThrow();

    const sessionStorage = memoryStorage();
    for (const held of ['not json', '[1,2]', 'null']) {
      sessionStorage.setItem('fsp.surveyDraft.code', held);
      expect(surveyDraftStore({ sessionStorage }, 'code').read(), held).toEqual({});
    }
  });
});
