import type { TFeedbackInput, TFeedbackPage } from '@anumati/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restRequest } from '../../../shared/rest/rest-request';

/** POST /api/feedback (issue 55): anyone; a signed-in officer's token names the sender. */
export function useSendFeedbackMutation(onSent: () => void) {
  return useMutation({
    mutationFn: (feedback: TFeedbackInput) =>
      restRequest<{ id: number }>('/api/feedback', { method: 'POST', body: feedback }),
    onSuccess: onSent,
  });
}

const feedbackKey = (page: number) => ['feedback', page] as const;

/** GET /api/admin/feedback: a page of the feedback the administrator may read, newest first. */
export function useFeedbackPageQuery(page: number) {
  return useQuery({
    queryKey: feedbackKey(page),
    queryFn: () => restRequest<TFeedbackPage>(`/api/admin/feedback?page=${page}`),
  });
}

/** POST /api/admin/feedback/:id/handled, then the list again (it shows who handled it, and when). */
export function useMarkFeedbackHandledMutation(onMarked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => restRequest<{ id: number }>(`/api/admin/feedback/${id}/handled`, { method: 'POST' }),
    onSuccess: async () => {
      onMarked();
      await queryClient.invalidateQueries({ queryKey: ['feedback'] });
    },
  });
}
