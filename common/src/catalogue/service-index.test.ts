import { describe, expect, it } from 'vitest';

import {
  inBuildOrder,
  offeredServices,
  SERVICE_SUMMARY_FIELDS,
  serviceIndexEntryOf,
  withServiceEntry,
  type ServiceIndexEntry,
} from './service-index';

const entry = (slug: string, changes: Partial<ServiceIndexEntry> = {}): ServiceIndexEntry => ({
  slug,
  name: slug.replace(/-/g, ' '),
  searchTerm: slug,
  category: 'property-care',
  summary: '',
  emergency: false,
  related: [],
  trades: ['handyman'],
  ...changes,
});

describe('the live service index', () => {
  it('takes a document’s summary fields in one order, marking only a hidden service', () => {
    const stored: Omit<ServiceIndexEntry, 'hidden'> & { description: string[]; hidden: boolean } = {
      trades: ['plumber'],
      name: 'Plumber',
      slug: 'plumber',
      summary: 'Leaks fixed.',
      searchTerm: 'plumbers',
      category: 'plumbing-and-heating',
      emergency: true,
      related: ['boiler-repair'],
      description: ['Not in the index.'],
      hidden: false,
    };
    const made = serviceIndexEntryOf('plumber', stored);
    expect(Object.keys(made)).toEqual([...SERVICE_SUMMARY_FIELDS]);
    expect(made).not.toHaveProperty('hidden');
    expect(serviceIndexEntryOf('plumber', { ...stored, hidden: true }).hidden).toBe(true);
    // A document written without the editor's checks still gives a writable entry.
    expect(serviceIndexEntryOf('odd-job', {})).toEqual(
      entry('odd-job', { name: 'odd-job', searchTerm: 'odd-job', trades: [] }),
    );
  });

  it('replaces, adds and removes one service’s entry', () => {
    const index = [entry('a'), entry('b')];
    expect(withServiceEntry(index, 'a', entry('a', { name: 'A' })).map((e) => e.name)).toEqual([
      'A',
      'b',
    ]);
    expect(withServiceEntry(index, 'c', entry('c')).map((e) => e.slug)).toEqual(['a', 'b', 'c']);
    expect(withServiceEntry(index, 'a', null).map((e) => e.slug)).toEqual(['b']);
  });

  it('keeps the build’s order, new services after it by name, and offers only shown ones', () => {
    const build = [entry('plumber'), entry('electrician'), entry('roofer')];
    const live = [
      entry('roofer'),
      entry('pond-cleaning', { name: 'Pond cleaning' }),
      entry('electrician', { hidden: true }),
      entry('plumber'),
      entry('aerial-fitting', { name: 'Aerial fitting' }),
    ];
    const ordered = inBuildOrder(build, live);
    expect(ordered.map((e) => e.slug)).toEqual([
      'plumber',
      'electrician',
      'roofer',
      'aerial-fitting',
      'pond-cleaning',
    ]);
    expect(offeredServices(ordered).map((e) => e.slug)).not.toContain('electrician');
  });
});
