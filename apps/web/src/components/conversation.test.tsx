import { CONVERSATION_MESSAGES, TEXT_MESSAGES } from '@kweli/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderPage } from '../test/render-page.tsx';
import { sampleMessage, sampleThread } from '../test/sample-conversation.ts';
import { Conversation } from './conversation.tsx';

/** Issue 28 item 4: the conversation panel of both sides' application pages. */
const routes = (side: 'candidate' | 'employer') => [
  { path: '/a/:id', element: <Conversation applicationId={11} side={side} /> },
];

describe('the conversation panel', () => {
  it('When it loads, then the messages show oldest first, marked as whose, their words as text (never HTML)', async () => {
    mockFetch({
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread([
          sampleMessage(1, { body: '<b>Bold?</b> & <script>x</script>', sender: 'candidate', mine: true }),
          sampleMessage(2, { body: 'Monday.\nBring your ID.' }),
          sampleMessage(3, { erased: true, body: '' }),
        ]),
      }),
    });
    renderPage('/a/11', routes('candidate'));
    const list = await screen.findByRole('list', { name: CONVERSATION_MESSAGES.heading });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`${CONVERSATION_MESSAGES.you}`);
    expect(within(items[0]!).getByText('<b>Bold?</b> & <script>x</script>')).toBeInTheDocument();
    expect(list.querySelector('b, script')).toBeNull();
    expect(items[1]).toHaveTextContent(CONVERSATION_MESSAGES.employer);
    expect(within(items[1]!).getByText(/Monday\.\s+Bring your ID\./)).toBeInTheDocument();
    expect(items[2]).toHaveTextContent(CONVERSATION_MESSAGES.erased);
    expect(screen.getByText(CONVERSATION_MESSAGES.hintCandidate)).toBeInTheDocument();
  });

  it('When the thread shows the other side’s unread messages, then the page marks them read up to the newest shown, once', async () => {
    const { calls } = mockFetch({
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread([
          sampleMessage(4, { sender: 'employer', read_at: '2026-11-20T10:00:00Z' }),
          sampleMessage(5, { sender: 'candidate', mine: true }),
          sampleMessage(6, { sender: 'employer' }),
        ]),
      }),
      'POST /api/applications/11/messages/read/': () => ({ body: { read: 1, unread: 0 } }),
    });
    renderPage('/a/11', routes('candidate'));
    expect(await screen.findByText('Message 6')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('/messages/read/'))).toEqual([
        expect.objectContaining({ method: 'POST', body: { up_to: 6 } }),
      ]),
    );
  });

  it('When every message shown is read or the reader’s own, then nothing is marked', async () => {
    const { calls } = mockFetch({
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread([
          sampleMessage(4, { sender: 'candidate', read_at: '2026-11-20T10:00:00Z' }),
          sampleMessage(5, { sender: 'employer', mine: true }),
        ]),
      }),
    });
    renderPage('/a/11', routes('employer'));
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/applications/11/messages/']);
  });

  it('When there are older messages, then Show older messages asks for those before the first shown', async () => {
    const { calls } = mockFetch({
      'GET /api/applications/11/messages/': ({ url }) => ({
        body: url.includes('before=5')
          ? sampleThread([sampleMessage(4, { body: 'The oldest' })])
          : sampleThread([sampleMessage(5, { body: 'The newest' })], { has_more: true }),
      }),
    });
    renderPage('/a/11', routes('employer'));
    await userEvent.click(await screen.findByRole('button', { name: CONVERSATION_MESSAGES.older }));
    expect(await screen.findByText('The oldest')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('The oldest'),
      expect.stringContaining('The newest'),
    ]);
    expect(calls.some((c) => c.url.includes('before=5'))).toBe(true);
    expect(screen.queryByRole('button', { name: CONVERSATION_MESSAGES.older })).toBeNull();
  });

  it('When the message is empty, too long or holds a control character, then the form says so and sends nothing', async () => {
    const { calls } = mockFetch({ 'GET /api/applications/11/messages/': () => ({ body: sampleThread([]) }) });
    renderPage('/a/11', routes('employer'));
    expect(await screen.findByText(CONVERSATION_MESSAGES.none)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: CONVERSATION_MESSAGES.send });
    await userEvent.click(send);
    expect(await screen.findByText(CONVERSATION_MESSAGES.required)).toBeInTheDocument();
    const box = screen.getByLabelText(CONVERSATION_MESSAGES.label);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(send);
    expect(await screen.findByText(CONVERSATION_MESSAGES.tooLong)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.paste('bell\u0007');
    await userEvent.click(send);
    expect(await screen.findByText(TEXT_MESSAGES.hiddenCharacters)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('When a message is sent, then it is posted, the box empties and the thread is asked again', async () => {
    let sent: string[] = [];
    const { calls } = mockFetch({
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread(
          sent.map((body, i) => sampleMessage(i + 1, { body, sender: 'candidate', mine: true })),
        ),
      }),
      'POST /api/applications/11/messages/': ({ body }) => {
        sent = [...sent, (body as { body: string }).body.trim()];
        return { status: 201, body: sampleMessage(sent.length, { body: sent.at(-1), mine: true }) };
      },
    });
    renderPage('/a/11', routes('candidate'));
    const box = await screen.findByLabelText(CONVERSATION_MESSAGES.label);
    await userEvent.type(box, 'When can I start?');
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.send }));
    expect(
      await screen.findByText('When can I start?', { selector: '.conversation-body' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.getByText(CONVERSATION_MESSAGES.sent)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'When can I start?' });
  });

  it('When the server refuses the message, then its reason shows', async () => {
    mockFetch({
      'GET /api/applications/11/messages/': () => ({ body: sampleThread([]) }),
      'POST /api/applications/11/messages/': () => ({
        status: 409,
        body: { detail: CONVERSATION_MESSAGES.withdrawn },
      }),
    });
    renderPage('/a/11', routes('employer'));
    await userEvent.type(await screen.findByLabelText(CONVERSATION_MESSAGES.label), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.withdrawn);
  });

  it('When the conversation is closed, then the reason shows instead of the form', async () => {
    mockFetch({
      'GET /api/applications/11/messages/': () => ({
        body: sampleThread([sampleMessage(1)], {
          can_write: false,
          closed_reason: CONVERSATION_MESSAGES.withdrawn,
        }),
      }),
    });
    renderPage('/a/11', routes('candidate'));
    expect(await screen.findByText(CONVERSATION_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(screen.queryByLabelText(CONVERSATION_MESSAGES.label)).toBeNull();
  });

  it('When loading fails, then the failure shows with Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/applications/11/messages/': () =>
        fail ? { status: 500, body: { detail: 'x' } } : { body: sampleThread([]) },
    });
    renderPage('/a/11', routes('employer'));
    expect(await screen.findByText(CONVERSATION_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(CONVERSATION_MESSAGES.none)).toBeInTheDocument());
  });
});
