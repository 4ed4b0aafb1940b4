import { detailsSlices } from '../../../store/detailsSlices';
import { toolSlices } from '../../../store/toolSlices';
import { LAZY_SLICE_KEYS } from '../../../store/reducers';
import * as details from '../details';
import * as tools from '../tools';

/**
 * A slice a bundle brings is added to the browser's store when that bundle loads (docs/decisions/042-javascript-budget.md,
 * updates 4 and 6): the bundle whose pages use it must bring it, and the root reducer must know it as one that comes later.
 */
describe('the store slices a page bundle brings', () => {
  it('come with the bundle whose modules use them', () => {
    expect(details.slices).toBe(detailsSlices);
    expect(details.modules.map((m) => m.id)).toEqual(expect.arrayContaining(['downloadDetails', 'softwareDetails', 'helpfulness']));
    expect(tools.slices).toBe(toolSlices);
  });

  it('are every slice the root reducer adds later, and no other', () => {
    expect([...LAZY_SLICE_KEYS].sort()).toEqual([...Object.keys(toolSlices), ...Object.keys(detailsSlices)].sort());
  });
});
