import { EMPTY_REPAIR_FORM } from '../../shared/validateRepair';
import { initialRepairFormState, repairFormActions, repairFormSlice } from '../repairFormSlice';

const reduce = repairFormSlice.reducer;

describe('repairFormSlice', () => {
  it('starts a form with a key and the model number of the product the visitor came from', () => {
    const state = reduce(initialRepairFormState, repairFormActions.started({ key: 'k1', productModel: 'AT-55X89J' }));
    expect(state).toMatchObject({ key: 'k1', values: { ...EMPTY_REPAIR_FORM, productModel: 'AT-55X89J' }, submitted: false, failure: null });
  });

  it('keeps a refused form as posted, with its problems and a new key', () => {
    const values = { ...EMPTY_REPAIR_FORM, name: 'Jana' };
    const state = reduce(initialRepairFormState, repairFormActions.refused({ key: 'k2', values, problems: { email: 'required' }, failure: 'tooMany' }));
    expect(state).toMatchObject({ key: 'k2', values, problems: { email: 'required' }, failure: 'tooMany', submitted: true });
  });

  it('marks the field the service refused and clears the sending flag', () => {
    const sending = reduce(reduce(initialRepairFormState, repairFormActions.started({ key: 'k1', productModel: '' })), repairFormActions.sending());
    expect(sending.isFetching).toBe(true);
    const state = reduce(sending, repairFormActions.rejected({ field: 'productModel', problem: 'unknown-model', failure: null, key: 'k3' }));
    expect(state).toMatchObject({ isFetching: false, key: 'k3', problems: { productModel: 'unknown-model' }, submitted: true });
  });

  it('after a stored request the next form starts afresh', () => {
    const refused = reduce(initialRepairFormState, repairFormActions.refused({ key: 'k2', values: EMPTY_REPAIR_FORM, problems: {}, failure: 'failed' }));
    expect(reduce(reduce(refused, repairFormActions.sending()), repairFormActions.sent())).toMatchObject({ isFetching: false, submitted: false });
  });
});
