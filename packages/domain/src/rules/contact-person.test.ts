import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PLACEHOLDER,
  DEFAULT_PHONE_LENGTH,
  contactProblemMessage,
  contactRulesFromConfig,
  maskPhone,
  validateContactEmail,
  validateContactName,
  validateContactPhone,
  validateNewContact,
} from './contact-person';

const TR = contactRulesFromConfig({ MOBILE_OPERATOR_CHARACTERS: '50,53,54,55', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '10', SURVEY_EMAIL_PLACEHOLDER: 'none@x.invalid' });
const AZ = contactRulesFromConfig({ MOBILE_OPERATOR_CHARACTERS: '50, 51 ,55,,70,77', PHONE_NUMBER_VALID_CHARACTER_LENGTH: '9' });

describe('contactRulesFromConfig', () => {
  it('reads the comma-separated prefixes, the digit count and the placeholder', () => {
    expect(TR).toEqual({ prefixes: ['50', '53', '54', '55'], length: 10, emailPlaceholder: 'none@x.invalid' });
    expect(AZ.prefixes).toEqual(['50', '51', '55', '70', '77']);
    expect(AZ.length).toBe(9);
  });

  it('falls back to any prefix, 10 digits and the default placeholder when settings are missing or broken', () => {
    expect(contactRulesFromConfig({})).toEqual({ prefixes: [], length: DEFAULT_PHONE_LENGTH, emailPlaceholder: DEFAULT_EMAIL_PLACEHOLDER });
    expect(contactRulesFromConfig({ PHONE_NUMBER_VALID_CHARACTER_LENGTH: 'ten', MOBILE_OPERATOR_CHARACTERS: 'a,+9' }).prefixes).toEqual([]);
    expect(contactRulesFromConfig({ PHONE_NUMBER_VALID_CHARACTER_LENGTH: '12' }).length).toBe(DEFAULT_PHONE_LENGTH);
    expect(contactRulesFromConfig({ PHONE_NUMBER_VALID_CHARACTER_LENGTH: '0' }).length).toBe(DEFAULT_PHONE_LENGTH);
  });
});

describe('validateContactPhone', () => {
  it('accepts a number with an operator prefix and exactly the configured digits', () => {
    expect(validateContactPhone('5321234567', TR)).toBeNull();
    expect(validateContactPhone(' 5051234567 ', TR)).toBeNull();
    expect(validateContactPhone('501234567', AZ)).toBeNull();
  });

  it('requires a value', () => {
    expect(validateContactPhone('', TR)).toBe('required');
    expect(validateContactPhone('   ', TR)).toBe('required');
    expect(validateContactPhone(null, TR)).toBe('required');
  });

  it('refuses anything but digits', () => {
    expect(validateContactPhone('532 123 45 67', TR)).toBe('digitsOnly');
    expect(validateContactPhone('+905321234567', TR)).toBe('digitsOnly');
    expect(validateContactPhone('53212345a7', TR)).toBe('digitsOnly');
  });

  it('refuses a number without one of the prefixes', () => {
    expect(validateContactPhone('5121234567', TR)).toBe('prefix');
    expect(validateContactPhone('0532123456', TR)).toBe('prefix');
    expect(validateContactPhone('991234567', AZ)).toBe('prefix');
  });

  it('needs exactly the digit count, one fewer or one more is refused', () => {
    expect(validateContactPhone('532123456', TR)).toBe('length');
    expect(validateContactPhone('53212345678', TR)).toBe('length');
    expect(validateContactPhone('5012345678', AZ)).toBe('length');
    expect(validateContactPhone('50123456', AZ)).toBe('length');
  });

  it('accepts any prefix when none is configured', () => {
    expect(validateContactPhone('1234567890', contactRulesFromConfig({}))).toBeNull();
  });
});

describe('validateContactEmail', () => {
  it('accepts valid addresses and the placeholder', () => {
    expect(validateContactEmail('ayse.kaya@example.com.tr', TR.emailPlaceholder)).toBeNull();
    expect(validateContactEmail('none@x.invalid', TR.emailPlaceholder)).toBeNull();
  });

  it('requires a value and refuses malformed ones', () => {
    expect(validateContactEmail('', TR.emailPlaceholder)).toBe('required');
    expect(validateContactEmail(undefined, TR.emailPlaceholder)).toBe('required');
    for (const bad of ['ayse', 'ayse@', '@example.com', 'ayse@example', 'ay se@example.com', 'a@b..com', 'a@@b.com']) {
      expect(validateContactEmail(bad, TR.emailPlaceholder), bad).toBe('invalid');
    }
    expect(validateContactEmail(`${'a'.repeat(250)}@b.com`, TR.emailPlaceholder)).toBe('tooLong');
  });
});

describe('validateContactName and validateNewContact', () => {
  it('requires names up to 100 characters', () => {
    expect(validateContactName(' ')).toBe('required');
    expect(validateContactName('İsmail')).toBeNull();
    expect(validateContactName('x'.repeat(101))).toBe('tooLong');
  });

  it('lists every problem of the form', () => {
    expect(validateNewContact({ firstName: '', lastName: 'Kaya', positionCode: null, email: 'x', telephone: '123' }, TR)).toEqual({
      firstName: 'required',
      positionCode: 'required',
      email: 'invalid',
      telephone: 'prefix',
    });
    expect(validateNewContact({ firstName: 'Ayşe', lastName: 'Kaya', positionCode: 'OWNER', email: 'none@x.invalid', telephone: '5321234567' }, TR)).toEqual({});
  });

  it('words the server messages with the configured values', () => {
    expect(contactProblemMessage('telephone', 'prefix', TR)).toBe('The phone number must start with one of: 50, 53, 54, 55.');
    expect(contactProblemMessage('telephone', 'length', AZ)).toBe('The phone number must have exactly 9 digits.');
  });
});

describe('maskPhone', () => {
  it('keeps only the last four digits', () => {
    expect(maskPhone('5321234567')).toBe('******4567');
    expect(maskPhone('123')).toBe('123');
  });
});
