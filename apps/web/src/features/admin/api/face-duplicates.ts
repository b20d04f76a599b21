// The same face verified on two accounts (issue 18 part 1): the open flags, and closing one once looked
// into (/api/admin/face-duplicates).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaceDuplicateFlag } from '@affinia/contract';
import { api } from '../../../lib/api-client';
import { adminKeys } from './get-admin-stats';

export function useFaceDuplicates(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.faceDuplicates(),
    queryFn: ({ signal }) => api.get<FaceDuplicateFlag[]>('/admin/face-duplicates', { signal }),
    staleTime: 0,
    enabled,
  });
}

export function useDismissFaceDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: 'admin:faceDuplicates.dismissError' },
    mutationFn: (id: string) => api.post<null>(`/admin/face-duplicates/${encodeURIComponent(id)}/dismiss`),
    onSuccess: (_, id) =>
      queryClient.setQueryData<FaceDuplicateFlag[]>(adminKeys.faceDuplicates(), (flags) =>
        flags?.filter((flag) => flag.id !== id),
      ),
  });
}
