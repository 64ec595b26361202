import { describe, expect, it } from 'vitest';
import { sortSectionOptions } from './section-options';

describe('section options', () => {
  it('orders the translated section names in the interface language, whatever the browser language', () => {
    const options = [
      { id: 1, name: 'Şantiye' },
      { id: 2, name: 'Çekici' },
      { id: 3, name: 'Servis' },
      { id: 4, name: 'Cihaz' },
      { id: 5, name: 'İş makinesi' },
      { id: 6, name: 'Ilık' },
    ];
    expect(sortSectionOptions(options, 'tr').map((o) => o.name)).toEqual(['Cihaz', 'Çekici', 'Ilık', 'İş makinesi', 'Servis', 'Şantiye']);
    expect(sortSectionOptions([{ name: 'Б' }, { name: 'А' }], 'ru').map((o) => o.name)).toEqual(['А', 'Б']);
  });
});
