/** A day of the analytics as the CSV has it. */
export type CsvDay = { date: string; questions: number; activeMembers: number; answers: number; answersWithoutCitation: number; upVotes: number; downVotes: number };

/** One field of a CSV line, quoted when it must be (RFC 4180). */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The days of the period as CSV: a header of the given words, then a line a day, oldest first. */
export function conversationCsv(days: readonly CsvDay[], header: readonly string[]): string {
  const lines = [header, ...days.map((d) => [d.date, d.questions, d.activeMembers, d.answers, d.answersWithoutCitation, d.upVotes, d.downVotes])];
  return `${lines.map((line) => line.map(field).join(',')).join('\r\n')}\r\n`;
}
