/**
 * @jest-environment jsdom
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { FeedbackRequest } from '../../../shared/content/feedbackTypes';
import type { ApiResponse } from '../../../shared/api/transport';
import { hydratedPages, type BrowserPage } from '../../../../test/support/browserPage';
import { sendFeedback } from '../load';

/**
 * "Did this help?" in the browser (ADR 028): server render from the real content service, hydrate,
 * then answer as a visitor does. The thanks replace the form in a live region that takes focus,
 * the answer is stored once, and the view never sends a second one.
 */
const pages = hydratedPages();
let page: BrowserPage | undefined;

const view = () => within(document.body);
const click = (element: HTMLElement) => act(() => void fireEvent.click(element));
const posts = (p: BrowserPage) =>
  p.calls.filter((c) => c.method === 'POST' && c.path === '/feedback').map((c) => c.body as FeedbackRequest);
const stored = async (kind: 'article' | 'download', id: string) =>
  (await pages.content().service.writes.helpfulnessOf([{ kind, id }]))[0];

describe('Did this help?', () => {
  it('sends a "no" with its reason and text in place, thanks in a live region that takes focus, and never sends twice', async () => {
    const before = await stored('article', '00100011');
    page = await pages.open('/electronics/support/articles/00100011');
    const serverKey = (
      JSON.parse(document.getElementById('__PRELOADED_STATE__')!.textContent!) as { helpfulness: { viewKey: string } }
    ).helpfulness.viewKey;
    const form = view().getByTestId('helpfulness-form');
    const hiddenKey = () => (form.querySelector('input[name="viewKey"]') as HTMLInputElement).value;
    // The server's key may be in a copy other visitors got too: this view made its own.
    expect(page.store.getState().helpfulness).toMatchObject({ keyFromServer: false, status: 'idle' });
    expect(hiddenKey()).not.toBe(serverKey);
    expect(hiddenKey()).toBe(page.store.getState().helpfulness.viewKey);

    const question = view().getByRole('group', { name: 'Did this page help you?' });
    click(within(question).getByRole('radio', { name: 'No' }));
    const reasons = view().getByRole('group', { name: 'What was wrong?' });
    click(within(reasons).getByRole('radio', { name: 'It is hard to follow' }));
    const box = view().getByLabelText('Tell us more (optional)') as HTMLTextAreaElement;
    expect(box.maxLength).toBe(500);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    act(() => void fireEvent.change(box, { target: { value: '  Step 3 names a button my remote does not have.  ' } }));
    click(view().getByRole('button', { name: 'Send feedback' }));

    const status = view().getByTestId('helpfulness-status');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() =>
      expect(status.textContent).toBe('Thank you for telling us. We use every answer to improve this page.'),
    );
    expect(document.activeElement).toBe(status);
    expect(view().queryByTestId('helpfulness-form')).toBeNull();
    expect(posts(page)).toEqual([
      {
        contentKind: 'article',
        contentId: '00100011',
        answer: 'no',
        reason: 'hard-to-follow',
        comment: 'Step 3 names a button my remote does not have.',
        pageType: 'articleDetails',
        viewKey: page.store.getState().helpfulness.viewKey,
      },
    ]);
    const after = await stored('article', '00100011');
    expect(after.no).toBe(before.no + 1);
    expect(after.reasons['hard-to-follow']).toBe(before.reasons['hard-to-follow'] + 1);

    // However it is asked, the view has answered: nothing more is sent.
    await act(() =>
      page!.store.runSaga(sendFeedback, { contentKind: 'article', contentId: '00100011', answer: 'yes' }).toPromise(),
    );
    expect(posts(page)).toHaveLength(1);
  });

  it('says when sending failed, keeps the form, and a retry sends the same view key', async () => {
    page = await pages.open('/electronics/support/downloads/00200011');
    const before = await stored('download', '00200011');
    page.setTransport(async (): Promise<ApiResponse> => ({
      status: 503,
      headers: {},
      body: { error: { code: 'unavailable', message: 'down' } },
    }));
    click(view().getByRole('radio', { name: 'Yes' }));
    click(view().getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(view().getByTestId('helpfulness-status').textContent).toBe(
        'Your feedback could not be sent. Please try again.',
      ),
    );
    expect(view().getByTestId('helpfulness-form')).toBeTruthy();

    page.setTransport(pages.content().transport);
    click(view().getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(view().getByTestId('helpfulness-status').textContent).toBe('Thank you for your feedback.'),
    );
    const [failed, retried] = posts(page);
    expect(retried.viewKey).toBe(failed.viewKey);
    expect(retried).toMatchObject({ contentKind: 'download', contentId: '00200011', answer: 'yes' });
    expect((await stored('download', '00200011')).yes).toBe(before.yes + 1);
  });

  it('keeps what the visitor chose and typed before the form’s code arrived, and sends it', async () => {
    // The form hydrates after the page (docs/decisions/042-javascript-budget.md, update 5): a visitor may answer in
    // the server's HTML first. Hydration keeps those choices in the page; the form takes them as its own.
    page = await pages.open('/electronics/support/articles/00100011', () => {
      const form = document.querySelector<HTMLFormElement>('[data-testid="helpfulness-form"]')!;
      form.querySelector<HTMLInputElement>('input[name="answer"][value="no"]')!.checked = true;
      form.querySelector<HTMLInputElement>('input[name="reason"][value="out-of-date"]')!.checked = true;
      form.querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!.value = 'The menu moved.';
    });
    expect((view().getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect((view().getByLabelText('Tell us more (optional)') as HTMLTextAreaElement).value).toBe('The menu moved.');
    click(view().getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(posts(page!)).toHaveLength(1));
    expect(posts(page)[0]).toMatchObject({ answer: 'no', reason: 'out-of-date', comment: 'The menu moved.' });
  });

  it('sends nothing until yes or no is chosen', async () => {
    page = await pages.open('/electronics/support/articles/00100011');
    act(() => void fireEvent.submit(view().getByTestId('helpfulness-form')));
    await act(async () => undefined);
    expect(posts(page)).toEqual([]);
    expect(view().getByTestId('helpfulness-status').textContent).toBe('');
  });
});
