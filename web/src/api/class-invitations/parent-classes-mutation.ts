import { useMutation, useQueryClient } from '@tanstack/react-query';
import { classInvitationKeys } from './keys';

/** A parent's answer to a class: each changes the parent's list (and the child's own status on this device). */
export function useParentClassesMutation<T>(mutationFn: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: classInvitationKeys.all }) });
}
