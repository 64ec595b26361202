import { describe, expect, it } from 'vitest';
import { wizardStartsOn } from './wizard-start';

const config = { ADVANCED_ASSIGNMENT_DEFAULT: 'TR,KZ' };

describe('wizardStartsOn', () => {
  it("follows the technician's or order's country before the user has chosen", () => {
    expect(wizardStartsOn(null, config, 'TR', ['RU'])).toBe(true);
    expect(wizardStartsOn(null, config, 'RU', ['TR'])).toBe(false);
  });

  it("opens the board's add button as every row's would: on only when each country on the board is listed", () => {
    expect(wizardStartsOn(null, config, null, ['TR'])).toBe(true);
    expect(wizardStartsOn(null, config, null, ['TR', 'KZ'])).toBe(true);
    // The team order of the filter does not decide it (it took the first country).
    expect(wizardStartsOn(null, config, null, ['TR', 'RU'])).toBe(false);
    expect(wizardStartsOn(null, config, null, ['RU', 'TR'])).toBe(false);
    expect(wizardStartsOn(null, config, null, [])).toBe(false);
  });

  it("keeps the user's last choice for every add button", () => {
    expect(wizardStartsOn(false, config, 'TR', ['TR'])).toBe(false);
    expect(wizardStartsOn(false, config, null, ['TR'])).toBe(false);
    expect(wizardStartsOn(true, config, 'RU', ['RU'])).toBe(true);
  });
});
