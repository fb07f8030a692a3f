import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  readMatchingSettings,
  saveMatchingSettings,
} from '@/features/admin-settings/api/admin-settings-data';
import { createTestQueryClient } from '@/testing/test-utils';

import { MatchingSettingsSection } from './matching-settings-form';

vi.mock('@/features/admin-settings/api/admin-settings-data', () => ({
  readMatchingSettings: vi.fn(),
  saveMatchingSettings: vi.fn(),
}));

function renderSection() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MatchingSettingsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readMatchingSettings).mockResolvedValue({ maxCompaniesPerQuote: 3 });
  vi.mocked(saveMatchingSettings).mockResolvedValue();
});

describe('MatchingSettingsSection', () => {
  it('shows the saved cap and saves a new one', async () => {
    renderSection();
    const input = await screen.findByLabelText('Companies per quote request');
    expect(input).toHaveValue(3);
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(vi.mocked(saveMatchingSettings).mock.calls[0]?.[0]).toEqual({
        maxCompaniesPerQuote: 4,
      }),
    );
  });

  it('refuses a cap outside 1 to 5 with a specific message, saving nothing', async () => {
    renderSection();
    const input = await screen.findByLabelText('Companies per quote request');
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 1 to 5.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saveMatchingSettings).not.toHaveBeenCalled();
  });
});
