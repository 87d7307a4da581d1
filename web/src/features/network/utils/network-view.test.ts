import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPES } from '../types';
import { networkQuery, paramsOfView, viewFromParams, type NetworkView } from './network-view';

const start: NetworkView = { search: '', filter: 'all', types: [...CONNECTION_TYPES], focus: null, depth: 2 };

describe('the network view in the address', () => {
  it('leaves out what is as it starts', () => {
    expect(paramsOfView(start).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams())).toEqual(start);
  });

  it('reads back what it wrote', () => {
    const views: NetworkView[] = [
      {
        search: 'monash',
        filter: 'prolific',
        types: ['collaboration', 'examination'],
        focus: null,
        depth: 2,
      },
      { ...start, types: [], focus: '00000000-0000-4000-8000-000000000001', depth: 1 },
      { ...start, filter: 'high-connections', focus: '00000000-0000-4000-8000-000000000002', depth: 2 },
    ];
    for (const view of views) expect(viewFromParams(paramsOfView(view))).toEqual(view);
  });

  it('ignores what it does not know', () => {
    expect(viewFromParams(new URLSearchParams('filter=best&types=mentoring,examination&depth=7'))).toEqual({
      ...start,
      types: ['examination'],
    });
  });
});

describe('networkQuery', () => {
  it('asks for a bounded number of researchers and sends only what narrows them', () => {
    expect(networkQuery(start, 2000)).toEqual({ limit: 2000 });
    expect(
      networkQuery(
        { search: ' Monash ', filter: 'prolific', types: ['examination'], focus: 'p1', depth: 1 },
        500,
      ),
    ).toEqual({
      limit: 500,
      search: 'Monash',
      filter: 'prolific',
      types: 'examination',
      focus: 'p1',
      depth: 1,
    });
  });

  it('chooses by all four types when none is ticked (the page then draws no connections)', () => {
    expect(networkQuery({ ...start, types: [] }, 2000)).toEqual({ limit: 2000 });
  });
});
