import { describe, expect, it } from 'vitest';
import { inputAllowClear, selectAllowClear } from './clear-label';

const icon = 'default-icon';

describe('selectAllowClear', () => {
  it("names the clear button in the reader's language and keeps antd's icon", () => {
    expect(selectAllowClear(true, 'Temizle', icon)).toEqual({ clearIcon: icon, label: 'Temizle' });
    expect(selectAllowClear({}, 'Очистить', icon)).toEqual({ clearIcon: icon, label: 'Очистить' });
    expect(selectAllowClear({ clearIcon: 'x' }, 'Təmizlə', icon)).toEqual({ clearIcon: 'x', label: 'Təmizlə' });
  });

  it('leaves a given label and a Select without a clear button alone', () => {
    const labelled = { label: 'Remove the team' };
    expect(selectAllowClear(labelled, 'Temizle', icon)).toBe(labelled);
    expect(selectAllowClear(false, 'Temizle', icon)).toBe(false);
    expect(selectAllowClear(undefined, 'Temizle', icon)).toBeUndefined();
  });
});

describe('inputAllowClear', () => {
  it('gives the clear button the labelled icon, keeping `disabled`', () => {
    expect(inputAllowClear(true, icon)).toEqual({ clearIcon: icon });
    expect(inputAllowClear({ disabled: true }, icon)).toEqual({ disabled: true, clearIcon: icon });
  });

  it('leaves a custom icon and an Input without a clear button alone', () => {
    const custom = { clearIcon: 'x' };
    expect(inputAllowClear(custom, icon)).toBe(custom);
    expect(inputAllowClear(false, icon)).toBe(false);
    expect(inputAllowClear(undefined, icon)).toBeUndefined();
  });
});
