import { describe, expect, it } from 'vitest';
import { StatusRefusal, refusedField } from './field-refusal';

describe('refusedField', () => {
  const byCode = (refusal: StatusRefusal) => (refusal.statusCode === 2 ? 'name' : null);

  it('marks the field the rule names with the words shown to the reader, not the contract message', () => {
    const refusal = new StatusRefusal('Bu ad zaten kullanılıyor.', 2, 'Name taken');
    expect(refusal.message).toBe('Bu ad zaten kullanılıyor.');
    expect(refusedField(refusal, byCode)).toEqual({ name: 'name', errors: ['Bu ad zaten kullanılıyor.'] });
  });

  it('marks no field when the rule names none, nor for an error that is no refusal', () => {
    expect(refusedField(new StatusRefusal('Not found', 1, 'Not found'), byCode)).toBeNull();
    expect(refusedField(new Error('Name taken'), () => 'name')).toBeNull();
  });
});
