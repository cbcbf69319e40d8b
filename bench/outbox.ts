import 'fake-indexeddb/auto';
import { OfflineDb } from '../src/offline/db.ts';
import { enqueue } from '../src/offline/outbox.ts';
import { Replayer } from '../src/offline/replayer.ts';
import { measure, type Figure } from './run.ts';

let n = 0;

export async function benchOutbox(): Promise<Figure[]> {
  const count = 200;
  const fill = async (db: OfflineDb) => {
    for (let i = 0; i < count; i++) {
      await enqueue(db, {
        userId: 'u',
        label: 'x',
        payload: {},
        scope: 'schedule:1',
        orderKey: `booking:${i}`,
        coalesce: { key: `arrived:${i}`, mode: 'toggle' },
        request: { method: 'POST', path: `restaurant/v2/booking/${i}/toggle-completion` },
      });
    }
  };
  const enqueueFigure = await measure(`outbox: enqueue ${count} actions`, 5, async () => {
    const db = new OfflineDb(`bench-${++n}`);
    await fill(db);
    await db.delete();
  });
  const replayFigure = await measure(`outbox: replay ${count} actions (server answers at once)`, 5, async () => {
    const db = new OfflineDb(`bench-${++n}`);
    await fill(db);
    await new Replayer({ db, userId: () => 'u', send: async () => ({ kind: 'ok', body: {} }) }).drain();
    await db.delete();
  });
  return [enqueueFigure, { ...replayFigure, name: `${replayFigure.name} (includes the enqueue)` }];
}
