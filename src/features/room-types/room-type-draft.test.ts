import { describe, expect, it } from 'vitest';
import type { RoomType } from '../../../contract/room-types.ts';
import { draftOf, errorsOf, inputOf } from './room-type-draft.ts';

const suite: RoomType = {
  clockId: 'RT-STE',
  position: 2,
  displayName: 'Suite',
  displayNameEn: 'Suite',
  description: '',
  descriptionEn: '',
  detailsLeft: ['48 m²', 'Balkong'],
  detailsLeftEn: [],
  detailsRight: [],
  detailsRightEn: [],
  imageIds: [4, 11],
  imageUrls: ['/a.svg', '/b.svg'],
};
const images = [
  { id: 4, name: 'suite', src: '/a.svg' },
  { id: 11, name: 'fjord view', src: '/b.svg' },
];

describe('room type draft', () => {
  it('shows lists one item per line and fills 5 slots in order', () => {
    const draft = draftOf(suite, images, 9);
    expect(draft.detailsLeft).toBe('48 m²\nBalkong');
    expect(draft.position).toBe('2');
    expect(draft.slots.map((slot) => slot?.id ?? null)).toEqual([4, 11, null, null, null]);
    expect(draftOf(undefined, [], 9)).toMatchObject({ clockId: '', position: '9', slots: [null, null, null, null, null] });
  });

  it('trims text at the start, drops blank lines and the gaps between images', () => {
    const draft = { ...draftOf(undefined, [], 1), clockId: ' RT-LOFT ', displayName: '  Loft ', description: '  Under taket\n  lav ', detailsRight: ' Bad \n\n  \nUtsikt' };
    draft.slots = [null, images[1] ?? null, null, images[0] ?? null, null];
    expect(inputOf(draft)).toMatchObject({
      clockId: 'RT-LOFT',
      position: 1,
      displayName: 'Loft ',
      description: 'Under taket\n  lav ',
      detailsRight: ['Bad', 'Utsikt'],
      imageIds: [11, 4],
    });
  });

  it('names the fields in error, with the spec text for the display name', () => {
    const draft = { ...draftOf(undefined, [], 1), displayName: '   ', position: '1.5' };
    const errors = errorsOf(inputOf(draft), new Set());
    expect(errors.get('displayName')).toBe('Display name cannot be empty.');
    expect(errors.get('clockId')).toBe('Clock id is required.');
    expect(errors.get('position')).toBe('Position must be a whole number, 0 or more.');
    const taken = errorsOf(inputOf({ ...draft, clockId: 'RT-STE', displayName: 'Ny', position: '3' }), new Set(['RT-STE']));
    expect([...taken]).toEqual([['clockId', 'A room type with this clock id already exists.']]);
    expect(errorsOf(inputOf({ ...draftOf(suite, images, 1) }), null).size).toBe(0);
  });
});
