/**
 * The recogniser's characters from PaddleOCR's key file (one per line), with the space it
 * adds last (use_space_char): class i ≥ 1 is alphabet[i - 1].
 */
export function alphabetOf(keyFile: string): string[] {
  const keys = keyFile.split(/\r?\n/);
  if (keys.at(-1) === '') keys.pop();
  return [...keys, ' '];
}
