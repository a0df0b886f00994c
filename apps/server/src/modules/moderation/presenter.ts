import type { Language, ModerationItem, ReportReason } from '@acsc/shared';
import { memberCard, type MemberCardSource } from '../member/presenter.js';
import type { ReportedItem } from './kinds.js';
import type * as repo from './repo.js';

/** Rows to answers: an item of the moderators' queue, a watched word. */

type ReportRow = Awaited<ReturnType<typeof repo.openReportsOf>>[number];
type History = Awaited<ReturnType<typeof repo.historyOf>>;

export function presentItem(
  key: { type: ReportedItem['type']; id: number },
  target: ReportedItem | null,
  author: MemberCardSource & { suspendedUntil: Date | null },
  reports: ReportRow[],
  history: History,
  lang: Language,
): ModerationItem {
  const count = (...actions: string[]) =>
    history.decisions.filter((d) => actions.includes(d.action)).reduce((s, d) => s + d.n, 0);
  return {
    type: key.type,
    id: String(key.id),
    status: target?.status ?? 'deleted',
    title: target?.title ?? null,
    text: target?.text ?? null,
    mediaCount: target?.mediaCount ?? 0,
    createdAt: target?.createdAt?.toISOString() ?? null,
    author: memberCard(author, lang),
    authorHistory: {
      hidden: count('hide', 'auto-hide', 'reject'),
      deleted: count('delete'),
      suspensions: count('suspend'),
      reportsReceived: history.reportsReceived,
      suspendedUntil: author.suspendedUntil?.toISOString() ?? null,
    },
    reports: reports.map(({ r, reporter }) => ({
      reporter: memberCard(reporter, lang),
      reason: r.reason as ReportReason,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    })),
    reportCount: reports.length,
    lastReportedAt: reports[0]?.r.createdAt.toISOString() ?? null,
  };
}

export const presentWord = (w: repo.WatchedWordRow) => ({
  id: String(w.id),
  word: w.word,
  createdAt: w.createdAt.toISOString(),
});
