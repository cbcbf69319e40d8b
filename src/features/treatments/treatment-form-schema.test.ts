import { describe, expect, it } from 'vitest';
import { isTreatmentDraft, treatmentFormSchema, treatmentValuesFromHit } from './treatment-form-schema.ts';

const addition = {
  additionProductId: 6110,
  brpName: 'EXTRA-25',
  displayName: 'Forleng med 25 min',
  displayNameEn: 'Extend by 25 min',
  description: '',
  descriptionEn: '',
};
const picked = treatmentValuesFromHit({
  id: 6010,
  name: 'Sportsmassasje',
  nameEn: 'Sports massage',
  isDual: false,
  addition,
});
const problems = (values: typeof picked) =>
  treatmentFormSchema
    .safeParse(values)
    .error?.issues.map((i) => i.path.join('.'))
    .sort() ?? [];

describe('the treatment form schema', () => {
  it('starts from the picked treatment, its addition included, and saves it as typed', () => {
    expect(treatmentFormSchema.parse(picked)).toEqual({
      brpProductId: 6010,
      displayName: 'Sportsmassasje',
      displayNameEn: 'Sports massage',
      description: '',
      descriptionEn: '',
      imageFk: null,
      isDual: false,
      avoidEmptyTimeSlots: false,
      addition,
    });
    expect(treatmentValuesFromHit({ id: 6002, name: 'Duo-massasje', isDual: true })).toMatchObject({
      displayNameEn: '',
      isDual: true,
      addition: null,
    });
  });

  it('needs a display name (the contract trims it) and keeps the addition texts within their bounds', () => {
    expect(problems({ ...picked, displayName: '   ' })).toEqual(['displayName']);
    expect(problems({ ...picked, addition: { ...addition, brpName: 'x'.repeat(201) } })).toEqual(['addition.brpName']);
    expect(problems({ ...picked, displayNameEn: '' })).toEqual([]);
  });

  it('tells a treatment draft from anything else in session storage', () => {
    expect(isTreatmentDraft(picked)).toBe(true);
    expect(isTreatmentDraft({ ...picked, addition: null })).toBe(true);
    expect(isTreatmentDraft({ clockId: 'AD2001' } as never)).toBe(false);
    expect(isTreatmentDraft({ ...picked, brpProductId: 0 })).toBe(false);
    expect(isTreatmentDraft({ ...picked, addition: undefined })).toBe(false);
  });
});
