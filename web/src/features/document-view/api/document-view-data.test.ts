import { afterEach, describe, expect, it, vi } from 'vitest';

import { callFunction, CallFunctionError } from '@/lib/call-function';
import { makeDocumentView } from '@/features/document-view/testing/make-document-view';

import { DOCUMENT_NOT_FOUND_MESSAGE, openDocument } from './document-view-data';

vi.mock('@/lib/call-function', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callFunction: vi.fn(),
}));

const INPUT = { documentId: 'doc-1', token: 'a'.repeat(43) };

/** What the document shell's inline script leaves for the page (web/scripts/prerender.mjs). */
function shellStarted(body: unknown, input = INPUT) {
  window.__fixwellOpenDocument = { ...input, response: Promise.resolve(body as never) };
}

afterEach(() => {
  delete window.__fixwellOpenDocument;
  vi.mocked(callFunction).mockReset();
});

describe('openDocument', () => {
  it('takes the answer the shell’s early call brought, once', async () => {
    const view = makeDocumentView();
    shellStarted({ result: view });
    vi.mocked(callFunction).mockResolvedValue({ ...view, status: 'viewed' });

    expect(await openDocument(INPUT)).toEqual(view);
    expect(callFunction).not.toHaveBeenCalled();
    // A refetch asks the server again.
    expect((await openDocument(INPUT)).status).toBe('viewed');
    expect(callFunction).toHaveBeenCalledTimes(1);
  });

  it('lets the shell’s heading be painted before the page replaces it', async () => {
    const view = makeDocumentView();
    shellStarted({ result: view });
    const heading = document.createElement('h1');
    heading.className = 'document-shell-heading';
    document.body.append(heading);
    const frames: FrameRequestCallback[] = [];
    const frame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      let opened = false;
      const answer = openDocument(INPUT).then((result) => {
        opened = true;
        return result;
      });
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      expect(opened).toBe(false);
      frames[0]!(0);
      expect(await answer).toEqual(view);
    } finally {
      frame.mockRestore();
      heading.remove();
    }
  });

  it('words the early call’s refusal as the usual call would', async () => {
    shellStarted({ error: { status: 'NOT_FOUND', message: 'We could not find that document.' } });
    const failure = await openDocument(INPUT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallFunctionError);
    expect(failure).toMatchObject({
      code: 'not-found',
      message: 'We could not find that document.',
    });
    expect(DOCUMENT_NOT_FOUND_MESSAGE).toMatch(/Check the link in your email/);
  });

  it('calls as usual for another document or link, or when the early call failed', async () => {
    const view = makeDocumentView();
    vi.mocked(callFunction).mockResolvedValue(view);

    shellStarted({ result: view }, { ...INPUT, documentId: 'other' });
    await openDocument(INPUT);
    window.__fixwellOpenDocument = { ...INPUT, response: Promise.reject(new Error('offline')) };
    await openDocument(INPUT);

    expect(callFunction).toHaveBeenCalledTimes(2);
  });
});
