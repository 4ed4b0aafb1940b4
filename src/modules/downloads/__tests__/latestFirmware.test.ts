import { newestFirmwareId } from '..';

describe('the "Latest" label of a product\u2019s downloads', () => {
  it('goes to the newest firmware, not to newer software or drivers', () => {
    expect(
      newestFirmwareId([
        { id: 'app', downloadCategory: 'Software', date: '2025-02-01' },
        { id: 'fw-old', downloadCategory: 'Firmware', date: '2023-05-01' },
        { id: 'fw-new', downloadCategory: 'Firmware', date: '2024-12-06' },
        { id: 'driver', downloadCategory: 'Drivers', date: '2025-01-01' },
      ]),
    ).toBe('fw-new');
  });

  it('goes to nothing when no firmware is listed', () => {
    expect(newestFirmwareId([{ id: 'app', downloadCategory: 'Software', date: '2025-02-01' }])).toBeUndefined();
    expect(newestFirmwareId([])).toBeUndefined();
  });
});
