import { afterEach, describe, expect, it } from 'vitest';
import { markArrived, measureMirrorWrite, measureSinceArrived, MIRROR_WRITE_MEASURE } from './perf.ts';

const measures = () => performance.getEntriesByName('test:render', 'measure');

describe('performance measures since data arrived', () => {
  afterEach(() => performance.clearMeasures('test:render'));

  it('measures once per data, from its first arrival', () => {
    const data = [{ id: 1 }];
    markArrived(data);
    const arrived = performance.now();
    markArrived(data); // the same object again (a refetch that changed nothing): not a new arrival
    measureSinceArrived('test:render', data);
    measureSinceArrived('test:render', data);
    expect(measures()).toHaveLength(1);
    expect(measures()[0]!.startTime).toBeLessThanOrEqual(arrived);
    expect(measures()[0]!.duration).toBeGreaterThanOrEqual(0);
  });

  it('measures nothing for data not seen arriving (restored from the mirror), nor for no data', () => {
    measureSinceArrived('test:render', [{ id: 2 }]);
    measureSinceArrived('test:render', undefined);
    markArrived(undefined);
    expect(measures()).toHaveLength(0);
  });
});

describe('the mirror write measure', () => {
  afterEach(() => performance.clearMeasures(MIRROR_WRITE_MEASURE));

  it('measures a write from its beginning to the moment it is stored, naming its row', () => {
    const began = performance.now();
    const stored = measureMirrorWrite();
    stored('checkout-admin.queries');
    const [measure] = performance.getEntriesByName(MIRROR_WRITE_MEASURE) as PerformanceMeasure[];
    expect(measure!.startTime).toBeGreaterThanOrEqual(began);
    expect(measure!.duration).toBeGreaterThanOrEqual(0);
    expect(measure!.detail).toEqual({ key: 'checkout-admin.queries' });
  });
});
