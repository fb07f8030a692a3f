import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LazyToaster } from '@/components/toast/lazy-toaster';
import { toast, useToastStore } from '@/components/toast/toast-store';

describe('LazyToaster', () => {
  afterEach(() => {
    act(() => useToastStore.getState().clear());
  });

  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast.success('Profile saved');
    });

    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved');
  });

  it('keeps the notifications region once it has loaded, ready for the next toast', async () => {
    render(<LazyToaster />);
    act(() => {
      toast.info('First');
    });
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();

    act(() => useToastStore.getState().clear());
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => {
      toast.error('Payment failed');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });
});
