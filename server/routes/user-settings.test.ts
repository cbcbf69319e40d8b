import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())("a person's settings on $name", ({ open }) => {
  const t = useTestApp(open);
  const kari = { as: 'u-demo' };
  const ola = { as: 'u-host' };

  it("keeps each person's language for them, none until they choose, and refuses one the console does not have", async () => {
    const read = async (who: { as: string }) =>
      (await t.call({ ...who, method: 'GET', url: '/api/me/settings' })).json<{ language: string | null }>();
    expect(await read(kari)).toEqual({ language: null });
    const put = (who: { as: string }, payload: object) =>
      t.call({ ...who, method: 'PUT', url: '/api/me/settings', payload });
    expect((await put(kari, { language: 'nb' })).json()).toEqual({ language: 'nb' });
    expect(await read(kari)).toEqual({ language: 'nb' });
    expect(await read(ola)).toEqual({ language: null });
    expect((await put(kari, { language: 'en' })).statusCode).toBe(200);
    expect(await read(kari)).toEqual({ language: 'en' });

    const bad = await put(kari, { language: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Array<{ field: string }> }>().errors[0]?.field).toBe('body.language');
    expect((await put(kari, { language: 'nb', extra: 1 })).statusCode).toBe(400);
    expect(await read(kari)).toEqual({ language: 'en' });
  });
});
