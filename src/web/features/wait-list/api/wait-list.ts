import { useMutation } from '@tanstack/react-query';
import type { WaitListBody } from '#shared/schemas/wait-list.ts';
import { ApiError, api, apiRequest } from '#web/lib/api-client.ts';
import { saveFile } from '#web/lib/save-file.ts';

/** The form's words for a refusal: every message the server gave, one a line; else 'invalid'. */
export function waitListFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'invalid';
  const messages =
    typeof error.messages === 'string' ? [error.messages] : Object.values(error.messages);
  return messages.filter(Boolean).join('\n') || 'invalid';
}

/** `PUT /api/wait-list` (a full path, outside the API's base); the answer's message is shown. */
export function useJoinWaitList() {
  return useMutation({
    mutationFn: async (body: WaitListBody) =>
      (await apiRequest<null>('PUT', '/api/wait-list', { body, base: '' })).message ?? '',
    // The form shows the refusal itself.
    meta: { silent: true },
  });
}

/** Where the wait-list is downloaded from: the console's export, on the audit record. */
const WAIT_LIST_EXPORT_PATH = '/console/wait-list/export';

/** Oja staff's download of the wait-list, from the console. */
export function useExportWaitList() {
  return useMutation({
    mutationFn: async () =>
      saveFile(await (await api.response(WAIT_LIST_EXPORT_PATH)).blob(), 'oja-wait-list.csv'),
  });
}
