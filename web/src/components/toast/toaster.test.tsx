import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toast, useToastStore } from '@/components/toast/toast-store';
import { Toaster } from '@/components/toast/toaster';

// fireEvent rather than user-event: user-event waits on timers, which are fake here.
describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => useToastStore.getState().clear());
    vi.useRealTimers();
  });

  it('shows a success toast with its title and message as a polite status', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Profile saved', 'Your changes are live.');
    });

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Profile saved');
    expect(status).toHaveTextContent('Your changes are live.');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('announces errors as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Payment failed');
    });

    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('records every field of a toast, with a 5000 ms default duration', () => {
    act(() => {
      toast.warning('Check your postcode');
      toast.info('New lead', 'A customer near you wants a quote.', { duration: 8000 });
    });

    expect(useToastStore.getState().toasts).toEqual([
      { id: expect.any(String), type: 'warning', title: 'Check your postcode', duration: 5000 },
      {
        id: expect.any(String),
        type: 'info',
        title: 'New lead',
        message: 'A customer near you wants a quote.',
        duration: 8000,
      },
    ]);
  });

  it('dismisses itself after 5000 ms by default', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Saved');
    });

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Quick one', undefined, { duration: 1000 });
    });

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick one')).not.toBeInTheDocument();
  });

  it('can be closed by hand', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Something broke');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
  });

  it('stacks several toasts, newest last', () => {
    render(<Toaster />);
    act(() => {
      toast.success('First');
      toast.info('Second');
    });

    const items = screen.getAllByRole('status');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('First'),
      expect.stringContaining('Second'),
    ]);
  });

  it('does not vanish while the pointer rests on it', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Read me slowly');
    });

    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me slowly')).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Read me slowly')).not.toBeInTheDocument();
  });
});
