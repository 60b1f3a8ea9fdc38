/** Shape checks for data read back from storage, files and links. */
export const is = {
  object(value: unknown): value is Record<string, unknown> {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  },
};
