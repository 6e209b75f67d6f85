/**
 * The terms typed in the dialog's one text field: separated by commas (Latin or Chinese), the
 * enumeration comma 、 or new lines, as people list words in either language. Repeats and
 * spaces are the server's to tidy; empty pieces are dropped here so that "a, b," is two terms.
 */
export function splitTerms(text: string): string[] {
  return text
    .split(/[,，、\r\n]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A set in one line, as a confirmation and the buttons' names speak of it: "input → terms" when one-way. */
export function synonymLabel(input: string | null | undefined, terms: readonly string[]): string {
  const listed = terms.join(', ');
  return input ? `${input} → ${listed}` : listed;
}
