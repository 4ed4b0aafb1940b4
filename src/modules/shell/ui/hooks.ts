import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { AppDispatch } from '../../../store/makeStore';
import type { PageState } from '../../../store/pageSlice';
import type { RootState } from '../../../store/rootReducer';

export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const usePage = (): PageState => useAppSelector((state) => state.page);
