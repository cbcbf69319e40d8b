import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/common.ts';
import type { Section } from '../../contract/sections.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('sections API on $name', ({ open }) => {
  const t = useTestApp(open);
  const sections = () => t.get<Section[]>('sections');
  /** PUTs the section as read with these changes (and the version it was read at, the rest of it ignored). */
  const edit = (section: Section, changes: Partial<Section>) => {
    const { id, ...fields } = { ...section, ...changes };
    return t.send('PUT', `sections/${id}`, fields, { version: section.version });
  };

  it('lists the seeded sections by id, and pages them', async () => {
    const all = await sections();
    expect(all.map((s) => s.name).slice(0, 3)).toEqual(['hero-home', 'hero-spa', 'hero-hotel']);
    expect(all[0]).toMatchObject({
      title: 'Velkommen 1',
      titleEn: 'Welcome 1',
      titleFont: 0,
      titleFontSize: 48,
      titleFontSizeMedium: 36,
      titleFontSizeSmall: 28,
      descriptionFont: 1,
    });
    const second = await t.get<Paged<Section>>('sections/paged?page=2&itemsPerPage=4');
    expect(second.totalItems).toBe(all.length);
    expect(second.items.map((s) => s.id)).toEqual(all.slice(4, 8).map((s) => s.id));
    expect((await t.send('GET', 'sections/paged?page=0')).statusCode).toBe(400);
  });

  it('updates texts, fonts and sizes but never the name; a size may be cleared', async () => {
    const [first] = await sections();
    if (!first) throw new Error('no seeded section');
    const res = await edit(first, {
      name: 'renamed',
      title: 'Ny tittel',
      titleFont: 1,
      descriptionFont: 2,
      titleFontSizeSmall: null,
      descriptionFontSize: 22,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Section>()).toMatchObject({
      id: first.id,
      name: first.name,
      title: 'Ny tittel',
      titleFont: 1,
      descriptionFont: 2,
      titleFontSizeSmall: null,
      descriptionFontSize: 22,
    });
    expect((await sections()).find((s) => s.id === first.id)).toEqual(res.json<Section>());
  });

  it('refuses bad bodies with 400 naming the field, and changes nothing', async () => {
    const [first] = await sections();
    if (!first) throw new Error('no seeded section');
    const cases: Array<[Partial<Record<keyof Section, unknown>>, string]> = [
      [{ titleFont: 3 }, 'body.titleFont'],
      [{ descriptionFont: 'Playfair' }, 'body.descriptionFont'],
      [{ titleFontSize: 0 }, 'body.titleFontSize'],
      [{ titleFontSizeMedium: 12.5 }, 'body.titleFontSizeMedium'],
      [{ descriptionFontSizeSmall: 3_000_000_000 }, 'body.descriptionFontSizeSmall'],
      [{ title: 'x'.repeat(501) }, 'body.title'],
      [{ src: 42 }, 'body.src'],
    ];
    for (const [changes, field] of cases) {
      const res = await edit(first, changes as Partial<Section>);
      expect(res.statusCode, `${JSON.stringify(changes)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await sections()).find((s) => s.id === first.id)).toEqual(first);
  });

  it('answers an unknown section with 404 and a bad id with 400; there is no insert or delete', async () => {
    const [first] = await sections();
    if (!first) throw new Error('no seeded section');
    // No section to base a version on: none is sent.
    const { id: _id, ...fields } = first;
    const res = await t.send('PUT', 'sections/999999', fields);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Section 999999 not found.');
    expect((await edit({ ...first, id: 0 }, {})).statusCode).toBe(400);
    expect((await t.send('POST', 'sections', { name: 'new' })).statusCode).toBe(404);
    expect((await t.send('DELETE', `sections/${first.id}`)).statusCode).toBe(404);
  });
});
