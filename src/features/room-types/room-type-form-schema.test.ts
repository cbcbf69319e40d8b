import { describe, expect, it } from 'vitest';
import type { RoomType } from '../../../contract/room-types.ts';
import { roomTypeFormSchema, roomTypeValues } from './room-type-form-schema.ts';

const suite: RoomType = {
  clockId: 'RT-STE',
  version: 1,
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
const errors = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  new Map([...(result.error?.issues ?? [])].reverse().map((i) => [String(i.path[0]), i.message]));

describe('room type form', () => {
  it('shows lists one item per line and fills 5 slots in order', () => {
    const values = roomTypeValues(suite, images, 9);
    expect(values.detailsLeft).toBe('48 m²\nBalkong');
    expect(values.position).toBe('2');
    expect(values.slots.map((slot) => slot?.id ?? null)).toEqual([4, 11, null, null, null]);
    expect(roomTypeValues(undefined, [], 9)).toMatchObject({
      clockId: '',
      position: '9',
      slots: [null, null, null, null, null],
    });
  });

  it('trims text at the start, drops blank lines and the gaps between images', () => {
    const values = {
      ...roomTypeValues(undefined, [], 1),
      clockId: ' RT-LOFT ',
      displayName: '  Loft',
      description: '  Under taket\n  lav ',
      detailsRight: ' Bad \n\n  \nUtsikt',
    };
    values.slots = [null, images[1] ?? null, null, images[0] ?? null, null];
    expect(roomTypeFormSchema(new Set()).parse(values)).toMatchObject({
      clockId: 'RT-LOFT',
      position: 1,
      displayName: 'Loft',
      description: 'Under taket\n  lav ',
      detailsRight: ['Bad', 'Utsikt'],
      imageIds: [11, 4],
    });
  });

  it('names the fields in error, with the spec text for the display name', () => {
    const values = { ...roomTypeValues(undefined, [], 1), displayName: '   ', position: '1.5' };
    const found = errors(roomTypeFormSchema(new Set()).safeParse(values));
    expect(found.get('displayName')).toBe('Display name cannot be empty.');
    expect(found.get('clockId')).toBe('Clock id is required.');
    expect(found.has('position')).toBe(true);
    const taken = roomTypeFormSchema(new Set(['RT-STE'])).safeParse({
      ...values,
      clockId: 'RT-STE',
      displayName: 'Ny',
      position: '3',
    });
    expect([...errors(taken)]).toEqual([['clockId', 'A room type with this clock id already exists.']]);
    expect(roomTypeFormSchema(null).safeParse(roomTypeValues(suite, images, 1)).success).toBe(true);
  });
});
