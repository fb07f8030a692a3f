import { describe, expect, it } from 'vitest';

import { servicesByDemand } from './popular-services';
import { SERVICE_INDEX } from '@/testing/catalogue-fixtures';

describe('servicesByDemand', () => {
  it('puts the trades most asked for first, keeping catalogue order between equals', () => {
    expect(servicesByDemand(SERVICE_INDEX).map((service) => service.slug)).toEqual([
      'plumber',
      'electrician',
      'boiler-repair',
      'painter-and-decorator',
      'locksmith',
    ]);
  });
});
