import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { usePostWidgetHeight } from '@/features/quote-widget/hooks/use-post-widget-height';
import { WIDGET_HEIGHT_MESSAGE } from '@/features/quote-widget/widget-snippet';

// jsdom has no layout and no ResizeObserver: the body's height and the observer are stood in for,
// and the page is given a parent window, as it has inside a partner's iframe.

let bodyHeight = 0;
let observers: Array<{ callback: () => void; targets: Element[]; disconnected: boolean }> = [];

class FakeResizeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: () => void) {
    this.entry = { callback, targets: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function resizeTo(height: number) {
  bodyHeight = height;
  observers.filter((entry) => !entry.disconnected).forEach((entry) => entry.callback());
}

function Widget() {
  usePostWidgetHeight();
  return <p>The form</p>;
}

describe('usePostWidgetHeight', () => {
  const parent = { postMessage: vi.fn() };

  beforeEach(() => {
    observers = [];
    bodyHeight = 640;
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(document.body, 'getBoundingClientRect').mockImplementation(
      () => ({ height: bodyHeight }) as DOMRect,
    );
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    parent.postMessage.mockClear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the height to the parent page at once and on every change', () => {
    const { unmount } = render(<Widget />);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: WIDGET_HEIGHT_MESSAGE, height: 640 },
      '*',
    );
    expect(observers[0]?.targets).toContain(document.body);

    resizeTo(812.3);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: WIDGET_HEIGHT_MESSAGE, height: 813 },
      '*',
    );
    resizeTo(300);
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: WIDGET_HEIGHT_MESSAGE, height: 300 },
      '*',
    );
    expect(parent.postMessage).toHaveBeenCalledTimes(3);

    // An unchanged height says nothing new.
    resizeTo(300);
    expect(parent.postMessage).toHaveBeenCalledTimes(3);

    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('posts nothing when the widget is opened on its own', () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window);
    const postMessage = vi.spyOn(window, 'postMessage');
    render(<Widget />);
    resizeTo(900);
    expect(postMessage).not.toHaveBeenCalled();
    expect(observers).toHaveLength(0);
  });
});
