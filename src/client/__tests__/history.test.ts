/**
 * @jest-environment jsdom
 */
import { HISTORY_KEY_LENGTH } from '../../shared/constants';
import { createHistoryKey, createSupportHistory } from '../history';

describe('router history keys (docs/behaviour.md §9: length 6)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/electronics/support'));

  it('creates keys of six lower-case letters and digits', () => {
    for (let i = 0; i < 50; i += 1) expect(createHistoryKey()).toMatch(/^[a-z0-9]{6}$/);
    expect(HISTORY_KEY_LENGTH).toBe(6);
  });

  it('gives the first entry a key before the router reads it', () => {
    const history = createSupportHistory(window);
    expect(history.location.key).toHaveLength(HISTORY_KEY_LENGTH);
    expect((window.history.state as { key: string }).key).toBe(history.location.key);
  });

  it('keeps the key of an entry that already has one (a reload returns to the same entry)', () => {
    window.history.replaceState({ key: 'abc123', idx: 0 }, '');
    expect(createSupportHistory(window).location.key).toBe('abc123');
  });

  it('gives every pushed and replaced entry its own six-character key and keeps the route state', () => {
    const history = createSupportHistory(window);
    const seen = new Set([history.location.key]);
    history.push({ pathname: '/electronics/support/tv', search: '?models-num=48', hash: '' }, { trigger: 'load-more' });
    expect(history.location).toMatchObject({ pathname: '/electronics/support/tv', search: '?models-num=48', state: { trigger: 'load-more' } });
    seen.add(history.location.key);
    history.push('/electronics/support/results?query=hdmi');
    expect(history.location).toMatchObject({ pathname: '/electronics/support/results', search: '?query=hdmi', hash: '' });
    seen.add(history.location.key);
    history.replace({ pathname: '/electronics/support/faqs' });
    expect(history.location).toMatchObject({ pathname: '/electronics/support/faqs', search: '', hash: '' });
    seen.add(history.location.key);
    expect(seen.size).toBe(4);
    for (const key of seen) expect(key).toHaveLength(HISTORY_KEY_LENGTH);
    expect(window.location.pathname).toBe('/electronics/support/faqs');
  });
});
