import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE, type AvatarResponse } from '@cloud-snippets/contract';
import { api } from '../../../lib/api-client';
import { afterOwnProfileChange } from './update-profile';

/** POST /api/users/avatar (multipart, field `avatar`); answers the member with the new avatar URL. */
export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<AvatarResponse>('/api/users/avatar', form, { defaultError: PROFILE.imageUpdateFailed });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (response) => afterOwnProfileChange(queryClient, response.user),
  });
}
