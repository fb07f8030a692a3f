import { WORK_PHOTO_MESSAGES } from '@fixwell/common/companies/company-profile';
import type { WorkPhoto } from '@fixwell/common/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  updateWorkPhotos,
  uploadWorkPhoto,
} from '@/features/company-profile-editor/api/company-profile-editor-data';
import { WorkPhotosEditor } from '@/features/company-profile-editor/components/work-photos-editor';
import { makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-profile-editor/api/company-profile-editor-data', () => ({
  fetchEditableProfile: vi.fn(),
  saveCompanyProfile: vi.fn(),
  updateWorkPhotos: vi.fn(),
  uploadWorkPhoto: vi.fn(),
  fetchWorkPhoto: vi.fn(() => new Promise(() => {})),
}));

const COMPANY_ID = 'company-uid';
const photo = (n: number, caption = ''): WorkPhoto => ({
  id: String(n).padStart(32, '0'),
  caption,
  width: 1600,
  height: 1200,
});
const PHOTOS = [photo(1, 'Boiler'), photo(2, 'Bathroom'), photo(3, 'Kitchen')];

function renderPhotos(photos: WorkPhoto[] = PHOTOS) {
  return renderApp(<WorkPhotosEditor companyId={COMPANY_ID} photos={photos} />, {
    url: '/company/profile',
    profile: makeProfile('company', { id: COMPANY_ID }),
  });
}

const captions = () =>
  within(screen.getByRole('list', { name: 'Your photos, in the order shown' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(updateWorkPhotos).mockImplementation(async ({ order, captions = {}, remove = [] }) =>
    order
      .filter((id) => !remove.includes(id))
      .map((id) => ({ ...PHOTOS.find((p) => p.id === id)!, caption: captions[id] ?? '' })),
  );
});

describe('WorkPhotosEditor', () => {
  it('reorders with the keyboard, the focus following the photo moved', async () => {
    const { user } = renderPhotos();
    const down = await screen.findByRole('button', { name: 'Move down photo 1' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(captions()).toEqual(['Bathroom', 'Boiler', 'Kitchen']);
    expect(screen.getByRole('button', { name: 'Move down photo 2' })).toHaveFocus();
    expect(screen.getByText('Boiler moved to position 2 of 3.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(captions()).toEqual(['Bathroom', 'Kitchen', 'Boiler']);
    // At the bottom "Move down" is disabled: the focus goes to "Move up".
    expect(screen.getByRole('button', { name: 'Move up photo 3' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
  });

  it('saves the order, the captions and the removals together', async () => {
    const { user } = renderPhotos();
    expect(screen.getByRole('button', { name: 'Save photos' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Move up photo 3' }));
    const caption = screen.getByLabelText('Caption for photo 2');
    await user.clear(caption);
    await user.type(caption, 'New kitchen in Leeds');
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getByRole('button', { name: 'Save photos' })).toHaveFocus();
    expect(screen.getByText('You have unsaved changes to your photos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save photos' }));

    await waitFor(() => expect(updateWorkPhotos).toHaveBeenCalledTimes(1));
    expect(updateWorkPhotos).toHaveBeenCalledWith({
      order: [photo(1).id, photo(3).id],
      captions: { [photo(1).id]: 'Boiler', [photo(3).id]: 'New kitchen in Leeds' },
      remove: [photo(2).id],
    });
    expect(await screen.findByText('Photos saved')).toBeInTheDocument();
    expect(captions()).toEqual(['Boiler', 'New kitchen in Leeds']);
  });

  it('uploads several photos with progress, refusing the wrong type before sending', async () => {
    let finish: (value: WorkPhoto) => void = () => {};
    vi.mocked(uploadWorkPhoto).mockImplementation(
      (_file, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(0.5);
          finish = resolve;
        }),
    );
    renderPhotos([]);
    const input = await screen.findByLabelText('Add photos');
    // As a browser lets anyone pick "All files" despite `accept`.
    fireEvent.change(input, {
      target: {
        files: [
          new File(['x'], 'boiler.jpg', { type: 'image/jpeg' }),
          new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    const progress = await screen.findByRole('progressbar', { name: 'Uploading boiler.jpg' });
    expect(progress).toHaveAttribute('value', '0.5');
    finish(photo(7, ''));
    expect(await screen.findByLabelText('Caption for photo 1')).toHaveValue('');
    expect(screen.queryByRole('progressbar', { name: 'Uploading boiler.jpg' })).toBeNull();
    expect(await screen.findByText(WORK_PHOTO_MESSAGES.wrongType)).toBeInTheDocument();
    expect(uploadWorkPhoto).toHaveBeenCalledTimes(1);
  });
});
