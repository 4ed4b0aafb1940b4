import { EMPTY_REPAIR_FORM, repairFormValuesOf, repairRequestOf, validateRepair } from '../validateRepair';

const valid = {
  ...EMPTY_REPAIR_FORM,
  productModel: ' AT-55X89J ',
  serialNumber: '70 15-000ab',
  fault: 'The picture goes black after ten minutes of use.',
  name: 'Jana Novak',
  email: 'jana@example.com',
};

describe('validateRepair', () => {
  it('accepts a complete form, the optional phone and postcode left empty', () => {
    expect(validateRepair(valid)).toEqual({});
  });

  it('reads the serial number as printed: spaces and dashes ignored, 7 to 12 letters and digits', () => {
    expect(validateRepair({ ...valid, serialNumber: '' }).serialNumber).toBe('required');
    expect(validateRepair({ ...valid, serialNumber: '12-34-5' }).serialNumber).toBe('too-short');
    expect(validateRepair({ ...valid, serialNumber: '1234567890ABC' }).serialNumber).toBe('too-long');
    expect(validateRepair({ ...valid, serialNumber: '1234567_8' }).serialNumber).toBe('invalid');
    expect(validateRepair({ ...valid, serialNumber: 'ab 12 cd 34' }).serialNumber).toBeUndefined();
  });

  it('checks the phone number and postcode only when given', () => {
    expect(validateRepair({ ...valid, phone: '+44 (20) 7946-0000' })).toEqual({});
    expect(validateRepair({ ...valid, phone: '12 34' }).phone).toBe('too-short');
    expect(validateRepair({ ...valid, phone: 'call me' }).phone).toBe('invalid');
    expect(validateRepair({ ...valid, postcode: 'SW1A 1AA' })).toEqual({});
    expect(validateRepair({ ...valid, postcode: '<script>' }).postcode).toBe('invalid');
  });

  it('lists every missing required field', () => {
    expect(Object.keys(validateRepair(EMPTY_REPAIR_FORM))).toEqual(['productModel', 'serialNumber', 'fault', 'name', 'email']);
  });
});

describe('repairRequestOf and repairFormValuesOf', () => {
  it('trims, normalises the serial number, upper-cases the postcode and leaves empty optional fields out', () => {
    expect(repairRequestOf({ ...valid, postcode: ' w1d 6qf ' })).toEqual({
      productModel: 'AT-55X89J',
      serialNumber: '7015000AB',
      fault: 'The picture goes black after ten minutes of use.',
      name: 'Jana Novak',
      email: 'jana@example.com',
      postcode: 'W1D 6QF',
    });
  });

  it('takes only the form’s fields, as text, from anything posted', () => {
    expect(repairFormValuesOf({ name: 'Jana', email: ['a', 'b'], extra: 'x', fault: 42 })).toEqual({ ...EMPTY_REPAIR_FORM, name: 'Jana' });
    expect(repairFormValuesOf(null)).toEqual(EMPTY_REPAIR_FORM);
  });
});
