import type { CallableInput, updateCompanyProfileCallable } from '@fixwell/common/callables';
import type { WorkPhoto } from '@fixwell/common/company';
import type { UpdateWorkPhotosInput } from '@fixwell/common/companies/company-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  saveCompanyProfile,
  updateWorkPhotos,
  uploadWorkPhoto,
  type EditableProfile,
} from '@/features/company-profile-editor/api/company-profile-editor-data';
import { editableProfileQuery } from '@/features/company-profile-editor/api/get-editable-profile';

export function useSaveCompanyProfile(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallableInput<typeof updateCompanyProfileCallable>) =>
      saveCompanyProfile(input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: editableProfileQuery(companyId).queryKey }),
  });
}

/** Puts the photos the server answered into the editor's cache. */
function useStorePhotos(companyId: string) {
  const queryClient = useQueryClient();
  return (update: (photos: WorkPhoto[]) => WorkPhoto[]) =>
    queryClient.setQueryData(
      editableProfileQuery(companyId).queryKey,
      (current: EditableProfile | null | undefined) =>
        current ? { ...current, workPhotos: update(current.workPhotos) } : current,
    );
}

export function useUpdateWorkPhotos(companyId: string) {
  const store = useStorePhotos(companyId);
  return useMutation({
    mutationFn: (input: UpdateWorkPhotosInput) => updateWorkPhotos(input),
    onSuccess: (photos) => store(() => photos),
  });
}

export function useUploadWorkPhoto(companyId: string) {
  const store = useStorePhotos(companyId);
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress?: (fraction: number) => void }) =>
      uploadWorkPhoto(file, onProgress),
    onSuccess: (photo) =>
      store((photos) => (photos.some((p) => p.id === photo.id) ? photos : [...photos, photo])),
  });
}
