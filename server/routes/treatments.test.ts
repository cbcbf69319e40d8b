import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/common.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { Treatment, TreatmentInput } from '../../contract/spa.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

/** The demo user's name (server/test/tokens.ts): who the changes are stamped with. */
const USER = 'Kari Nordmann';

interface Problem {
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

// The seed configures treatments 6001-6006 (6003 and 6004 with their additions); the spa system's stand-in has
// 6001-6018, with additions on 6003, 6004, 6010, 6013, 6015 and 6017.
describe.each(testDatabases())('treatment routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const one = (id: string | number) => t.send('GET', `treatments/${id}`);
  /** `version`: the treatment's, when the save or delete changes one that exists. */
  const save = (body: object, version?: number) => t.send('POST', 'treatments', body, { version });
  const remove = (id: string | number, version?: number) =>
    t.send('DELETE', `treatments/${id}`, undefined, { version });
  const imageOf = async (index: number) => {
    const image = (await t.get<Image[]>('images'))[index];
    if (!image) throw new Error(`no image ${index}`);
    return image;
  };

  it("offers the spa system's treatments not configured yet to the picker, each with its addition to start a new one from", async () => {
    const hits = await t.get<SearchHit[]>('search/treatments');
    expect(hits.map((h) => h.id)).toEqual([6007, 6008, 6009, 6010, 6011, 6012, 6013, 6014, 6015, 6016, 6017, 6018]);
    expect(hits.find((h) => h.id === 6015)).toEqual({
      id: 6015,
      name: 'Duo ansiktsbehandling',
      nameEn: 'Duo facial',
      isDual: true,
      addition: {
        additionProductId: 6115,
        brpName: 'SPARKLING',
        displayName: 'Et glass musserende',
        displayNameEn: 'A glass of sparkling wine',
        description: '',
        descriptionEn: '',
      },
    });
    expect(hits.find((h) => h.id === 6014)).toEqual({
      id: 6014,
      name: 'Refleksologi',
      nameEn: 'Reflexology',
      isDual: false,
      addition: null,
    });
  });

  describe('GET treatments/paged', () => {
    it('pages the treatments by brp product id, each with its image url and its addition', async () => {
      const first = await t.get<Paged<Treatment>>('treatments/paged?page=1&itemsPerPage=4');
      expect(first.totalItems).toBe(6);
      expect(first.items.map((i) => i.brpProductId)).toEqual([6001, 6002, 6003, 6004]);
      const second = await t.get<Paged<Treatment>>('treatments/paged?page=2&itemsPerPage=4');
      expect(second).toMatchObject({ totalItems: 6 });
      expect(second.items.map((i) => i.brpProductId)).toEqual([6005, 6006]);
      expect((await t.get<Paged<Treatment>>('treatments/paged?page=3&itemsPerPage=4')).items).toEqual([]);

      const images = await t.get<Image[]>('images');
      const facial = first.items[2];
      expect(facial).toMatchObject({
        brpProductNumber: 'TR-6003',
        displayName: 'Ansiktsbehandling',
        displayNameEn: 'Facial',
        isDual: false,
        addition: { additionProductId: 6103, displayName: 'Øyemaske', displayNameEn: 'Eye mask', brpName: 'EYEMASK' },
      });
      expect(facial?.imageSrc).toBe(images.find((i) => i.id === facial?.imageFk)?.src);
      expect(first.items[1]).toMatchObject({
        brpProductId: 6002,
        isDual: true,
        avoidEmptyTimeSlots: true,
        addition: null,
      });
    });

    it('pages 10 at a time unless told, and answers a bad page or size with 400 naming it', async () => {
      expect((await t.get<Paged<Treatment>>('treatments/paged')).items).toHaveLength(6);
      for (const [query, field] of [
        ['page=0', 'querystring.page'],
        ['page=x', 'querystring.page'],
        ['itemsPerPage=0', 'querystring.itemsPerPage'],
        ['itemsPerPage=501', 'querystring.itemsPerPage'],
        ['itemsPerPage=1e1', 'querystring.itemsPerPage'],
      ] as const) {
        const res = await t.send('GET', `treatments/paged?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<Problem>().message).toContain(field);
      }
    });
  });

  describe('GET treatments/{id}', () => {
    it('answers a configured treatment by brp product id', async () => {
      const res = await one(6004);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Treatment>()).toMatchObject({
        brpProductId: 6004,
        brpProductNumber: 'TR-6004',
        displayName: 'Aromamassasje',
        avoidEmptyTimeSlots: true,
        addition: { additionProductId: 6104, displayNameEn: 'Own aroma oil', brpName: 'AROMA-OIL' },
      });
    });

    it('finds nothing (404) for an id that is not a number, not configured or not in the spa system', async () => {
      for (const id of [
        'abc',
        '6003x',
        '0x1773',
        '6003.0',
        '6003e0',
        '-6003',
        '%206003',
        '0',
        '99999999999',
        '6010',
        '99999',
      ]) {
        const res = await one(id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json<Problem>().message).toMatch(/^Treatment .* not found\.$/);
      }
    });
  });

  describe('POST treatments', () => {
    it('inserts a treatment with its number and addition from the spa system, then updates every field by brp product id', async () => {
      const image = await imageOf(3);
      const inserted = await save({ brpProductId: 6013, displayName: ' Hodebunn ', imageFk: image.id });
      expect(inserted.statusCode, inserted.body).toBe(200);
      // Left out, the addition starts from the spa system's texts.
      expect(inserted.json<Treatment>()).toEqual({
        brpProductId: 6013,
        brpProductNumber: 'TR-6013',
        displayName: 'Hodebunn',
        displayNameEn: '',
        description: '',
        descriptionEn: '',
        imageFk: image.id,
        imageSrc: image.src,
        isDual: false,
        avoidEmptyTimeSlots: false,
        addition: {
          additionProductId: 6113,
          displayName: 'Hårkur',
          displayNameEn: 'Hair treatment',
          description: '',
          descriptionEn: '',
          brpName: 'HAIR-MASK',
        },
        version: 1,
        updatedBy: null,
        updatedAt: null,
      });
      expect((await t.get<SearchHit[]>('search/treatments')).map((h) => h.id)).not.toContain(6013);

      const input: TreatmentInput = {
        brpProductId: 6013,
        displayName: 'Hodebunnsmassasje',
        displayNameEn: 'Scalp massage',
        description: 'Løsner opp.',
        descriptionEn: 'Loosens up.',
        imageFk: null,
        isDual: true,
        avoidEmptyTimeSlots: true,
        addition: {
          additionProductId: 6113,
          displayName: 'Hårkur',
          displayNameEn: 'Hair mask',
          description: 'Nærende.',
          descriptionEn: 'Nourishing.',
          brpName: 'HAIR-MASK-2',
        },
      };
      const updated = await save(input, 1);
      expect(updated.statusCode, updated.body).toBe(200);
      const changed = { version: 2, updatedBy: USER, updatedAt: expect.any(String) as unknown };
      expect(updated.json<Treatment>()).toEqual({ ...input, brpProductNumber: 'TR-6013', imageSrc: null, ...changed });
      expect((await one(6013)).json<Treatment>()).toEqual(updated.json<Treatment>());

      // An update that leaves the addition out keeps its saved texts.
      const kept = await save({ ...input, addition: undefined, displayName: 'Hodebunn igjen' }, 2);
      expect(kept.json<Treatment>()).toMatchObject({
        displayName: 'Hodebunn igjen',
        addition: input.addition,
        version: 3,
      });
      expect((await remove(6013, 3)).statusCode).toBe(200);
    });

    it('saves a treatment the spa system gives no addition without one', async () => {
      const res = await save({ brpProductId: 6014, displayName: 'Refleksologi', isDual: false, addition: null });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Treatment>()).toMatchObject({
        brpProductId: 6014,
        brpProductNumber: 'TR-6014',
        addition: null,
        imageFk: null,
        imageSrc: null,
        version: 1,
      });
      expect((await remove(6014, 1)).statusCode).toBe(200);
    });

    it('answers bad bodies with 400 naming the field, and saves nothing', async () => {
      const base = { brpProductId: 6015, displayName: 'Duo ansikt' };
      const addition = { additionProductId: 6115, displayName: 'Musserende' };
      const cases: Array<[object, string]> = [
        [{ displayName: 'No id' }, 'body.brpProductId'],
        [{ ...base, brpProductId: '6015' }, 'body.brpProductId'],
        [{ ...base, brpProductId: 0 }, 'body.brpProductId'],
        [{ ...base, brpProductId: 60.5 }, 'body.brpProductId'],
        [{ ...base, brpProductId: 2 ** 31 }, 'body.brpProductId'],
        [{ ...base, displayName: '' }, 'body.displayName: Name cannot be empty.'],
        [{ ...base, displayName: '   ' }, 'body.displayName: Name cannot be empty.'],
        [{ brpProductId: 6015 }, 'body.displayName'],
        [{ ...base, displayNameEn: 'x'.repeat(201) }, 'body.displayNameEn'],
        [{ ...base, description: 42 }, 'body.description'],
        [{ ...base, isDual: 'yes' }, 'body.isDual'],
        [{ ...base, avoidEmptyTimeSlots: 1 }, 'body.avoidEmptyTimeSlots'],
        [{ ...base, imageFk: 0 }, 'body.imageFk'],
        [{ ...base, imageFk: '1' }, 'body.imageFk'],
        [{ ...base, addition: { displayName: 'No id' } }, 'body.addition.additionProductId'],
        [{ ...base, addition: { ...addition, brpName: 'x'.repeat(201) } }, 'body.addition.brpName'],
        [{ ...base, addition: 'none' }, 'body.addition'],
        // What the spa system decides.
        [{ ...base, brpProductId: 99999 }, 'body.brpProductId: 99999 is not a treatment of the spa system'],
        [{ ...base, brpProductId: 7003 }, 'body.brpProductId: 7003 is not a treatment of the spa system'],
        [
          { ...base, addition: { ...addition, additionProductId: 6113 } },
          'body.addition.additionProductId: must be 6115, the addition of treatment 6015',
        ],
        [{ ...base, brpProductId: 6016, addition }, 'body.addition.additionProductId: treatment 6016 has no addition'],
        [{ ...base, imageFk: 999999 }, 'body.imageFk: image 999999 not found'],
      ];
      for (const [body, text] of cases) {
        const res = await save(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json<Problem>().message, JSON.stringify(body)).toContain(text);
        expect(res.json<Problem>().errors?.length, JSON.stringify(body)).toBeGreaterThan(0);
      }
      expect((await one(6015)).statusCode).toBe(404);
      expect((await one(6016)).statusCode).toBe(404);
      expect((await t.get<Paged<Treatment>>('treatments/paged')).totalItems).toBe(6);
    });

    it('keeps the image a treatment shows (decision 015) until the treatment is deleted', async () => {
      const image = (
        await t.send('POST', 'images', {
          name: 'Tmp',
          nameEn: 'Tmp',
          alt: 'Tmp',
          altEn: 'Tmp',
          src: '/demo/images/sauna.svg',
        })
      ).json<Image>();
      expect(
        (await save({ brpProductId: 6016, displayName: 'Lymfe', imageFk: image.id })).json<Treatment>(),
      ).toMatchObject({ imageFk: image.id, imageSrc: image.src, version: 1 });
      const refused = await t.send('DELETE', `images/${image.id}`, undefined, { version: image.version });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<Problem>().message).toBe("Image 'Tmp' is used by treatment 'Lymfe'. Remove it there first.");
      expect((await one(6016)).json<Treatment>()).toMatchObject({ imageFk: image.id, imageSrc: image.src });
      expect((await remove(6016, 1)).statusCode).toBe(200);
      // The refused delete changed nothing: the image is at the version it was made with.
      expect((await t.send('DELETE', `images/${image.id}`, undefined, { version: image.version })).statusCode).toBe(
        200,
      );
    });
  });

  describe('DELETE treatments/{id}', () => {
    it('deletes a treatment, which the picker then offers again; a second delete finds nothing', async () => {
      const saved = await save({ brpProductId: 6018, displayName: 'Alge' });
      expect(saved.statusCode).toBe(200);
      const res = await remove(6018, saved.json<Treatment>().version);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ brpProductId: 6018 });
      expect((await one(6018)).statusCode).toBe(404);
      expect((await t.get<SearchHit[]>('search/treatments')).map((h) => h.id)).toContain(6018);
      const again = await remove(6018);
      expect(again.statusCode).toBe(404);
      expect(again.json<Problem>().message).toBe('Treatment 6018 not found.');
    });

    it('finds nothing to delete (404) for an id that is not a number, and keeps every treatment', async () => {
      for (const id of ['abc', '0x1771', '6001.0', '-6001', '0']) expect((await remove(id)).statusCode, id).toBe(404);
      expect((await t.get<Paged<Treatment>>('treatments/paged')).totalItems).toBe(6);
    });
  });
});
