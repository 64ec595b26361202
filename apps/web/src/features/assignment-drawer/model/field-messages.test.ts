import { describe, expect, it } from 'vitest';
import { missingFields, requiredFieldKeys, withItemError } from './field-messages';

describe('field messages of the assignment form', () => {
  it('names each required field in its message; technicians in the multiple-task entry', () => {
    expect(requiredFieldKeys('workArea', false)).toEqual({ label: 'planningDrawer.workArea', required: 'planningWizard.required.workArea' });
    expect(requiredFieldKeys('technician', true)?.required).toBe('planningWizard.required.technicians');
    expect(requiredFieldKeys('technician', false)?.required).toBe('planningWizard.required.technician');
    expect(requiredFieldKeys('assignedBayNo', false)).toBeNull();
  });

  it("puts a chosen order's missing item on the item's select", () => {
    expect(withItemError({ order: 'required', startDate: 'required' }, true)).toEqual({ orderItem: 'required', startDate: 'required' });
    expect(withItemError({ order: 'required' }, false)).toEqual({ order: 'required' });
  });

  it("lists the missing fields in the form's order, not the other errors", () => {
    expect(missingFields({ endDate: 'required', technician: 'required', assignedBayNo: 'tooLong', startDate: 'endBeforeStart', order: 'required' })).toEqual([
      'order',
      'technician',
      'endDate',
    ]);
  });
});
