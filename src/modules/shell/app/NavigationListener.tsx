import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { AppStore } from '../../../store/makeStore';
import { pageActions } from '../../../store/pageSlice';
import { useT } from '../ui/useT';
import { fullPageLoad } from './fullPageLoad';
import type { ClientNavigation } from './navigationRuntime';

/** The client-navigation code: a chunk of its own, fetched after hydration (ADR 042, update 2). */
const pathOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

const loadNavigation = () => import(/* webpackChunkName: "later-navigation" */ './navigationRuntime');

/**
 * Client navigation (docs/behaviour.md §4) as App uses it on both sides, so the trees are identical; its effects
 * only ever run in the browser. The work itself (announcing the server's page, scroll memory, page loads when
 * path or query change) is ClientNavigation in navigationRuntime.ts, which arrives after hydration: a link
 * followed before that still changes the address at once and its page loads as soon as the code is there; if
 * the code cannot be fetched, the browser asks the server for the page. Returns `retry`, which reloads every
 * module of the current page.
 */
export function useClientNavigation(): { retry(): void } {
  const store = useStore() as AppStore;
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const t = useT();
  const initial = useRef(location);
  const navigation = useRef<Promise<ClientNavigation | null> | null>(null);
  const arrived = useRef(false);

  useEffect(() => {
    const ready = loadNavigation()
      .then(async ({ ClientNavigation }) => {
        const nav = new ClientNavigation(store, navigate, initial.current);
        await nav.start(initial.current);
        return nav;
      })
      .catch(() => null)
      .finally(() => (arrived.current = true));
    navigation.current = ready;
    return () => {
      void ready.then((nav) => nav?.dispose());
    };
    // The server's page is announced once; later pages are announced by their loads.
  }, []);

  useEffect(() => {
    // A link followed before the code arrived: the usual loading state (progress bar, faded content) meanwhile.
    if (!arrived.current && pathOf(location) !== pathOf(initial.current)) store.dispatch(pageActions.loadStarted({ partial: false }));
    // Calls are chained on the one ClientNavigation, so they keep the order of the router's locations.
    void navigation.current?.then((nav) => {
      if (nav) nav.locationChanged(location, navigationType, t);
      else if (pathOf(location) !== pathOf(initial.current)) fullPageLoad(`${pathOf(location)}${location.hash}`);
    });
  }, [location, navigationType, t]);

  const retry = useCallback(() => {
    void navigation.current?.then((nav) => nav?.retry(location, t));
  }, [location, t]);

  return { retry };
}
