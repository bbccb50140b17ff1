/** Builds the success envelope `{ success: true, message?, data }`. */
export function ok<T>(data: T, message?: string): { success: true; message?: string; data: T } {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}
