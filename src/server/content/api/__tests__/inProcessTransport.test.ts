import type { ApiResponse } from '../../../../shared/api/transport';
import type { DispatchRequest } from '../dispatch';
import { createInProcessTransport } from '../inProcessTransport';

function capturing() {
  const seen: DispatchRequest[] = [];
  const transport = createInProcessTransport({
    dispatch: async (request) => {
      seen.push(request);
      return { status: 200, headers: {}, body: {} } satisfies ApiResponse;
    },
  });
  return { seen, transport };
}

describe('the in-process transport', () => {
  it('hands a write a body of its own, as the wire would: no object is shared with the caller', async () => {
    const { seen, transport } = capturing();
    const body = { contact: { email: 'a@example.com' }, lines: [{ text: 'x' }], when: new Date('2026-01-02T03:04:05Z'), skipped: undefined };
    await transport({ method: 'POST', path: '/create-ticket', body });
    const sent = seen[0].body as Record<string, unknown> & { contact: object; lines: object[] };
    expect(sent).toEqual({ contact: { email: 'a@example.com' }, lines: [{ text: 'x' }], when: '2026-01-02T03:04:05.000Z' });
    expect(sent).not.toBe(body);
    expect(sent.contact).not.toBe(body.contact);
    expect(sent.lines[0]).not.toBe(body.lines[0]);
    // A handler that changed what it got cannot reach the caller's objects.
    (sent.contact as { email: string }).email = 'changed';
    expect(body.contact.email).toBe('a@example.com');
  });

  it('reads query and path as the HTTP router does: first value of repeated keys, lower-case header names', async () => {
    const { seen, transport } = capturing();
    await transport({ method: 'GET', path: '/search?query=tv&query=radio', query: { num: 3, empty: '' }, headers: { 'X-Trace': '1' } });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/search', query: { query: 'tv', num: '3' }, headers: { 'x-trace': '1' } });
    expect(seen[0].query).not.toHaveProperty('empty');
    expect(seen[0].body).toBeUndefined();
  });
});
