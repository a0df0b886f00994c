/**
 * Reporting a post (the card's "more" menu). The report call and its reason dialog belong to the
 * moderation work (issue 11, helper xsocial); until that contract is merged this answers false and the
 * menu hides the item.
 */
export type ReportTarget = { kind: 'post' | 'comment' | 'member'; id: string };

export const reportAvailable = false;

export function reportItem(_target: ReportTarget): Promise<void> {
  return Promise.reject(new Error('report is not available'));
}
