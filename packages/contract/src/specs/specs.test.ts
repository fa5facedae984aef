import * as v from 'valibot';
import { validate } from '../common/validate';
import { productFormSchema } from '../product/product-form';
import { compareQuerySchema } from './compare';
import { parseCompareIds } from './compare-rules';
import { calibrationSummary, certificateProblem, maskSerial } from './listing-facts-rules';
import { readFactFilters, readSpecFilters, writeSpecFilters } from './spec-filter-rules';
import { specFieldFormSchema } from './spec-field';
import { formatSpecValue, readSpecNumber, type SpecFieldShape } from './spec-rules';
import { specValuesSchema, specsWireField } from './spec-values';

const bandwidth: SpecFieldShape = { id: 1, name: 'Bandwidth', kind: 'number', unit: 'MHz', options: [] };
const channels: SpecFieldShape = { id: 2, name: 'Channels', kind: 'number', unit: '', options: [] };
const display: SpecFieldShape = {
  id: 3,
  name: 'Display',
  kind: 'choice',
  unit: '',
  options: [
    { id: 1, label: 'Touch' },
    { id: 2, label: 'Buttons only' },
  ],
};
const mso: SpecFieldShape = { id: 4, name: 'Mixed signal', kind: 'boolean', unit: '', options: [] };
const options: SpecFieldShape = { id: 5, name: 'Options fitted', kind: 'text', unit: '', options: [] };
const fields = [bandwidth, channels, display, mso, options];
const check = (values: unknown) => validate(specValuesSchema(fields, 'Oscilloscopes'), values);
const errors = (values: unknown) => {
  const r = check(values);
  return r.success ? {} : r.fieldErrors;
};

describe('spec values by kind and unit (docs/product.md §2.9, §5)', () => {
  it('stores numbers, the option id, yes/no as 1/0 and text; empty values are no value', () => {
    const r = check({ 1: '350 MHz', 2: 4, 3: 'touch', 4: 'yes', 5: ' B25  preamp ' });
    expect(r.success && r.output).toEqual({
      1: { num: 350, text: null },
      2: { num: 4, text: null },
      3: { num: 1, text: null },
      4: { num: 1, text: null },
      5: { num: null, text: 'B25 preamp' },
    });
    const empty = check({ 1: '', 3: null, 5: '  ' });
    expect(empty.success && empty.output).toEqual({ 1: undefined, 3: undefined, 5: undefined });
  });

  it("refuses a value that does not fit its field with the field's own text", () => {
    expect(errors({ 1: '1.5 GHz', 2: 'four', 3: 'Knobs', 4: 'maybe', 5: 'x'.repeat(101) })).toEqual({
      1: 'Bandwidth must be a number in MHz.',
      2: 'Channels must be a number.',
      3: 'Choose Display from its list.',
      4: 'Mixed signal must be Yes or No.',
      5: 'Options fitted must be at most 100 characters.',
    });
  });

  it('refuses a field the category does not have', () => {
    expect(errors({ 99: '5' })).toEqual({ 99: 'Field 99 is not a specification of Oscilloscopes.' });
  });

  it('reads thousands separators and the unit, and refuses what is not a number', () => {
    expect(readSpecNumber('1,200', 'MHz')).toBe(1200);
    expect(readSpecNumber('2.5e3mhz', 'MHz')).toBe(2500);
    expect(readSpecNumber('', 'MHz')).toBeUndefined();
    for (const bad of ['12,00', '1..2', 'MHz', '0x10', 'Infinity']) expect(readSpecNumber(bad, 'MHz')).toBeNaN();
  });

  it('reads the wire object, or its JSON text from a multipart form', () => {
    expect(v.parse(specsWireField, '{"12":"350","14":true}')).toEqual({ 12: '350', 14: true });
    expect(v.parse(specsWireField, '')).toEqual({});
    expect(validate(v.object({ specs: specsWireField }), { specs: '{"bandwidth":1}' })).toMatchObject({
      errors: ['Specifications must be sent as an object of field id to value.'],
    });
    expect(validate(v.object({ specs: specsWireField }), { specs: 'not json' }).success).toBe(false);
  });

  it('shows values as a buyer reads them', () => {
    expect(formatSpecValue(bandwidth, 350)).toBe('350 MHz');
    expect(formatSpecValue({ ...bandwidth, unit: 'GS/s' }, 2.5)).toBe('2.5 GS/s');
    expect(formatSpecValue(display, 2)).toBe('Buttons only');
    expect(formatSpecValue(mso, true)).toBe('Yes');
  });
});

describe("the admin's field dialog", () => {
  it('needs a name, a kind and two different choices for a list', () => {
    const r = validate(specFieldFormSchema, { categoryId: 3, name: ' ', kind: 'choice', options: [{ label: 'A' }] });
    expect(r.success ? {} : r.fieldErrors).toEqual({ name: 'Name is required.', options: 'A list needs at least two choices.' });
    const same = validate(specFieldFormSchema, {
      categoryId: 3,
      name: 'Rotor',
      kind: 'choice',
      options: [{ label: 'Fixed' }, { label: 'fixed' }],
    });
    expect(same.success ? {} : same.fieldErrors).toEqual({ options: 'Each choice must be different.' });
    expect(
      validate(specFieldFormSchema, { categoryId: 3, name: 'Bandwidth', kind: 'number', unit: 'MHz', filterable: 'true' }),
    ).toMatchObject({
      success: true,
      output: { name: 'Bandwidth', kind: 'number', unit: 'MHz', filterable: true, options: [] },
    });
  });
});

describe('listing facts (docs/product.md §2.9)', () => {
  const base = { productname: 'Scope', description: 'Fine', price: 900, sellinginstrument: 'Oscilloscopes', manufacturer: 'Keysight' };
  const fieldErrors = (over: Record<string, unknown>) => {
    const r = validate(productFormSchema, { ...base, ...over });
    return r.success ? {} : r.fieldErrors;
  };

  it('needs a date and a laboratory when calibrated, and a due date after it', () => {
    expect(fieldErrors({ calibrated: 'true' })).toEqual({
      calibrationDate: 'Enter the calibration date.',
      calibrationLab: 'Enter the laboratory that calibrated it.',
    });
    expect(
      fieldErrors({ calibrated: true, calibrationDate: '2026-03-02', calibrationDue: '2026-03-01', calibrationLab: 'Keysight' }),
    ).toEqual({
      calibrationDue: 'The due date must be after the calibration date.',
    });
    expect(fieldErrors({ calibrated: true, calibrationDate: '2999-01-01', calibrationLab: 'Keysight' })).toEqual({
      calibrationDate: 'The calibration date cannot be in the future.',
    });
    expect(fieldErrors({ calibrationDate: '2026-02-30' })).toEqual({ calibrationDate: 'Dates must be written YYYY-MM-DD.' });
  });

  it('reports a rule on its field even while another field is wrong', () => {
    expect(fieldErrors({ productname: '', shipping: 'fixed' })).toEqual({
      productname: 'Required.',
      shippingPrice: 'Enter the shipping price.',
    });
  });

  it('checks grade, hours, year, warranty, returns, lead time and payment terms', () => {
    expect(
      fieldErrors({
        grade: 'E',
        hoursOfUse: '12.5',
        year: '1850',
        warrantyDays: '60',
        returnsDays: 7,
        leadTimeDays: 400,
        paymentTerms: 'Wire transfer,Bitcoin',
      }),
    ).toEqual({
      grade: 'Choose a grade from A to D.',
      hoursOfUse: 'Hours of use must be a whole number from 0 to 1,000,000.',
      year: `Year of manufacture must be from 1900 to ${new Date().getUTCFullYear() + 1}.`,
      warrantyDays: 'Choose a warranty from the list.',
      returnsDays: 'Choose a returns policy from the list.',
      leadTimeDays: 'Lead time must be a whole number of days from 0 to 365.',
      'paymentTerms.1': 'Choose payment terms from the list.',
    });
    const r = validate(productFormSchema, {
      ...base,
      grade: 'B',
      hoursOfUse: '1200',
      warrantyDays: '90',
      paymentTerms: 'ACH transfer, Credit card',
    });
    expect(r.success && r.output).toMatchObject({
      grade: 'B',
      hoursOfUse: 1200,
      warrantyDays: 90,
      paymentTerms: ['ACH transfer', 'Credit card'],
    });
  });

  it('masks a serial number but for its last 4 characters and sums up a calibration', () => {
    expect(maskSerial('MY52160123')).toBe('••••••0123');
    expect(maskSerial('A12')).toBe('A12');
    expect(
      calibrationSummary({
        calibrated: true,
        date: '2026-03-02',
        laboratory: 'Keysight Service Center',
        accreditation: 'ISO/IEC 17025',
        dueDate: '2027-03-02',
      }),
    ).toBe('Calibrated 2026-03-02 by Keysight Service Center, ISO/IEC 17025, due 2027-03-02');
    expect(calibrationSummary({ calibrated: false })).toBe('Not calibrated');
  });

  it('takes only a PDF of at most 10 MB as a certificate', () => {
    expect(certificateProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(certificateProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'A calibration certificate may be at most 10 MB.',
    );
    expect(certificateProblem({ type: 'image/png', size: 10 })).toBe('Please choose a PDF file for the calibration certificate.');
  });
});

describe('spec filters in the shop address', () => {
  it('reads ranges, choices and yes/no, dropping what makes no sense', () => {
    const p = new URLSearchParams('spec.12=100..500&spec.13=..2.5&spec.14=3,5&spec.15=yes&spec.16=..&spec.x=1&spec.17=a,b&spec.12=1..2');
    expect(readSpecFilters(p)).toEqual([
      { field: 12, min: 100, max: 500 },
      { field: 13, max: 2.5 },
      { field: 14, options: [3, 5] },
      { field: 15, yes: true },
    ]);
    const out = new URLSearchParams();
    writeSpecFilters(out, [{ field: 12, min: 100 }]);
    expect(out.toString()).toBe('spec.12=100..');
    expect(readFactFilters(new URLSearchParams('calibrated=1&grade=A&grade=Z&warranty=60'))).toEqual({ calibrated: true, grades: ['A'] });
  });
});

describe('compare ids', () => {
  it('keeps at most 4 whole ids without repeats', () => {
    expect(parseCompareIds('3, 7,7,x,0,12,15,19')).toEqual([3, 7, 12, 15]);
    expect(validate(compareQuerySchema, { ids: 'abc' })).toMatchObject({ errors: ['Name the listings to compare, e.g. ?ids=3,7,12.'] });
  });
});
