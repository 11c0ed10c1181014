import { isApiError } from '@marketplace/client';
import { PROFILE_TOASTS, profileFromCustomer } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/lib/api';
import { useNotify } from '@/lib/notify';
import { customerProfileKey } from '../api/get-customer-profile';
import { saveProfile, type SaveProfileInput } from './save-profile';

/**
 * PATCH /api/Customer/updateUser after the photo steps (save-profile.ts), with the toasts of
 * spec 8. The answer becomes the cached profile, so the page (and the overview) show it at once.
 */
export function useSaveProfile() {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProfileInput) => saveProfile(api, input, (text) => notify(text, 'warning')),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerProfileKey(customer.UserId), profileFromCustomer(customer));
      notify(PROFILE_TOASTS.updated, 'success');
    },
    onError: (error, input) => {
      // The photo steps may have run: the saved profile could now name a deleted file.
      void queryClient.invalidateQueries({ queryKey: customerProfileKey(input.userId) });
      const notImplemented = isApiError(error) && error.status === 404;
      notify(notImplemented ? PROFILE_TOASTS.updateNotImplemented : PROFILE_TOASTS.updateFailed, 'error');
    },
  });
}
